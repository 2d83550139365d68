import { data } from "react-router";
import { hexIdOf } from "../app/lib/hex-id";
import { payableAgain } from "../app/payment/failure-reason";
import { paymentStanding } from "../app/payment/payment-standing";
import { storefrontLoader } from "../app/framework/loaders";
import type { PageTitleData } from "../app/framework/types";
import { readOrder, type OrderDetail } from "../app/order/store-api";
import { type OrderLine, orderLines } from "../app/order/line-items";
import { parcelLockerOfDelivery } from "../app/parcel-locker/store-api";
import type { ParcelSelection } from "../app/session/shop-plugins";

export interface OrderDetailData extends PageTitleData {
  order: OrderDetail;
  /** Its lines by kind, their payloads read here (zod stays out of the screen's first load). */
  lines: OrderLine[];
  /** The parcel locker its first delivery goes to, if any. */
  parcelLocker: ParcelSelection | null;
  /** Its payment did not happen and can still: the page offers to pay it (the payment page). */
  awaitsPayment: boolean;
}

/** The order with everything its detail shows, and whether it waits for a payment; an unknown id, or another customer's, is the 404 page. */
export const loader = storefrontLoader(async (args): Promise<OrderDetailData> => {
  const { services, domain, params } = args;
  // Anything but an id names no order, and the shop is not asked.
  const id = hexIdOf(params["id"]);
  if (!id) throw data(null, { status: 404 });
  const order = await readOrder(services.api, domain.languageId, id);
  if (!order) throw data(null, { status: 404 });
  const standing = await paymentStanding(args, order);
  const awaitsPayment =
    standing.kind === "unpaid" && payableAgain(order.stateMachineState.technicalName, standing.state);
  return {
    order,
    lines: orderLines(order.lineItems ?? []),
    parcelLocker: parcelLockerOfDelivery(order.deliveries?.[0]),
    awaitsPayment,
    titleParams: { orderNumber: order.orderNumber ?? "" },
  };
});
