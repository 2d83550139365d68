import { data } from "react-router";
import { storefrontLoader } from "../app/router/loaders";
import type { PageTitleData } from "../app/router/types";
import { readOrder, type OrderDetail } from "../app/store-api/order";

export interface OrderDetailData extends PageTitleData {
  order: OrderDetail;
}

/** Shopware's ids: 32 hex digits. Anything else names no order, and the shop is not asked. */
const ORDER_ID = /^[0-9a-f]{32}$/i;

/** The order with everything its detail shows; an unknown id, or another customer's, is the 404 page. */
export const loader = storefrontLoader(async ({ services, domain, params }): Promise<OrderDetailData> => {
  const id = params["id"] ?? "";
  if (!ORDER_ID.test(id)) throw data(null, { status: 404 });
  const order = await readOrder(services.api, domain.languageId, id.toLowerCase());
  if (!order) throw data(null, { status: 404 });
  return { order, titleParams: { orderNumber: order.orderNumber ?? "" } };
});
