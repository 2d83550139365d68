import type { Context } from "hono";
import type { EmulatorEnv } from "../env";
import { shopwareDate } from "../lib/dates";
import { loadCart, mergeCarts, saveCart, deleteCart, emptyCart } from "./cart";
import { type ContextPayload, newToken, saveContext } from "./context";
import { type CustomerRecord, saveCustomer } from "./customers";
import { adoptProjects } from "./projects";

/**
 * Log a customer in (Shopware's AccountService::loginById): the session gets a new token, the guest's
 * cart comes along and is merged with the cart the customer left in an earlier session, and the
 * guest's editor projects become the customer's. The response carries the new token header.
 */
export async function loginSession(c: Context<EmulatorEnv>, customer: CustomerRecord): Promise<string> {
  const db = c.env.DB;
  const state = c.get("state");
  const token = newToken();
  let cart = await loadCart(db, state.token);
  const previous = await db
    .prepare(
      `SELECT token FROM sales_channel_context WHERE customer_id = ? AND token != ? ORDER BY updated_at DESC LIMIT 1`,
    )
    .bind(customer.id, state.token)
    .first<{ token: string }>();
  if (previous) cart = mergeCarts(cart, await loadCart(db, previous.token));
  const payload: ContextPayload = {
    ...state.payload,
    customerId: customer.id,
    billingAddressId: null,
    shippingAddressId: null,
  };
  await saveContext(db, token, payload);
  await saveCart(db, token, cart);
  await deleteCart(db, state.token);
  await db.prepare(`DELETE FROM sales_channel_context WHERE token = ?`).bind(state.token).run();
  await adoptProjects(db, state.token, customer.id);
  const at = shopwareDate(Date.now());
  const updated = {
    ...customer,
    payload: { ...customer.payload, lastLogin: at, firstLogin: customer.payload.firstLogin ?? at },
  };
  await saveCustomer(db, updated);
  c.set("state", { ...state, token, payload, persisted: true, customer: updated });
  return token;
}

/** Logout: a fresh guest session under a new token, keeping language and currency, with an empty cart. */
export async function logoutSession(c: Context<EmulatorEnv>): Promise<string> {
  const db = c.env.DB;
  const state = c.get("state");
  const token = newToken();
  const payload: ContextPayload = {
    ...state.payload,
    customerId: null,
    billingAddressId: null,
    shippingAddressId: null,
  };
  await saveContext(db, token, payload);
  await saveCart(db, token, emptyCart());
  // The old token is gone with the login it carried: a copy of it cannot act as the customer any more.
  await deleteCart(db, state.token);
  await db.prepare(`DELETE FROM sales_channel_context WHERE token = ?`).bind(state.token).run();
  c.set("state", { ...state, token, payload, persisted: true, customer: null });
  return token;
}
