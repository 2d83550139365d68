import { ProductSlider } from "../../catalog/ProductSlider";
import type { Product } from "../../catalog/store-api";
import type { CmsSlotProps } from "./types";

/** Cross-selling shows at most 10 products per group. */
export const CROSS_SELLING_LIMIT = 10;

interface CrossSellingElement {
  crossSelling?: { id: string; name?: string; translated?: { name?: string } };
  products?: Product[];
}

/** The cross-selling element: one slider per group ("Matching accessories", "Customers also bought"). */
export function CmsCrossSelling({ slot }: CmsSlotProps) {
  const groups = (slot.data as { crossSellings?: CrossSellingElement[] } | null)?.crossSellings ?? [];
  const visible = groups.filter((g) => g.products?.length);
  if (!visible.length) return null;
  return (
    <div className="cross-selling">
      {visible.map((group, index) => (
        <ProductSlider
          key={group.crossSelling?.id ?? index}
          products={(group.products ?? []).slice(0, CROSS_SELLING_LIMIT)}
          title={group.crossSelling?.translated?.name ?? group.crossSelling?.name ?? null}
        />
      ))}
    </div>
  );
}
