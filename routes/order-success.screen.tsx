import { useEffect } from "react";
import { Link, useLoaderData } from "react-router";
import { useI18n } from "../app/i18n/context";
import { OrderAddresses } from "../app/order/OrderAddresses";
import { OrderFacts } from "../app/order/OrderFacts";
import { OrderLineItems } from "../app/order/OrderLineItems";
import { OrderTotalsList } from "../app/order/OrderTotalsList";
import { useOrderFormat } from "../app/order/order-format";
import { paymentStep } from "../app/order/payment-step";
import { useLocalePath, useSessionContext, useSiteConfig } from "../app/state/site";
import type { OrderDetail } from "../app/order/store-api";
import type { loader } from "./order-success.loader";

/**
 * The purchase event (the checkout issue's analytics), once per order and tab: in the browser only,
 * after the page is shown, and only when the shop tracks orders (site configuration).
 */
function usePurchaseEvent(order: OrderDetail): void {
  const { analytics } = useSiteConfig();
  const currency = useSessionContext().currency?.isoCode ?? "EUR";
  useEffect(() => {
    if (!analytics.trackOrders) return;
    let storage: Storage;
    try {
      storage = window.sessionStorage;
    } catch {
      // Storage forbidden: nothing could stop a second event, so none is sent (purchase-event).
      return;
    }
    // After the page is shown, on demand: the event's code (it reads the order's lines through zod)
    // is no part of the page's first load.
    void import("../app/order/purchase-event").then(({ broadcastPurchaseOnce }) =>
      broadcastPurchaseOnce(storage, order, currency),
    );
  }, [analytics.trackOrders, order, currency]);
}

/** What comes next: the confirmation mail, and paying when the order waits for a transfer. */
function NextSteps({
  order,
  price,
  confirming,
}: {
  order: OrderDetail;
  price: (value: number) => string;
  confirming: boolean;
}) {
  const { t } = useI18n();
  const email = order.orderCustomer?.email;
  const payment = paymentStep(order);
  const orderNumber = order.orderNumber ?? "";
  return (
    <section aria-labelledby="order-success-next" className="order-success__next">
      <h2 id="order-success-next">{t("orderSuccess.nextHeading")}</h2>
      <ul className="order-success__steps">
        {email ? (
          <li>
            {t("orderSuccess.mailSent")} <strong className="order-success__email">{email}</strong>
          </li>
        ) : null}
        {payment?.kind === "paid" ? <li>{t("orderSuccess.paid")}</li> : null}
        {confirming ? <li>{t("orderSuccess.paymentConfirming")}</li> : null}
        {payment && payment.kind !== "paid" ? (
          <li>{t(`orderSuccess.${payment.kind}`, { amount: price(payment.amount), orderNumber })}</li>
        ) : null}
        <li>{t("orderSuccess.inAccount")}</li>
      </ul>
    </section>
  );
}

/** Order success: the number, what comes next, what was bought, addresses and methods. */
export default function OrderSuccessScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { order, lines, parcelLocker, paymentConfirming } = useLoaderData<typeof loader>();
  const format = useOrderFormat(order.currency?.isoCode);
  usePurchaseEvent(order);
  return (
    <div className="page order-success">
      <header className="order-success__intro">
        <h1 className="page__title">{t("pageTitle.orderSuccess")}</h1>
        <p className="order-success__number">
          {t("orderSuccess.number")} <strong>{order.orderNumber}</strong>
        </p>
        <OrderFacts order={order} date={format.date} className="order-success__facts" />
      </header>
      <NextSteps order={order} price={format.price} confirming={paymentConfirming} />
      <section aria-labelledby="order-success-items" className="order-success__items">
        <h2 id="order-success-items">{t("account.orders.items")}</h2>
        <OrderLineItems lines={lines} format={format.price} />
        <OrderTotalsList order={order} format={format.price} />
      </section>
      <OrderAddresses order={order} parcelLocker={parcelLocker} block="order-success" />
      <nav aria-label={t("orderSuccess.linksLabel")} className="order-success__links">
        <Link className="button button--primary" to={localePath(`/account/orders/${order.id}/`)}>
          {t("orderSuccess.toOrder")}
        </Link>
        <Link className="button" to={localePath("/")}>
          {t("orderSuccess.toShop")}
        </Link>
      </nav>
    </div>
  );
}
