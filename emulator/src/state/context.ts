import { z } from "zod";
import { DEFAULT_PAYMENT_METHOD_ID, DEFAULT_SHIPPING_METHOD_ID } from "../seed/checkout-methods";
import { DEFAULT_COUNTRY_ID, SYSTEM_CURRENCY_ID, SYSTEM_LANGUAGE_ID } from "../seed/reference";

/** The stored part of a sales channel context (Shopware's sales_channel_api_context payload). */
export const contextPayloadSchema = z.object({
  languageId: z.string(),
  currencyId: z.string(),
  paymentMethodId: z.string(),
  shippingMethodId: z.string(),
  countryId: z.string(),
  countryStateId: z.string().nullable(),
  billingAddressId: z.string().nullable(),
  shippingAddressId: z.string().nullable(),
  customerId: z.string().nullable(),
});
export type ContextPayload = z.infer<typeof contextPayloadSchema>;

export const defaultPayload = (): ContextPayload => ({
  languageId: SYSTEM_LANGUAGE_ID,
  currencyId: SYSTEM_CURRENCY_ID,
  paymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
  shippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
  countryId: DEFAULT_COUNTRY_ID,
  countryStateId: null,
  billingAddressId: null,
  shippingAddressId: null,
  customerId: null,
});

/** Shopware expires contexts after a day without use; so does the emulator. */
export const CONTEXT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export async function loadContext(db: D1Database, token: string, now = Date.now()): Promise<ContextPayload | null> {
  const row = await db
    .prepare(`SELECT payload, updated_at FROM sales_channel_context WHERE token = ?`)
    .bind(token)
    .first<{ payload: string; updated_at: number }>();
  if (!row || now - row.updated_at > CONTEXT_LIFETIME_MS) return null;
  const parsed = contextPayloadSchema.safeParse(JSON.parse(row.payload));
  return parsed.success ? parsed.data : null;
}

export async function saveContext(
  db: D1Database,
  token: string,
  payload: ContextPayload,
  now = Date.now(),
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO sales_channel_context (token, payload, customer_id, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT(token) DO UPDATE SET payload = excluded.payload, customer_id = excluded.customer_id, updated_at = excluded.updated_at`,
    )
    .bind(token, JSON.stringify(payload), payload.customerId, now)
    .run();
}

/** Shopware's random context token: 32 alphanumeric characters. */
export function newToken(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
