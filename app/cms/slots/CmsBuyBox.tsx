import { BuyBox } from "../../catalog/BuyBox";
import type { Product } from "../../store-api/catalog";
import { useCmsPage } from "../context";
import type { CmsSlotProps } from "./types";

/** The buy-box element: the page's product (or the one configured), priced and ready for the cart. */
export function CmsBuyBox({ slot }: CmsSlotProps) {
  const { page } = useCmsPage();
  const product = (slot.data as { product?: Product | null } | null)?.product ?? (page?.resourceType === "frontend.detail.page" ? page.product : null);
  return product ? <BuyBox product={product} /> : null;
}
