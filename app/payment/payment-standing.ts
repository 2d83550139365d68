import type { StorefrontLoaderArgs } from "../framework/loaders";
import { providerTypeOf } from "../checkout/store-api";
import { ClientApiError, refusedByShop } from "../store-api/errors";
import type { OrderDetail } from "../order/store-api";
import { paymentOutcome, type ProviderPaymentResult, readPaymentStatus } from "./store-api";
import { latestPaymentState, latestTransaction, SETTLED_PAYMENT_STATES } from "./failure-reason";
import type { PageAction } from "./page-action";

/**
 * Where an order's payment stands, for the pages after it (success, failure, the account's order):
 * - settled: paid or authorised;
 * - confirming: the provider accepted it and the shop has not heard yet (Adyen tells the shop by webhook);
 * - unpaid: refused, given up, or a provider's payment that never completed: it can be paid again;
 * - open: the shop's own method waiting for the shopper's transfer (invoice, prepayment), or no payment;
 * - unknown: the provider could not be asked (down, too slow): nothing is claimed, nothing paid again.
 * The shop's state decides where it can; a provider's open or unfinished payment asks the provider
 * (payment-status), which answers for it before the shop knows. An unpaid payment waiting for a step in
 * the page (the bank's check, PayPal's approval: ./page-action) carries its action: the payment page
 * continues it, and the shopper may still pay another way.
 */
export type PaymentStanding = {
  kind: "settled" | "confirming" | "unpaid" | "open" | "unknown";
  state: string | undefined;
  providerType: string | null;
  status: ProviderPaymentResult | null;
  pageAction: PageAction | null;
};

export async function paymentStanding(
  { services, config }: Pick<StorefrontLoaderArgs, "services" | "config">,
  order: Pick<OrderDetail, "id" | "transactions">,
): Promise<PaymentStanding> {
  const state = latestPaymentState(order);
  const method = latestTransaction(order)?.paymentMethod;
  const providerType = method ? providerTypeOf(method, config.paymentProvider.segment) : null;
  const standing = (
    kind: PaymentStanding["kind"],
    status: ProviderPaymentResult | null = null,
    pageAction: PageAction | null = null,
  ): PaymentStanding => ({ kind, state, providerType, status, pageAction });
  if (SETTLED_PAYMENT_STATES.has(state ?? "")) return standing("settled");
  if (state === "failed" || state === "cancelled") return standing("unpaid");
  if (!providerType || !config.paymentProvider.active) return standing(state === "in_progress" ? "unpaid" : "open");
  let status: ProviderPaymentResult;
  try {
    status = await readPaymentStatus(services.api, config.paymentProvider.segment, order.id);
  } catch (error) {
    if (error instanceof ClientApiError && error.hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")) throw error;
    // The provider knows no payment for the order (a 4xx: it never started): unpaid.
    if (refusedByShop(error)) return standing("unpaid");
    // Down or too slow: the payment may have gone through; it must not be started again on a guess.
    console.error("payment-status failed", error instanceof ClientApiError ? error.messages : error);
    return standing("unknown");
  }
  const outcome = paymentOutcome(status);
  if (outcome.kind === "paid") return standing("confirming", status);
  return standing("unpaid", status, outcome.kind === "in-page" ? outcome.action : null);
}

/**
 * Only a provider's open payment that did not go through can be given up at the provider
 * (cancel-order-transaction), and only while the provider is on: never one it accepted meanwhile.
 */
export const cancellablePayment = (
  standing: Pick<PaymentStanding, "kind" | "providerType" | "state">,
  providerActive: boolean,
): boolean =>
  providerActive &&
  standing.kind === "unpaid" &&
  standing.providerType !== null &&
  (standing.state === "open" || standing.state === "in_progress");
