import { z } from "zod";
import { shopwareDate } from "../lib/dates";

/** The stored customer (Shopware's customer table, with the fields we need as JSON). */
export const customerPayloadSchema = z.object({
  salutationId: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string().nullable(),
  accountType: z.enum(["private", "business"]),
  company: z.string().nullable(),
  vatIds: z.array(z.string()),
  defaultBillingAddressId: z.string().nullable(),
  defaultShippingAddressId: z.string().nullable(),
  firstLogin: z.string().nullable(),
  lastLogin: z.string().nullable(),
  newsletter: z.boolean(),
});
export type CustomerPayload = z.infer<typeof customerPayloadSchema>;

export interface CustomerRecord {
  id: string;
  email: string;
  guest: boolean;
  active: boolean;
  passwordHash: string | null;
  groupId: string;
  languageId: string;
  customerNumber: string;
  doubleOptIn: boolean;
  confirmHash: string | null;
  confirmedAt: string | null;
  socialProvider: string | null;
  socialSubject: string | null;
  payload: CustomerPayload;
  createdAt: string;
  updatedAt: string | null;
}

export const addressPayloadSchema = z.object({
  salutationId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  department: z.string().nullable(),
  title: z.string().nullable(),
  street: z.string(),
  zipcode: z.string().nullable(),
  city: z.string(),
  additionalAddressLine1: z.string().nullable(),
  additionalAddressLine2: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  countryId: z.string(),
  countryStateId: z.string().nullable(),
});
export type AddressPayload = z.infer<typeof addressPayloadSchema>;
export interface AddressRecord {
  id: string;
  customerId: string;
  payload: AddressPayload;
  createdAt: string;
  updatedAt: string | null;
}

interface CustomerRow {
  id: string;
  email: string;
  guest: number;
  active: number;
  password_hash: string | null;
  group_id: string;
  language_id: string;
  customer_number: string;
  double_opt_in: number;
  confirm_hash: string | null;
  confirmed_at: string | null;
  social_provider: string | null;
  social_subject: string | null;
  payload: string;
  created_at: string;
  updated_at: string | null;
}

const fromRow = (r: CustomerRow): CustomerRecord => ({
  id: r.id,
  email: r.email,
  guest: r.guest === 1,
  active: r.active === 1,
  passwordHash: r.password_hash,
  groupId: r.group_id,
  languageId: r.language_id,
  customerNumber: r.customer_number,
  doubleOptIn: r.double_opt_in === 1,
  confirmHash: r.confirm_hash,
  confirmedAt: r.confirmed_at,
  socialProvider: r.social_provider,
  socialSubject: r.social_subject,
  payload: customerPayloadSchema.parse(JSON.parse(r.payload)),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function findCustomer(db: D1Database, id: string): Promise<CustomerRecord | null> {
  const row = await db.prepare(`SELECT * FROM customer WHERE id = ?`).bind(id).first<CustomerRow>();
  return row ? fromRow(row) : null;
}

/** The registered (non-guest) account of an e-mail address; e-mails are unique among them. */
export async function findAccountByEmail(db: D1Database, email: string): Promise<CustomerRecord | null> {
  const row = await db
    .prepare(`SELECT * FROM customer WHERE email = ? AND guest = 0`)
    .bind(email.toLowerCase())
    .first<CustomerRow>();
  return row ? fromRow(row) : null;
}

export async function findCustomerBy(
  db: D1Database,
  column: "confirm_hash" | "social_subject",
  value: string,
): Promise<CustomerRecord | null> {
  const row = await db.prepare(`SELECT * FROM customer WHERE ${column} = ?`).bind(value).first<CustomerRow>();
  return row ? fromRow(row) : null;
}

export async function saveCustomer(db: D1Database, c: CustomerRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO customer (id, email, guest, active, password_hash, group_id, language_id, customer_number, double_opt_in, confirm_hash,
       confirmed_at, social_provider, social_subject, payload, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET email = excluded.email, guest = excluded.guest, active = excluded.active, password_hash = excluded.password_hash,
       group_id = excluded.group_id, language_id = excluded.language_id, double_opt_in = excluded.double_opt_in, confirm_hash = excluded.confirm_hash,
       confirmed_at = excluded.confirmed_at, social_provider = excluded.social_provider, social_subject = excluded.social_subject,
       payload = excluded.payload, updated_at = excluded.updated_at`,
    )
    .bind(
      c.id,
      c.email.toLowerCase(),
      c.guest ? 1 : 0,
      c.active ? 1 : 0,
      c.passwordHash,
      c.groupId,
      c.languageId,
      c.customerNumber,
      c.doubleOptIn ? 1 : 0,
      c.confirmHash,
      c.confirmedAt,
      c.socialProvider,
      c.socialSubject,
      JSON.stringify(c.payload),
      c.createdAt,
      c.updatedAt,
    )
    .run();
}

/** Removes the customer with everything that is theirs alone (addresses, sessions, recovery hashes). */
export async function deleteCustomer(db: D1Database, id: string): Promise<void> {
  await db.batch([
    db.prepare(`DELETE FROM customer_address WHERE customer_id = ?`).bind(id),
    db.prepare(`DELETE FROM customer_recovery WHERE customer_id = ?`).bind(id),
    db.prepare(`DELETE FROM sales_channel_context WHERE customer_id = ?`).bind(id),
    db.prepare(`DELETE FROM customer WHERE id = ?`).bind(id),
  ]);
}

interface AddressRow {
  id: string;
  customer_id: string;
  payload: string;
  created_at: string;
  updated_at: string | null;
}
const addressFromRow = (r: AddressRow): AddressRecord => ({
  id: r.id,
  customerId: r.customer_id,
  payload: addressPayloadSchema.parse(JSON.parse(r.payload)),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function listAddresses(db: D1Database, customerId: string): Promise<AddressRecord[]> {
  const rows = await db
    .prepare(`SELECT * FROM customer_address WHERE customer_id = ? ORDER BY created_at, id`)
    .bind(customerId)
    .all<AddressRow>();
  return rows.results.map(addressFromRow);
}

export async function findAddress(db: D1Database, customerId: string, id: string): Promise<AddressRecord | null> {
  const row = await db
    .prepare(`SELECT * FROM customer_address WHERE id = ? AND customer_id = ?`)
    .bind(id, customerId)
    .first<AddressRow>();
  return row ? addressFromRow(row) : null;
}

export async function saveAddress(db: D1Database, a: AddressRecord): Promise<void> {
  await db
    .prepare(
      `INSERT INTO customer_address (id, customer_id, payload, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(id) DO UPDATE SET payload = excluded.payload, updated_at = excluded.updated_at`,
    )
    .bind(a.id, a.customerId, JSON.stringify(a.payload), a.createdAt, a.updatedAt)
    .run();
}

export async function deleteAddress(db: D1Database, id: string): Promise<void> {
  await db.prepare(`DELETE FROM customer_address WHERE id = ?`).bind(id).run();
}

export const now = () => shopwareDate(Date.now());
