import { Link, useLoaderData } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { AddressLines } from "../app/components/AddressLines";
import { OrderParcelLocker } from "../app/order/OrderParcelLocker";
import { useI18n } from "../app/i18n/context";
import { postalAddress } from "../app/lib/address-lines";
import { translatedName } from "../app/lib/entity-names";
import { OrderCancel } from "../app/order/OrderCancel";
import { OrderLineItems } from "../app/order/OrderLineItems";
import { OrderStateBadge } from "../app/order/OrderStateBadge";
import { OrderTotalsList } from "../app/order/OrderTotalsList";
import { useOrderFormat } from "../app/order/order-format";
import { useLocalePath } from "../app/state/site";
import type { OrderDetail } from "../app/store-api/order";
import type { OrderDetailData } from "./account-order-detail.loader";

/** The billing address, and the shipping address of the (first) delivery with its method. */
function Addresses({ order }: { order: OrderDetail }) {
  const { t } = useI18n();
  const delivery = order.deliveries?.[0];
  const billing = order.billingAddress ?? order.addresses?.find((address) => address.id === order.billingAddressId);
  const payment = order.transactions?.[0]?.paymentMethod;
  return (
    <div className="order-detail__addresses">
      <section aria-labelledby="order-billing">
        <h2 id="order-billing">{t("account.orders.billingAddress")}</h2>
        {billing ? <AddressLines address={postalAddress(billing)} className="order-address" /> : null}
        {payment ? (
          <p className="order-detail__method">
            <span>{t("account.orders.paymentMethod")}</span> {translatedName(payment)}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t("account.orders.shippingAddress")}</h2>
        {delivery?.shippingOrderAddress ? <AddressLines address={postalAddress(delivery.shippingOrderAddress)} className="order-address" /> : null}
        {delivery?.shippingMethod ? (
          <p className="order-detail__method">
            <span>{t("account.orders.shippingMethod")}</span> {translatedName(delivery.shippingMethod)}
          </p>
        ) : null}
        <OrderParcelLocker delivery={delivery} />
      </section>
    </div>
  );
}

/** The order's payments, newest first (spec section 9): method, state, amount. */
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
            {transaction.stateMachineState ? <OrderStateBadge machine="transactionState" state={transaction.stateMachineState} /> : null}
            {transaction.createdAt ? <time dateTime={transaction.createdAt}>{format.date(transaction.createdAt)}</time> : null}
            {transaction.amount ? <span className="order-transaction__amount">{format.price(transaction.amount.totalPrice)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Spec section 2: one order with its addresses, methods, lines of every kind, totals, state and payments. */
export default function AccountOrderDetailScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { order } = useLoaderData() as OrderDetailData;
  const format = useOrderFormat(order.currency?.isoCode);
  const state = order.stateMachineState;
  return (
    <AccountPage title={t("pageTitle.orderDetail", { orderNumber: order.orderNumber ?? "" })} modifier="order-detail">
      <p className="order-detail__back">
        <Link to={localePath("/account/orders/")}>{t("account.orders.back")}</Link>
      </p>
      <dl className="order-detail__facts">
        <div>
          <dt>{t("account.orders.date")}</dt>
          <dd>
            <time dateTime={order.orderDateTime}>{format.date(order.orderDateTime)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("account.orders.status")}</dt>
          <dd>
            <OrderStateBadge state={state} />
          </dd>
        </div>
      </dl>
      <OrderCancel orderId={order.id} cancellable={state.technicalName === "open"} />
      <section aria-labelledby="order-items" className="order-detail__items">
        <h2 id="order-items">{t("account.orders.items")}</h2>
        <OrderLineItems items={order.lineItems ?? []} format={format.price} />
        <OrderTotalsList order={order} format={format.price} />
      </section>
      <Addresses order={order} />
      <Transactions order={order} format={format} />
    </AccountPage>
  );
}
