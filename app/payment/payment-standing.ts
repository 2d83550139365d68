import type { StorefrontLoaderArgs } from "../router/loaders";
import { providerTypeOf } from "../store-api/checkout";
import { ClientApiError } from "../store-api/errors";
import type { OrderDetail } from "../store-api/order";
import { paymentOutcome, type ProviderPaymentResult, readPaymentStatus } from "../store-api/payment-provider";
import { latestPaymentState, latestTransaction, SETTLED_PAYMENT_STATES } from "./failure-reason";

/**
 * Where an order's payment stands, for the pages after it (success, failure, the account's order):
 * - settled: paid or authorised;
 * - confirming: the provider accepted it and the shop has not heard yet (Adyen tells the shop by webhook);
 * - unpaid: refused, given up, or a provider's payment that never completed: it can be paid again;
 * - open: the shop's own method waiting for the shopper's transfer (invoice, prepayment), or no payment.
 * The shop's state decides where it can; a provider's open or unfinished payment asks the provider
 * (payment-status), which answers for it before the shop knows.
 */
export type PaymentStanding = { kind: "settled" | "confirming" | "unpaid" | "open"; state: string | undefined; providerType: string | null; status: ProviderPaymentResult | null };

export async function paymentStanding({ services, config }: Pick<StorefrontLoaderArgs, "services" | "config">, order: Pick<OrderDetail, "id" | "transactions">): Promise<PaymentStanding> {
  const state = latestPaymentState(order);
  const method = latestTransaction(order)?.paymentMethod;
  const providerType = method ? providerTypeOf(method, config.paymentProvider.segment) : null;
  const standing = (kind: PaymentStanding["kind"], status: ProviderPaymentResult | null = null): PaymentStanding => ({ kind, state, providerType, status });
  if (SETTLED_PAYMENT_STATES.has(state ?? "")) return standing("settled");
  if (state === "failed" || state === "cancelled") return standing("unpaid");
  if (!providerType || !config.paymentProvider.active) return standing(state === "in_progress" ? "unpaid" : "open");
  let status: ProviderPaymentResult | null = null;
  try {
    status = await readPaymentStatus(services.api, config.paymentProvider.segment, order.id);
  } catch (error) {
    // No answer (the provider knows no payment for the order, or is unreachable): nothing says it was paid.
    if (!(error instanceof ClientApiError) || error.statusCode >= 500 || error.statusCode === -1) console.error("payment-status failed", error instanceof ClientApiError ? error.messages : error);
    else if (error.hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")) throw error;
  }
  return standing(status && paymentOutcome(status).kind === "paid" ? "confirming" : "unpaid", status);
}

/** Only a provider's open payment can be given up at the provider (cancel-order-transaction), and only while the provider is on. */
export const cancellablePayment = (standing: Pick<PaymentStanding, "providerType" | "state">, providerActive: boolean): boolean =>
  providerActive && standing.providerType !== null && (standing.state === "open" || standing.state === "in_progress");
