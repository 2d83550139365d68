import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { SETTLED_PAYMENT_STATES } from "../payment/failure-reason";
import { offeredPaymentMethods } from "../payment/offered-methods";
import { payOrder, paymentPages, paymentRedirect } from "../payment/pay-order";
import { paymentStateData, stateDataField } from "../payment/state-data";
import type { ActionResult } from "../router/action-result";
import { defineIntent, storefrontAction } from "../router/actions";
import { providerTypeOf, readPaymentMethods } from "../store-api/checkout";
import { refusedByShop } from "../store-api/errors";
import { readOrder, setOrderPayment } from "../store-api/order";
import { cancelOrderTransaction } from "../store-api/payment-provider";
import { hexId } from "./fields";
import { PAGE_INTENTS } from "./page-action";

const failed = (answer: Omit<ActionResult, "ok">, status = 400) => data<ActionResult>({ ...answer, ok: false }, { status });

/**
 * Spec sections 2 and 7, /payment-failure/: the order paid again with the same or another method.
 * `POST /order/payment` gives the order a new transaction (the failed one stays in its history), then
 * the payment runs as at the checkout (handle-payment, the provider's payment-details). Sent twice (a
 * double click without script, the back button), the second is refused by the shop once the first has
 * paid (or authorised) the order: it goes to the success page instead of paying again.
 */
export const payOrderIntent = defineIntent({
  schema: z.object({ orderId: hexId(), paymentMethodId: hexId("payment.errors.chooseMethod"), stateData: stateDataField }),
  async run(args, { orderId, paymentMethodId, stateData }) {
    const { services, domain, config } = args;
    const offer = await offeredPaymentMethods(args, await readPaymentMethods(services.api, domain.languageId), orderId);
    const method = offer.methods.find((candidate) => candidate.id === paymentMethodId && candidate.afterOrderEnabled);
    if (!method) return failed({ intent: "pay-order", fieldErrors: { paymentMethodId: "payment.errors.chooseMethod" } });
    const providerType = providerTypeOf(method, config.paymentProvider.segment);
    const state = providerType ? paymentStateData(stateData, providerType) : null;
    if (providerType && !state) return failed({ intent: "pay-order", formError: "payment.errors.cardDetails" });
    try {
      await setOrderPayment(services.api, domain.languageId, orderId, method.id);
    } catch (error) {
      if (!refusedByShop(error)) throw error;
      const order = await readOrder(services.api, domain.languageId, orderId);
      if (!order) throw data(null, { status: 404 });
      if (SETTLED_PAYMENT_STATES.has(order.transactions?.[0]?.stateMachineState?.technicalName ?? "")) throw redirect(paymentPages(args, orderId).success, 303);
      return failed({ intent: "pay-order", formError: "payment.errors.notChangeable" });
    }
    throw paymentRedirect(await payOrder(args, orderId, state));
  },
});

/**
 * The provider's `cancel-order-transaction`: the shopper gives up the open payment. The order stays
 * (it can still be paid, or cancelled in the account); the page shows the payment as cancelled.
 */
export const cancelPaymentIntent = defineIntent({
  schema: z.object({ orderId: hexId() }),
  async run({ services, config }, { orderId }) {
    try {
      await cancelOrderTransaction(services.api, config.paymentProvider.segment, orderId);
    } catch (error) {
      if (!refusedByShop(error)) throw error;
      if (services.isServer) services.flash({ type: "danger", messageKey: "payment.errors.cancelRefused" });
      // Not a 4xx: the router reads the page again only after such an answer, and it must show where the payment stands now.
      return data<ActionResult>({ intent: "cancel-payment", ok: false, formError: "payment.errors.cancelRefused" }, { status: 200 });
    }
    services.flash({ type: "success", messageKey: "payment.cancelled" });
    return { intent: "cancel-payment", ok: true };
  },
});

/** The payment page's action: paying again, cancelling the payment, and what every page answers. */
export const paymentAction = storefrontAction({ ...PAGE_INTENTS, "pay-order": payOrderIntent, "cancel-payment": cancelPaymentIntent });
