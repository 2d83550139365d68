import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { useSiteConfig, useLocalePath } from "../state/site";
import { CartLineItemView } from "./CartLineItemView";
import { CartMessages } from "./CartMessages";
import { CartSummary, CartTotalBar } from "./CartSummary";
import { CustomerCommentForm } from "./CustomerCommentForm";
import { useCartFetcher } from "./cart-fetcher";
import { lineItemKind } from "./line-item-kind";
import { PromotionCodeForm } from "./PromotionCodeForm";
import { PromotionLineView } from "./PromotionLineView";
import { loadedCart, useCartView } from "./use-cart-view";
import * as INTENT from "../forms/intents";

/**
 * The forced refresh: print projects may have changed in the editor since the cart was
 * read, so a cart with projects is read again with their current prices when it is shown; a change
 * of the net price is told. Without JavaScript the same form is a button.
 */
function RefreshPrices({ netPrice, auto }: { netPrice: number; auto: boolean }) {
  const { t } = useI18n();
  const { fetcher, action } = useCartFetcher("cart-refresh");
  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void fetcher.submit({ intent: INTENT.refreshCart, netPrice: String(netPrice) }, { method: "post", action });
  }, [auto, action, fetcher, netPrice]);
  return (
    <fetcher.Form method="post" action={action} className="cart__refresh">
      <input type="hidden" name="intent" value={INTENT.refreshCart} />
      <input type="hidden" name="netPrice" value={String(netPrice)} />
      <button type="submit" className="link-button" disabled={fetcher.state !== "idle"}>
        {t("cart.refresh")}
      </button>
    </fetcher.Form>
  );
}

/** The empty cart says so and leads back to shopping. */
function EmptyCart() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <div className="cart-empty">
      <p>{t("cart.empty")}</p>
      <Link className="button button--secondary" to={localePath("/")}>
        {t("cart.continueShopping")}
      </Link>
    </div>
  );
}

/**
 * The cart: line items of every kind, the promotion code, the customer comment when
 * the shop asks for it, the totals and the way to checkout. The cart page shows it whole; the mini
 * cart (compact) the lines and totals.
 */
export function CartContents({
  compact = false,
  customerComment = "",
}: {
  compact?: boolean;
  customerComment?: string;
}) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const view = useCartView();
  const cart = loadedCart(view);
  if (!cart) return null;
  if (view.lines.length === 0 && !view.pending) return <EmptyCart />;
  const hasProjects = view.lines.some((item) => lineItemKind(item) === "print");
  return (
    <div className={compact ? "cart cart--compact" : "cart"}>
      <div className="cart__main">
        {compact ? null : <CartMessages cart={cart} />}
        <ul className="cart__lines" aria-label={t("cart.lineItems")}>
          {view.lines.map((item) =>
            lineItemKind(item) === "promotion" ? (
              <PromotionLineView key={item.id} item={item} />
            ) : (
              <CartLineItemView key={item.id} item={item} compact={compact} />
            ),
          )}
        </ul>
        {compact ? null : (
          <>
            {hasProjects ? <RefreshPrices netPrice={cart.price.netPrice} auto /> : null}
            <PromotionCodeForm />
            {config.cart.showCustomerComment ? <CustomerCommentForm value={customerComment} /> : null}
          </>
        )}
      </div>
      <CartSummary cart={cart} view={view} />
      {compact ? null : <CartTotalBar cart={cart} view={view} />}
    </div>
  );
}
