import { ProductSlider } from "../../catalog/ProductSlider";
import type { Product } from "../../catalog/store-api";
import { configValue, type CmsSlotProps } from "./types";

/** The product-slider element: its products with the configured title. */
export function CmsProductSlider({ slot }: CmsSlotProps) {
  const products = (slot.data as { products?: Product[] } | null)?.products ?? [];
  return <ProductSlider products={products} title={configValue<string>(slot, "title") ?? null} />;
}
