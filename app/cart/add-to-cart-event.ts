import type { StorefrontEvents } from "../state/events";
import type { Cart } from "./store-api";

/**
 * The add-to-cart event's detail from the cart the shop answered with: the line as the shop priced
 * it (its label and unit price, in the session's currency), for the quantity just added.
 */
export function addToCartDetail(
  cart: Cart,
  productId: string,
  quantity: number,
  currency: string,
): StorefrontEvents["add-to-cart"] | null {
  const line = cart.lineItems?.find(
    (item) => item.type === "product" && (item.referencedId === productId || item.id === productId),
  );
  if (!line) return null;
  const price = line.price?.unitPrice ?? 0;
  return {
    currency,
    value: Math.round(price * quantity * 100) / 100,
    items: [{ id: productId, name: line.label ?? "", quantity, price }],
  };
}
