import { useId } from "react";
import { Link } from "react-router";
import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { useLocalePath, useSessionContext } from "../state/site";
import type { Cart } from "./store-api";
import { type CartTotals, cartTotals } from "./totals";
import type { CartView } from "./use-cart-view";

/** The way to checkout; a guest logs in first and comes back to it. */
function CheckoutLink() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const loggedIn = !!useSessionContext().customer;
  const checkout = localePath("/checkout/");
  return (
    <Link
      className="button button--primary"
      to={loggedIn ? checkout : `${localePath("/login/")}?redirect=${encodeURIComponent(checkout)}`}
    >
      {loggedIn ? t("cart.toCheckout") : t("cart.loginToCheckout")}
    </Link>
  );
}

/** The total the shopper sees: while a change is on its way, the estimate. */
const shownTotal = (totals: CartTotals, view: CartView) =>
  view.pending ? view.totalPrice : totals.totalPriceWithDiscounts;

/**
 * The cart page's bar at the bottom of a phone's screen: the total and the way on stay in reach
 * while the lines, the promotion code and the comment scroll by. Sticky, so no script; it rests
 * after the summary once the page is scrolled there. Wide screens have the summary beside the lines.
 */
export function CartTotalBar({ cart, view }: { cart: Cart; view: CartView }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  return (
    <div className="cart-bar" aria-busy={view.pending}>
      <p className="cart-bar__total">
        <span>{t("cart.total")}</span> <strong>{format(shownTotal(cartTotals(cart), view))}</strong>
      </p>
      <CheckoutLink />
    </div>
  );
}

/**
 * The totals (the derived values), gross or net as the shop calculated the cart: net
 * customers read prices "excl. VAT" and the taxes added per rate, gross ones the taxes included.
 * While a change is on its way the subtotal and total are estimates and the block says it is busy.
 */
export function CartSummary({
  cart,
  view,
  checkoutLink = true,
}: {
  cart: Cart;
  view: CartView /** The checkout's summary has no way to itself. */;
  checkoutLink?: boolean;
}) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const totals = cartTotals(cart);
  // The mini cart may be open on the cart page: two summaries, two ids.
  const headingId = useId();
  const subtotal = totals.positionPriceWithoutDiscounts + view.positionsDelta;
  const discount = totals.totalDiscount - view.discountDelta;
  const total = shownTotal(totals, view);
  const saving = totals.positionListPrice - totals.positionPriceWithoutDiscounts;
  return (
    <section
      className={`cart__summary${view.pending ? " is-updating" : ""}`}
      aria-labelledby={headingId}
      aria-busy={view.pending}
    >
      <h2 id={headingId}>{t("cart.summary")}</h2>
      <dl>
        <dt>{totals.gross ? t("cart.subtotal") : t("cart.subtotalNet")}</dt>
        <dd data-total="subtotal">{format(subtotal)}</dd>
        {saving > 0.004 && !view.pending ? (
          <>
            <dt>{t("cart.youSave")}</dt>
            <dd>{format(saving)}</dd>
          </>
        ) : null}
        {discount > 0.004 ? (
          <>
            <dt>{t("cart.discounts")}</dt>
            <dd>−{format(discount)}</dd>
          </>
        ) : null}
        <dt>{t("cart.shipping")}</dt>
        <dd>{format(totals.totalShippingCost)}</dd>
        {totals.gross ? null : (
          <>
            <dt>{t("cart.totalNet")}</dt>
            <dd>{format(totals.netPrice)}</dd>
          </>
        )}
        {totals.taxes.map((tax) => (
          <div key={tax.taxRate} className="cart__tax">
            <dt>{t(totals.gross ? "cart.taxIncluded" : "cart.taxAdded", { rate: String(tax.taxRate) })}</dt>
            <dd>{format(tax.tax)}</dd>
          </div>
        ))}
        <dt className="cart__total">{t("cart.total")}</dt>
        <dd className="cart__total" data-total="total">
          {format(total)}
        </dd>
      </dl>
      {checkoutLink ? <CheckoutLink /> : null}
    </section>
  );
}
