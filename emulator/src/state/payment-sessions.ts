import { z } from "zod";
import { payPalStateSchema } from "./paypal";
import { threeDS2StateSchema } from "./three-ds2";

/**
 * A payment the emulated provider is waiting on the shopper for (payment_session): a redirect (3-D
 * Secure page, PayPal) or a step in the shop's page (native 3-D Secure 2, PayPal through the SDK), with the answer the shop stored for
 * it (Adyen's plugin answers `payment-status` from the payment response it kept).
 */
const payloadSchema = z
  .object({
    type: z.string(),
    returnUrl: z.string().default(""),
    /** The redirect page's outcome once the shopper chose. */
    outcome: z.string().optional(),
    threeDS2: threeDS2StateSchema.optional(),
    paypal: payPalStateSchema.optional(),
    /** The provider's answer that started it, as payment-status repeats it. */
    response: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();
export type PaymentSessionPayload = z.infer<typeof payloadSchema>;

export interface PaymentSession {
  id: string;
  orderId: string;
  transactionId: string;
  payload: PaymentSessionPayload;
}

interface Row {
  id: string;
  order_id: string;
  transaction_id: string;
  payload: string;
}

const sessionOf = (row: Row | null): PaymentSession | null =>
  row
    ? {
        id: row.id,
        orderId: row.order_id,
        transactionId: row.transaction_id,
        payload: payloadSchema.parse(JSON.parse(row.payload)),
      }
    : null;

export async function createPaymentSession(
  db: D1Database,
  session: Omit<PaymentSession, "payload"> & { payload: PaymentSessionPayload },
): Promise<void> {
  await db
    .prepare(`INSERT INTO payment_session (id, order_id, transaction_id, payload, created_at) VALUES (?, ?, ?, ?, ?)`)
    .bind(session.id, session.orderId, session.transactionId, JSON.stringify(session.payload), Date.now())
    .run();
}

export const findPaymentSession = async (db: D1Database, id: string): Promise<PaymentSession | null> =>
  sessionOf(
    await db
      .prepare(`SELECT id, order_id, transaction_id, payload FROM payment_session WHERE id = ?`)
      .bind(id)
      .first<Row>(),
  );

/** The transaction's newest session: the payment the provider is waiting on. */
export const latestPaymentSession = async (db: D1Database, transactionId: string): Promise<PaymentSession | null> =>
  sessionOf(
    await db
      .prepare(
        `SELECT id, order_id, transaction_id, payload FROM payment_session WHERE transaction_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .bind(transactionId)
      .first<Row>(),
  );

export async function updatePaymentSession(db: D1Database, id: string, payload: PaymentSessionPayload): Promise<void> {
  await db.prepare(`UPDATE payment_session SET payload = ? WHERE id = ?`).bind(JSON.stringify(payload), id).run();
}
