import type { OrderDetail } from "./store-api";

/**
 * What the order success page can say about paying, from the order alone: its current payment (the
 * newest transaction). An open invoice or prepayment waits for the shopper's transfer; a paid one is
 * done. Anything else (a card payment on its way, a state we do not know) gets no promise from us.
 */
export type PaymentStep = { kind: "invoice" | "prepayment"; amount: number } | { kind: "paid" };

/**
 * Shopware's technical names of its own invoice and prepayment handlers ("payment_invoicepayment",
 * "payment_prepayment"); the emulator names the invoice "payment_invoice".
 */
const TRANSFER_METHODS: Readonly<Record<string, "invoice" | "prepayment">> = {
  payment_invoicepayment: "invoice",
  payment_invoice: "invoice",
  payment_prepayment: "prepayment",
};

export function paymentStep(order: Pick<OrderDetail, "transactions" | "amountTotal">): PaymentStep | null {
  // Newest first (readOrder's sort): an earlier, cancelled attempt says nothing about now.
  const transaction = order.transactions?.[0];
  const state = transaction?.stateMachineState?.technicalName;
  if (!transaction || !state) return null;
  // Authorised is as good as paid for the shopper (the shop captures it when it ships).
  if (state === "paid" || state === "authorized") return { kind: "paid" };
  const kind = TRANSFER_METHODS[transaction.paymentMethod?.technicalName ?? ""];
  if (state === "open" && kind) return { kind, amount: transaction.amount?.totalPrice ?? order.amountTotal ?? 0 };
  return null;
}
