/**
 * Why an order's payment is not done, as the failure page says it: from the newest transaction's
 * state, and for a provider's payment the provider's own result code (payment-status), which knows
 * more than the shop's state (an error, a refusal's reason).
 */
export type PaymentFailureReason = "refused" | "cancelled" | "error" | "notCompleted";

export function paymentFailureReason(transactionState: string | undefined, providerResultCode: string | null): PaymentFailureReason {
  if (providerResultCode === "Refused" || transactionState === "failed") return "refused";
  if (providerResultCode === "Cancelled" || transactionState === "cancelled") return "cancelled";
  if (providerResultCode === "Error") return "error";
  return "notCompleted";
}

/** Payments that are done with: nothing to pay again. */
export const SETTLED_PAYMENT_STATES: ReadonlySet<string> = new Set(["paid", "paid_partially", "authorized", "refunded", "refunded_partially"]);

/** An order's payment that can be tried again: Shopware lets the payment of an open or in-progress order change unless it is settled. */
export const payableAgain = (orderState: string, transactionState: string | undefined): boolean =>
  orderState !== "cancelled" && orderState !== "completed" && !SETTLED_PAYMENT_STATES.has(transactionState ?? "");

/** Payments that did not happen: refused, given up, or never back from the provider's page. */
export const UNPAID_PAYMENT_STATES: ReadonlySet<string> = new Set(["failed", "cancelled", "in_progress"]);

/** An order whose payment did not happen and can still: the account offers to pay it. */
export const awaitsPayment = (orderState: string, transactionState: string | undefined): boolean => UNPAID_PAYMENT_STATES.has(transactionState ?? "") && payableAgain(orderState, transactionState);
