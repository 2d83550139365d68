import { Link, useLoaderData } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { useI18n } from "../app/i18n/context";
import { translatedName } from "../app/lib/entity-names";
import { OrderAddresses } from "../app/order/OrderAddresses";
import { OrderCancel } from "../app/order/OrderCancel";
import { OrderFacts } from "../app/order/OrderFacts";
import { OrderLineItems } from "../app/order/OrderLineItems";
import { OrderStateBadge } from "../app/order/OrderStateBadge";
import { OrderTotalsList } from "../app/order/OrderTotalsList";
import { useOrderFormat } from "../app/order/order-format";
import { paymentPages } from "../app/payment/payment-pages";
import { useDomain, useLocalePath } from "../app/state/site";
import type { OrderDetail } from "../app/order/store-api";
import type { loader } from "./account-order-detail.loader";

/** The order's payments, newest first: method, state, amount. */
function Transactions({ order, format }: { order: OrderDetail; format: ReturnType<typeof useOrderFormat> }) {
  const { t } = useI18n();
  const transactions = order.transactions ?? [];
  if (!transactions.length) return null;
  return (
    <section aria-labelledby="order-transactions" className="order-detail__transactions">
      <h2 id="order-transactions">{t("account.orders.transactions")}</h2>
      <ol className="order-transactions">
        {transactions.map((transaction) => (
          <li key={transaction.id} className="order-transaction">
            <span className="order-transaction__method">{translatedName(transaction.paymentMethod)}</span>
            {transaction.stateMachineState ? (
              <OrderStateBadge machine="transactionState" state={transaction.stateMachineState} />
            ) : null}
            {transaction.createdAt ? (
              <time dateTime={transaction.createdAt}>{format.date(transaction.createdAt)}</time>
            ) : null}
            {transaction.amount ? (
              <span className="order-transaction__amount">{format.price(transaction.amount.totalPrice)}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One order with its addresses, methods, lines of every kind, totals, state and payments. */
export default function AccountOrderDetailScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { order, lines, parcelLocker, awaitsPayment } = useLoaderData<typeof loader>();
  const domain = useDomain();
  const format = useOrderFormat(order.currency?.isoCode);
  return (
    <AccountPage title={t("pageTitle.orderDetail", { orderNumber: order.orderNumber ?? "" })} modifier="order-detail">
      <p className="order-detail__back">
        <Link to={localePath("/account/orders/")}>{t("account.orders.back")}</Link>
      </p>
      <OrderFacts order={order} date={format.date} className="order-detail__facts" />
      {awaitsPayment ? (
        <p className="order-detail__pay">
          <Link className="button button--primary" to={paymentPages({ domain }, order.id).failure}>
            {t("payment.payOrder")}
          </Link>
        </p>
      ) : null}
      <OrderCancel orderId={order.id} cancellable={order.stateMachineState.technicalName === "open"} />
      <section aria-labelledby="order-items" className="order-detail__items">
        <h2 id="order-items">{t("account.orders.items")}</h2>
        <OrderLineItems lines={lines} format={format.price} />
        <OrderTotalsList order={order} format={format.price} />
      </section>
      <OrderAddresses order={order} parcelLocker={parcelLocker} block="order-detail" />
      <Transactions order={order} format={format} />
    </AccountPage>
  );
}
