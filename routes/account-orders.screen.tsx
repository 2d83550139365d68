import { Link, useLoaderData } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { Pagination } from "../app/catalog/listing/Pagination";
import { useI18n } from "../app/i18n/context";
import { plural } from "../app/i18n/plural";
import { OrderFacts } from "../app/order/OrderFacts";
import { useOrderFormat } from "../app/order/order-format";
import type { OrderSummary } from "../app/order/store-api";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./account-orders.loader";

function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const format = useOrderFormat(order.currency?.isoCode);
  return (
    <li className="order-card">
      <h2 className="order-card__title">
        <Link to={localePath(`/account/orders/${order.id}/`)}>
          {t("account.orders.orderNumber", { orderNumber: order.orderNumber ?? "" })}
        </Link>
      </h2>
      <OrderFacts order={order} date={format.date} className="order-card__facts">
        <div>
          <dt>{t("account.orders.total")}</dt>
          <dd className="order-card__total">{format.price(order.amountTotal ?? 0)}</dd>
        </div>
      </OrderFacts>
    </li>
  );
}

/** The customer's orders, newest first, with pages that are plain links (`?p=`). */
export default function AccountOrdersScreen() {
  const { t, locale } = useI18n();
  const localePath = useLocalePath();
  const { orders, total, page, limit } = useLoaderData<typeof loader>();
  const listPath = localePath("/account/orders/");
  return (
    <AccountPage title={t("pageTitle.orders")} modifier="orders">
      {orders.length ? (
        <>
          <p className="order-list__count">{plural(t, locale, "account.orders.count", total)}</p>
          <ol className="order-list">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ol>
          <Pagination
            page={page}
            total={total}
            limit={limit}
            params={{}}
            hrefFor={(params) => (params.p && params.p > 1 ? `${listPath}?p=${params.p}` : listPath)}
          />
        </>
      ) : (
        <div className="order-empty">
          <p>{t("account.orders.empty")}</p>
          <Link className="button button--primary" to={localePath("/")}>
            {t("account.orders.toShop")}
          </Link>
        </div>
      )}
    </AccountPage>
  );
}
