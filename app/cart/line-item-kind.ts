import type { Cart } from "./store-api";

/**
 * The three kinds of cart line item: a print/telephony item when the payload's
 * custom fields hold a string product family id, a promotion when the payload has a discountType,
 * otherwise an ordinary product. Their details are read in line-items.
 */
export type LineItemKind = "print" | "promotion" | "product";

export function lineItemKind(item: { payload?: unknown }): LineItemKind {
  const payload: unknown = item.payload;
  if (typeof payload !== "object" || payload === null) return "product";
  const customFields = (payload as { customFields?: unknown }).customFields;
  if (
    typeof customFields === "object" &&
    customFields !== null &&
    typeof (customFields as Record<string, unknown>)["pbx_pbx2_product_family_id"] === "string"
  )
    return "print";
  if (typeof (payload as { discountType?: unknown }).discountType === "string") return "promotion";
  return "product";
}

/** What the header counts: every product and project (not promotions), by quantity. */
export const itemCount = (cart: Pick<Cart, "lineItems"> | null | undefined): number =>
  (cart?.lineItems ?? []).reduce(
    (sum, item) => sum + (lineItemKind(item) === "promotion" ? 0 : (item.quantity ?? 0)),
    0,
  );
