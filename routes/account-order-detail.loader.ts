import { data } from "react-router";
import { hexIdOf } from "../app/lib/hex-id";
import { storefrontLoader } from "../app/router/loaders";
import type { PageTitleData } from "../app/router/types";
import { readOrder, type OrderDetail } from "../app/store-api/order";

export interface OrderDetailData extends PageTitleData {
  order: OrderDetail;
}

/** The order with everything its detail shows; an unknown id, or another customer's, is the 404 page. */
export const loader = storefrontLoader(async ({ services, domain, params }): Promise<OrderDetailData> => {
  // Anything but an id names no order, and the shop is not asked.
  const id = hexIdOf(params["id"]);
  if (!id) throw data(null, { status: 404 });
  const order = await readOrder(services.api, domain.languageId, id);
  if (!order) throw data(null, { status: 404 });
  return { order, titleParams: { orderNumber: order.orderNumber ?? "" } };
});
