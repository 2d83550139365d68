import { CartMessages } from "../cart/CartMessages";
import { CartSummary } from "../cart/CartSummary";
import type { Cart } from "../cart/store-api";
import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { CheckoutLines } from "./CheckoutLines";

/**
 * The checkout's summary, read only: the cart's own messages, what is bought and its totals. The screen
 * shows it as an island (rendered with the page, its code loaded after the first load): it has nothing
 * to do before hydration, and it keeps the checkout within the JavaScript budget before hydration.
 *
 * On a phone it is folded under "Show order summary · total" at the top of the page (a native
 * <details>: it opens without JavaScript and costs none); wide screens show it open beside the steps
 * (checkout.css). The cart's messages stay outside the fold: a problem with the cart must be seen.
 * The heading's id names the screen's <aside>.
 */
export function CheckoutSummary({ cart, options }: { cart: Cart; options: Record<string, string[]> }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const lines = cart.lineItems ?? [];
  const view = {
    cart,
    lines,
    count: lines.length,
    positionsDelta: 0,
    discountDelta: 0,
    totalPrice: cart.price.totalPrice,
    pending: false,
  };
  return (
    <>
      <CartMessages cart={cart} />
      <details className="checkout-glance">
        <summary className="checkout-glance__toggle">
          <span className="checkout-glance__show">{t("checkout.showSummary")}</span>
          <span className="checkout-glance__hide">{t("checkout.hideSummary")}</span>
          <strong className="checkout-glance__total">{format(cart.price.totalPrice)}</strong>
        </summary>
        <div className="checkout-glance__content">
          <h2 id="checkout-summary">{t("checkout.summary")}</h2>
          <CheckoutLines lines={lines} options={options} />
          <CartSummary cart={cart} view={view} checkoutLink={false} />
        </div>
      </details>
    </>
  );
}
