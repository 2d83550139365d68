import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { usePriceFormat } from "../app/catalog/price";
import { ResponsiveImage } from "../app/components/ResponsiveImage";
import { useI18n } from "../app/i18n/context";
import { cartQuery } from "../app/queries/cart";
import { useServices } from "../app/router/services";
import { useDomain, useLocalePath } from "../app/state/site";
import type { Cart } from "../app/store-api/cart";

type LineItem = NonNullable<Cart["lineItems"]>[number];

/** Shipping as the shop calculated it for the cart's deliveries. */
const shippingTotal = (cart: Cart) => (cart.deliveries ?? []).reduce((sum, delivery) => sum + (delivery.shippingCosts?.totalPrice ?? 0), 0);

function CartLine({ item }: { item: LineItem }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const localePath = useLocalePath();
  const product = item.type === "product" && item.referencedId ? localePath(`/detail/${item.referencedId}/`) : null;
  return (
    <li className="cart-line">
      <div className="cart-line__image">{item.cover ? <ResponsiveImage media={item.cover} alt={item.cover.alt ?? item.label ?? ""} sizes="80px" /> : null}</div>
      <div className="cart-line__info">
        {product ? (
          <Link to={product} className="cart-line__label">
            {item.label}
          </Link>
        ) : (
          <span className="cart-line__label">{item.label}</span>
        )}
        {item.type === "promotion" ? null : <span className="cart-line__quantity">{t("cart.quantity", { quantity: String(item.quantity ?? 1) })}</span>}
      </div>
      <div className="cart-line__prices">
        {item.price && (item.quantity ?? 1) > 1 ? <span className="cart-line__unit">{t("cart.unitPrice", { price: format(item.price.unitPrice) })}</span> : null}
        <strong className="cart-line__total">{item.price ? format(item.price.totalPrice) : null}</strong>
      </div>
    </li>
  );
}

/** Spec section 2: the cart's line items and totals, and the way to checkout (the guard asks a guest to log in first). */
export default function CartScreen() {
  const { t } = useI18n();
  const services = useServices();
  const { domain } = useDomain();
  const localePath = useLocalePath();
  const format = usePriceFormat();
  const cart = useSuspenseQuery(cartQuery(services, domain.languageId)).data;
  const items = cart.lineItems ?? [];
  return (
    <div className="page page--cart">
      <h1 className="page__title">{t("pageTitle.cart")}</h1>
      {items.length === 0 ? (
        <div className="cart-empty">
          <p>{t("cart.empty")}</p>
          <Link className="button button--secondary" to={localePath("/")}>
            {t("cart.continueShopping")}
          </Link>
        </div>
      ) : (
        <div className="cart">
          <ul className="cart__lines" aria-label={t("cart.lineItems")}>
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <section className="cart__summary" aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t("cart.summary")}</h2>
            <dl>
              <dt>{t("cart.subtotal")}</dt>
              <dd>{format(cart.price.positionPrice ?? 0)}</dd>
              <dt>{t("cart.shipping")}</dt>
              <dd>{format(shippingTotal(cart))}</dd>
              <dt className="cart__total">{t("cart.total")}</dt>
              <dd className="cart__total">{format(cart.price.totalPrice ?? 0)}</dd>
            </dl>
            <Link className="button button--primary" to={localePath("/checkout/")}>
              {t("cart.toCheckout")}
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
