import { data, redirect } from "react-router";
import { orderOfPage } from "../app/order/order-query";
import { finishProviderRedirect } from "../app/payment/pay-order";
import { paymentPages } from "../app/payment/payment-pages";
import { paymentStanding } from "../app/payment/payment-standing";
import { storefrontLoader } from "../app/framework/loaders";
import type { PageTitleData } from "../app/framework/types";
import { forgetOrderedCart } from "../app/cart/cart-sync";
import { readOrder, type OrderDetail } from "../app/order/store-api";
import { type OrderLine, orderLines } from "../app/order/line-items";
import { parcelLockerOfDelivery } from "../app/parcel-locker/store-api";
import type { ParcelSelection } from "../app/session/shop-plugins";

export interface OrderSuccessData extends PageTitleData {
  order: OrderDetail;
  /** Its lines by kind, their payloads read here (zod stays out of the screen's first load). */
  lines: OrderLine[];
  /** The parcel locker its first delivery goes to, if any. */
  parcelLocker: ParcelSelection | null;
  /** The provider accepted the payment; the shop has not recorded it yet. */
  paymentConfirming: boolean;
}

/**
 * The order just placed, as the shop has it (a bad or missing id: see orderOfPage). An unknown id, or
 * another customer's (the shop filters by the customer), is the 404 page. Back from the payment
 * provider's page, the payment is finished first. A payment that failed, was given up or never
 * completed is no success: the failure page offers it again.
 */
export const loader = storefrontLoader(async (args): Promise<OrderSuccessData> => {
  const { services, domain, url } = args;
  const orderId = orderOfPage(args);
  const redirectResult = url.searchParams.get("redirectResult");
  if (redirectResult !== null) throw await finishProviderRedirect(args, orderId, redirectResult);
  const order = await readOrder(services.api, domain.languageId, orderId);
  if (!order) throw data(null, { status: 404 });
  const standing = await paymentStanding(args, order);
  if (standing.kind === "unpaid") throw redirect(paymentPages(args, orderId).failure, 302);
  forgetOrderedCart(services);
  return {
    order,
    lines: orderLines(order.lineItems ?? []),
    parcelLocker: parcelLockerOfDelivery(order.deliveries?.[0]),
    paymentConfirming: standing.kind === "confirming",
  };
});
