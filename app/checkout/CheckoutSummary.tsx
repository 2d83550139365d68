import { CartMessages } from "../cart/CartMessages";
import { CartSummary } from "../cart/CartSummary";
import type { Cart, CartLineItem } from "../cart/store-api";
import type { CartView } from "../cart/use-cart-view";
import { CheckoutLines } from "./CheckoutLines";

/**
 * The checkout's summary, read only: the cart's own messages, what is bought and its totals. The screen
 * shows it as an island (rendered with the page, its code loaded after the first load): it has nothing
 * to do before hydration, and it keeps the checkout within the JavaScript budget before hydration.
 */
export function CheckoutSummary({
  cart,
  lines,
  options,
  view,
}: {
  cart: Cart;
  lines: CartLineItem[];
  options: Record<string, string[]>;
  view: CartView;
}) {
  return (
    <>
      <CartMessages cart={cart} />
      <CheckoutLines lines={lines} options={options} />
      <CartSummary cart={cart} view={view} checkoutLink={false} />
    </>
  );
}
