import { shopwareDate } from "../lib/dates";
import { hexId } from "../seed/ids";
import type { LocaleCode, Translated } from "../seed/reference";

export type OrderState = "open" | "in_progress" | "completed" | "cancelled";
export type TransactionState = "open" | "in_progress" | "paid" | "failed" | "cancelled" | "authorized" | "refunded";
export type DeliveryState = "open" | "shipped" | "cancelled";

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });
const STATE_NAMES: Record<string, Record<string, Translated>> = {
  order: {
    open: t("Open", "Offen", "Відкрито"),
    in_progress: t("In progress", "In Bearbeitung", "В обробці"),
    completed: t("Done", "Abgeschlossen", "Виконано"),
    cancelled: t("Cancelled", "Abgebrochen", "Скасовано"),
  },
  transaction: {
    open: t("Open", "Offen", "Відкрито"),
    in_progress: t("In Progress", "In Bearbeitung", "Обробляється"),
    paid: t("Paid", "Bezahlt", "Оплачено"),
    failed: t("Failed", "Fehlgeschlagen", "Помилка"),
    cancelled: t("Cancelled", "Abgebrochen", "Скасовано"),
    authorized: t("Authorized", "Autorisiert", "Авторизовано"),
    refunded: t("Refunded", "Erstattet", "Повернено"),
  },
  delivery: {
    open: t("Open", "Offen", "Відкрито"),
    shipped: t("Shipped", "Versandt", "Відправлено"),
    cancelled: t("Cancelled", "Abgebrochen", "Скасовано"),
  },
};

/** Shopware's StateMachineState entity for a machine and technical name, translated. */
export function stateJson(machine: "order" | "transaction" | "delivery", technicalName: string, locale: LocaleCode) {
  const name = STATE_NAMES[machine]?.[technicalName]?.[locale] ?? technicalName;
  return {
    id: hexId(`state:${machine}:${technicalName}`),
    technicalName,
    name,
    customFields: {},
    createdAt: shopwareDate("2026-01-01T00:00:00Z"),
    updatedAt: null,
    translated: { name, customFields: {} },
    apiAlias: "state_machine_state",
  };
}

/** Shopware's order state machine: which transitions are allowed from which state. */
export const ORDER_TRANSITIONS: Record<
  OrderState,
  Partial<Record<"process" | "complete" | "cancel" | "reopen", OrderState>>
> = {
  open: { process: "in_progress", cancel: "cancelled" },
  in_progress: { complete: "completed", cancel: "cancelled" },
  completed: { reopen: "open" },
  cancelled: { reopen: "open" },
};

export interface OrderRow {
  id: string;
  order_number: string;
  customer_id: string;
  state: OrderState;
  payload: string;
  created_at: string;
  updated_at: string | null;
}
export interface TransactionRow {
  id: string;
  order_id: string;
  payment_method_id: string;
  state: TransactionState;
  payload: string;
  created_at: string;
  updated_at: string | null;
}

export async function findOrder(db: D1Database, id: string): Promise<OrderRow | null> {
  return db.prepare(`SELECT * FROM "order" WHERE id = ?`).bind(id).first<OrderRow>();
}

/** A customer's orders in the database's order (by id), as MySQL reads them when the criteria sort nothing. */
export async function listOrders(db: D1Database, customerId: string): Promise<OrderRow[]> {
  return (await db.prepare(`SELECT * FROM "order" WHERE customer_id = ? ORDER BY id`).bind(customerId).all<OrderRow>())
    .results;
}

export async function transactionsOf(db: D1Database, orderId: string): Promise<TransactionRow[]> {
  return (
    await db
      .prepare(`SELECT * FROM order_transaction WHERE order_id = ? ORDER BY created_at DESC, rowid DESC`)
      .bind(orderId)
      .all<TransactionRow>()
  ).results;
}

export async function setOrderState(db: D1Database, id: string, state: OrderState): Promise<void> {
  await db
    .prepare(`UPDATE "order" SET state = ?, updated_at = ? WHERE id = ?`)
    .bind(state, shopwareDate(Date.now()), id)
    .run();
}

export async function setTransactionState(db: D1Database, id: string, state: TransactionState): Promise<void> {
  await db
    .prepare(`UPDATE order_transaction SET state = ?, updated_at = ? WHERE id = ?`)
    .bind(state, shopwareDate(Date.now()), id)
    .run();
}

/**
 * A payment attempt on the transaction: handle-payment called for it. Kept in the transaction's
 * payload (`handlePaymentCalls`) so that tests can count attempts (one per submit: issue 25).
 */
export async function countPaymentAttempt(db: D1Database, transactionId: string): Promise<void> {
  await db
    .prepare(
      `UPDATE order_transaction SET payload = json_set(payload, '$.handlePaymentCalls', COALESCE(json_extract(payload, '$.handlePaymentCalls'), 0) + 1) WHERE id = ?`,
    )
    .bind(transactionId)
    .run();
}

/** An order's transactions, newest first, with the handle-payment calls each had (the dev routes' read). */
export async function paymentAttemptsOf(
  db: D1Database,
  orderId: string,
): Promise<{ id: string; paymentMethodId: string; state: string; handlePaymentCalls: number }[]> {
  return (await transactionsOf(db, orderId)).map((t) => ({
    id: t.id,
    paymentMethodId: t.payment_method_id,
    state: t.state,
    handlePaymentCalls: Number((JSON.parse(t.payload) as { handlePaymentCalls?: unknown }).handlePaymentCalls ?? 0),
  }));
}

export async function addTransaction(
  db: D1Database,
  orderId: string,
  paymentMethodId: string,
  amount: unknown,
  id: string,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO order_transaction (id, order_id, payment_method_id, state, payload, created_at, updated_at) VALUES (?, ?, ?, 'open', ?, ?, NULL)`,
    )
    .bind(id, orderId, paymentMethodId, JSON.stringify({ amount }), shopwareDate(Date.now()))
    .run();
}

/** A customer may switch the payment of an open order while its latest payment did not succeed. */
export function paymentChangeable(order: OrderRow, latest: TransactionRow | undefined): boolean {
  if (order.state === "cancelled" || order.state === "completed") return false;
  return !latest || ["open", "failed", "cancelled", "in_progress"].includes(latest.state);
}
