import { CrossSellingGroups } from "../../catalog/CrossSellingGroups";
import { CROSS_SELLING_LIMIT, type CrossSellingGroup } from "../../catalog/cross-selling";
import type { Product } from "../../catalog/store-api";
import type { CmsSlotProps } from "./types";

interface CrossSellingElement {
  crossSelling?: { id: string; name?: string; translated?: { name?: string } };
  products?: Product[];
}

/** The cross-selling element: one slider per group ("Matching accessories", "Customers also bought"). */
export function CmsCrossSelling({ slot }: CmsSlotProps) {
  const elements = (slot.data as { crossSellings?: CrossSellingElement[] } | null)?.crossSellings ?? [];
  const groups: CrossSellingGroup[] = elements.map((element, index) => ({
    id: element.crossSelling?.id ?? String(index),
    name: element.crossSelling?.translated?.name ?? element.crossSelling?.name ?? "",
    products: (element.products ?? []).slice(0, CROSS_SELLING_LIMIT),
  }));
  return <CrossSellingGroups groups={groups} />;
}
