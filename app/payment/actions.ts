import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { latestTransaction, payableAgain } from "./failure-reason";
import { offeredPaymentMethods } from "./offered-methods";
import { followedProviderPage, payOrder, paymentRedirect } from "./pay-order";
import { paymentPages } from "./payment-pages";
import { cancellablePayment, paymentStanding } from "./payment-standing";
import { missingDetailsError } from "./provider-type";
import { paymentStateData, stateDataField } from "./state-data";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, type IntentAnswer, type StorefrontActionArgs, storefrontAction } from "../framework/actions";
import { idempotencyKeyField } from "../framework/submissions";
import { providerTypeOf, readPaymentMethods } from "../checkout/store-api";
import { ClientApiError, refusedByShop } from "../store-api/errors";
import { readOrder, setOrderPayment } from "../order/store-api";
import { cancelOrderTransaction, paymentOutcome, type ProviderPaymentResult, sendPaymentDetails } from "./store-api";
import { detailsForStep, pageActionDetails } from "./page-action";
import { hexId } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import { submitOnce } from "../forms/submit-once";
import * as INTENT from "../forms/intents";

const failed = (answer: Omit<ActionResult, "ok">, status = 400) =>
  data<ActionResult>({ ...answer, ok: false }, { status });

/** The customer's order (the shop filters by the customer): another's, or none, is the 404 page. */
async function ownOrder({ services, domain }: StorefrontActionArgs, orderId: string) {
  const order = await readOrder(services.api, domain.languageId, orderId);
  // A Response (not router data): actions pass only those on as they are, here the 404 page.
  if (!order) throw new Response(null, { status: 404 });
  return order;
}

const payOrderForm = z.object({
  idempotencyKey: idempotencyKeyField,
  orderId: hexId(),
  transactionId: z.optional(hexId()),
  paymentMethodId: hexId("payment.errors.chooseMethod"),
  stateData: stateDataField,
});
type PayOrderForm = Omit<z.infer<typeof payOrderForm>, "idempotencyKey">;

/**
 * /payment-failure/: the order paid again with the same or another method.
 * `POST /order/payment` gives the order a new transaction (the failed one stays in its history), then
 * the payment runs as at the checkout (handle-payment, the provider's payment-details).
 *
 * The form names the payment it saw (`transactionId`, the newest transaction). Sent twice (a double
 * click without script, the back button, another tab), the second finds a newer payment than the one
 * it saw and starts none: the shopper goes to where the first one stands (the success page once paid,
 * otherwise this page again), so one attempt can never cancel the other. Two posts at once act once
 * (submit-once: the form's idempotency key): the check above alone would let both through.
 */
export const payOrderIntent = defineIntent({
  schema: payOrderForm,
  run: (args, { idempotencyKey, ...form }) =>
    submitOnce(args, INTENT.payOrder, idempotencyKey, (gated) => payOrderAgain(gated, form)),
});

/** The new payment, once the ledger let this submit act. */
async function payOrderAgain(
  args: StorefrontActionArgs,
  { orderId, transactionId, paymentMethodId, stateData }: PayOrderForm,
): Promise<IntentAnswer> {
  const { services, domain, config } = args;
  const pages = paymentPages(args, orderId);
  const [order, methods] = await Promise.all([
    ownOrder(args, orderId),
    readPaymentMethods(services.api, domain.languageId),
  ]);
  const latest = latestTransaction(order);
  const standing = await paymentStanding(args, order);
  // Only a payment that did not happen is made again: paid, accepted by the provider before the shop
  // heard of it, or an invoice waiting for its transfer goes to the success page.
  if (latest && (standing.kind === "settled" || standing.kind === "confirming" || standing.kind === "open"))
    throw redirect(pages.success, 303);
  // The provider could not say whether the last payment went through: none is started on a guess.
  if (standing.kind === "unknown")
    return failed({ intent: INTENT.payOrder, formError: "payment.errors.providerUnavailable" }, 503);
  if (latest && transactionId !== latest.id) {
    services.flash({ type: "info", messageKey: "payment.errors.alreadyStarted" });
    throw redirect(pages.failure, 303);
  }
  if (!payableAgain(order.stateMachineState.technicalName, standing.state))
    return failed({ intent: INTENT.payOrder, formError: "payment.errors.notChangeable" });
  const offer = await offeredPaymentMethods(args, methods, orderId);
  const method = offer.methods.find((candidate) => candidate.id === paymentMethodId && candidate.afterOrderEnabled);
  if (!method)
    return failed({ intent: INTENT.payOrder, fieldErrors: { paymentMethodId: "payment.errors.chooseMethod" } });
  const providerType = providerTypeOf(method, config.paymentProvider.segment);
  const state = providerType ? paymentStateData(stateData, providerType, config.paymentProvider.environment) : null;
  if (providerType && !state) return failed({ intent: INTENT.payOrder, formError: missingDetailsError(providerType) });
  try {
    await setOrderPayment(services.api, domain.languageId, orderId, method.id);
  } catch (error) {
    if (!refusedByShop(error)) throw error;
    if (error.hasCode("CHECKOUT__UNKNOWN_PAYMENT_METHOD"))
      return failed({ intent: INTENT.payOrder, fieldErrors: { paymentMethodId: "payment.errors.chooseMethod" } });
    return failed({ intent: INTENT.payOrder, formError: "payment.errors.notChangeable" });
  }
  const { target, refused, reloadDocument } = await payOrder(args, orderId, state);
  // Back on this page (refused again): the notice says so, as the page alone would look unchanged.
  if (refused) services.flash({ type: "danger", messageKey: "payment.errors.retryFailed" });
  throw paymentRedirect(target, {}, reloadDocument);
}

/**
 * The provider's `cancel-order-transaction`: the shopper gives up the open payment. Only a provider's
 * open payment, and only with the provider on (the page offers no more; the action checks again). The
 * order stays (it can still be paid, or cancelled in the account); the page shows the payment as
 * cancelled.
 */
export const cancelPaymentIntent = defineIntent({
  schema: z.object({ orderId: hexId() }),
  async run(args, { orderId }) {
    const { services, config } = args;
    const order = await ownOrder(args, orderId);
    const standing = await paymentStanding(args, order);
    const refusal = () => {
      if (!services.outcome) services.flash({ type: "danger", messageKey: "payment.errors.cancelRefused" });
      // Not a 4xx: the router reads the page again only after such an answer, and it must show where the payment stands now.
      return data<ActionResult>(
        { intent: INTENT.cancelPayment, ok: false, formError: "payment.errors.cancelRefused" },
        { status: 200 },
      );
    };
    if (!cancellablePayment(standing, config.paymentProvider.active)) return refusal();
    try {
      await cancelOrderTransaction(services.api, config.paymentProvider.segment, orderId);
    } catch (error) {
      if (!refusedByShop(error)) throw error;
      return refusal();
    }
    services.flash({ type: "success", messageKey: "payment.cancelled" });
    return { intent: INTENT.cancelPayment, ok: true };
  },
});

/**
 * A step in the page answered (./page-action: the bank's check, PayPal's approval): its result goes to
 * the provider (`payment-details` with the SDK's `details`), which decides. First where the payment
 * stands: a check another tab or an earlier post already finished is not sent again (the provider
 * would refuse a second answer) and leads to where it ended. Only the answer to the step the payment
 * waits for is sent on (./page-action, detailsForStep). Then paid: the success page; declined by the
 * bank or PayPal: this page again, saying so; a page of the provider's to visit (it may fall back to a
 * redirect): there, on its configured origins only; another step: this page again, which shows it; a
 * provider that failed or could not be reached, or an answer that is not the step's: the form's error,
 * with a way to read the page again. Sent once per page (submit-once: the
 * page's key): a second post (double click) is led to where the first one went. Without the
 * provider's details the payment stands as it was and the page says the check could not finish.
 */
/** The provider's answers that the shopper's bank or PayPal declined (Adyen's names), not a failure of ours. */
const DECLINED = new Set(["Refused", "Cancelled"]);

export const confirmPaymentIntent = defineIntent({
  schema: z.object({ idempotencyKey: idempotencyKeyField, orderId: hexId(), stateData: stateDataField }),
  run: (args, { idempotencyKey, orderId, stateData }) =>
    submitOnce(args, INTENT.confirmPayment, idempotencyKey, async (gated) => {
      const { services, config } = gated;
      const pages = paymentPages(gated, orderId);
      if (!config.paymentProvider.active)
        return failed({ intent: INTENT.confirmPayment, formError: "payment.authentication.failed" });
      const standing = await paymentStanding(gated, await ownOrder(gated, orderId));
      if (standing.kind === "settled" || standing.kind === "confirming") throw redirect(pages.success, 303);
      if (!standing.pageAction) throw redirect(pages.failure, 303);
      // The notices name the step: the bank's check, or PayPal's approval.
      const step = standing.pageAction.type === "sdk" ? "paypal" : "authentication";
      // Not sent on: the page shows the error with a way to read it again (it stays where it is otherwise).
      const notCompleted = () => failed({ intent: INTENT.confirmPayment, formError: `payment.${step}.failed` });
      const answer = pageActionDetails(stateData);
      const details = answer ? detailsForStep(standing.pageAction, answer) : null;
      if (!details) return notCompleted();
      let result: ProviderPaymentResult;
      try {
        result = await sendPaymentDetails(services.api, config.paymentProvider.segment, orderId, details);
      } catch (error) {
        if (error instanceof ClientApiError && error.hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")) throw error;
        console.error("payment-details failed", error instanceof ClientApiError ? error.messages : error);
        return notCompleted();
      }
      const outcome = paymentOutcome(result);
      if (outcome.kind === "paid") throw redirect(pages.success, 303);
      if (outcome.kind === "redirect")
        throw paymentRedirect(followedProviderPage(gated, outcome.url, pages.failure).target);
      if (outcome.kind === "failed") {
        if (!DECLINED.has(result.resultCode)) return notCompleted();
        services.flash({ type: "danger", messageKey: `payment.${step}.refused` });
      }
      // Declined (the payment failed: the page offers the other ways), or the step after this one.
      throw redirect(pages.failure, 303);
    }),
});

/** The payment page's action: paying again, the bank's check, cancelling the payment, and what every page answers. */
export const paymentAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.payOrder]: payOrderIntent,
  [INTENT.confirmPayment]: confirmPaymentIntent,
  [INTENT.cancelPayment]: cancelPaymentIntent,
});
