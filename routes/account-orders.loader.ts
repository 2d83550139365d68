import { redirect } from "react-router";
import { parseOrderListPage } from "../app/order/order-list-params";
import { storefrontLoader } from "../app/framework/loaders";
import { listOrders, type OrderListPage } from "../app/order/store-api";

export type OrderListData = OrderListPage;

/**
 * One page of the customer's orders. A page past the last one (an old link after orders were
 * fewer, a typed number) goes to the last page with orders instead of an empty list.
 */
export const loader = storefrontLoader(async ({ services, domain, url }): Promise<OrderListData> => {
  const page = parseOrderListPage(url.searchParams);
  const list = await listOrders(services.api, domain.languageId, page);
  if (list.orders.length === 0 && list.total > 0) {
    const last = Math.ceil(list.total / list.limit);
    throw redirect(last > 1 ? `${url.pathname}?p=${last}` : url.pathname, 302);
  }
  return list;
});
