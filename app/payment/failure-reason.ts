import type { OrderDetail } from "../order/store-api";

/**
 * Why an order's payment is not done, as the failure page says it: from the newest transaction's
 * state, and for a provider's payment the provider's own result code (payment-status), which knows
 * more than the shop's state (an error).
 */
export type PaymentFailureReason = "refused" | "cancelled" | "error" | "notCompleted" | "unavailable";

export function paymentFailureReason(
  transactionState: string | undefined,
  providerResultCode: string | null,
): PaymentFailureReason {
  if (providerResultCode === "Refused" || transactionState === "failed") return "refused";
  if (providerResultCode === "Cancelled" || transactionState === "cancelled") return "cancelled";
  if (providerResultCode === "Error") return "error";
  return "notCompleted";
}

/** The order's current payment: its newest transaction (readOrder sorts them newest first). */
export const latestTransaction = (order: Pick<OrderDetail, "transactions">) => order.transactions?.[0];

/** The state of the order's current payment (a transaction state machine's technical name). */
export const latestPaymentState = (order: Pick<OrderDetail, "transactions">): string | undefined =>
  latestTransaction(order)?.stateMachineState?.technicalName;

/** Payments that are done with: nothing to pay again. */
export const SETTLED_PAYMENT_STATES: ReadonlySet<string> = new Set([
  "paid",
  "paid_partially",
  "authorized",
  "refunded",
  "refunded_partially",
]);

/** An order's payment that can be tried again: Shopware lets the payment of an open or in-progress order change unless it is settled. */
export const payableAgain = (orderState: string, transactionState: string | undefined): boolean =>
  orderState !== "cancelled" && orderState !== "completed" && !SETTLED_PAYMENT_STATES.has(transactionState ?? "");
