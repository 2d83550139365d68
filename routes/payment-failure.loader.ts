import { data, redirect } from "react-router";
import { orderOfPage } from "../app/order/order-query";
import { type PaymentFailureReason, paymentFailureReason, payableAgain, SETTLED_PAYMENT_STATES } from "../app/payment/failure-reason";
import { offeredPaymentMethods } from "../app/payment/offered-methods";
import { paymentPages } from "../app/payment/pay-order";
import { storefrontLoader } from "../app/router/loaders";
import { forgetOrderedCart } from "../app/state/cart-sync";
import type { PageTitleData } from "../app/router/types";
import { type PaymentMethod, providerTypeOf, readPaymentMethods } from "../app/store-api/checkout";
import { ClientApiError } from "../app/store-api/errors";
import { readOrder, type OrderDetail } from "../app/store-api/order";
import { readPaymentStatus } from "../app/store-api/payment-provider";

export interface PaymentFailureData extends PageTitleData {
  order: OrderDetail;
  reason: PaymentFailureReason;
  /** The provider's own words on a refusal, when it gives them. */
  refusalReason: string | null;
  /** The methods the order can be paid with now (after-order payment), the failed one first chosen. */
  methods: PaymentMethod[];
  chosenMethodId: string | null;
  cardBrands: string[];
  payable: boolean;
  /** An open provider payment can be given up (cancel-order-transaction). */
  cancellable: boolean;
}

/**
 * The order whose payment did not go through: why (its newest transaction, and the provider's
 * payment-status for a provider's payment), and what it can be paid with now. A paid order has nothing
 * to do here: on to its success page. An unknown or foreign order is the 404 page.
 */
export const loader = storefrontLoader(async (args): Promise<PaymentFailureData> => {
  const { services, domain, config } = args;
  const orderId = orderOfPage(args);
  const [order, allMethods] = await Promise.all([readOrder(services.api, domain.languageId, orderId), readPaymentMethods(services.api, domain.languageId)]);
  if (!order) throw data(null, { status: 404 });
  const latest = order.transactions?.[0];
  const state = latest?.stateMachineState?.technicalName;
  if (SETTLED_PAYMENT_STATES.has(state ?? "")) throw redirect(paymentPages(args, orderId).success, 302);
  const latestMethod = allMethods.find((method) => method.id === latest?.paymentMethod?.id);
  const providerType = latestMethod ? providerTypeOf(latestMethod, config.paymentProvider.segment) : null;
  const payable = payableAgain(order.stateMachineState.technicalName, state);
  const [status, offer] = await Promise.all([
    providerType && config.paymentProvider.active
      ? readPaymentStatus(services.api, config.paymentProvider.segment, orderId).catch((error: unknown) => {
          // The shop's state still says enough; the provider's detail is a nicety.
          console.error("payment-status failed", error instanceof ClientApiError ? error.messages : error);
          return null;
        })
      : null,
    payable
      ? offeredPaymentMethods(
          args,
          allMethods.filter((method) => method.afterOrderEnabled),
          orderId,
        )
      : { methods: [], cardBrands: [] },
  ]);
  const chosen = offer.methods.find((method) => method.id === latestMethod?.id) ?? offer.methods[0];
  forgetOrderedCart(services);
  return {
    order,
    reason: paymentFailureReason(state, status?.resultCode ?? null),
    refusalReason: status?.refusalReason ?? null,
    methods: offer.methods,
    chosenMethodId: chosen?.id ?? null,
    cardBrands: offer.cardBrands,
    payable,
    cancellable: payable && providerType !== null && config.paymentProvider.active && (state === "open" || state === "in_progress"),
  };
});
