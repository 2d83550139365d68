import { ProductCard } from "../../catalog/ProductCard";
import type { Product } from "../../catalog/store-api";
import type { CmsSlotProps } from "./types";

/** The product-box element: one product as a card. */
export function CmsProductBox({ slot }: CmsSlotProps) {
  const product = (slot.data as { product?: Product | null } | null)?.product;
  return product ? <ProductCard product={product} /> : null;
}
