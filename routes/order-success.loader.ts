import { data, redirect } from "react-router";
import { orderOfPage } from "../app/order/order-query";
import { storefrontLoader } from "../app/router/loaders";
import { forgetOrderedCart } from "../app/state/cart-sync";
import type { PageTitleData } from "../app/router/types";
import { readOrder, type OrderDetail } from "../app/store-api/order";
import { UNPAID_PAYMENT_STATES } from "../app/payment/failure-reason";
import { finishProviderRedirect, paymentPages } from "../app/payment/pay-order";

export interface OrderSuccessData extends PageTitleData {
  order: OrderDetail;
}

/**
 * The order just placed, as the shop has it (a bad or missing id: see orderOfPage). An unknown id, or
 * another customer's (the shop filters by the customer), is the 404 page. Back from the payment
 * provider's page, the payment is finished first.
 */
export const loader = storefrontLoader(async (args): Promise<OrderSuccessData> => {
  const { services, domain, url } = args;
  const orderId = orderOfPage(args);
  const redirectResult = url.searchParams.get("redirectResult");
  if (redirectResult !== null) throw await finishProviderRedirect(args, orderId, redirectResult);
  const order = await readOrder(services.api, domain.languageId, orderId);
  if (!order) throw data(null, { status: 404 });
  // A payment that failed, was given up or never came back from the provider's page is no success: the failure page offers it again.
  const paymentState = order.transactions?.[0]?.stateMachineState?.technicalName;
  if (paymentState && UNPAID_PAYMENT_STATES.has(paymentState)) throw redirect(paymentPages(args, orderId).failure, 302);
  forgetOrderedCart(services);
  return { order };
});
