import { Hono } from "hono";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { deleteCart, loadCart, mergeCarts } from "../state/cart";
import { requireCustomer } from "./account";
import { respondWithCart } from "./cart";

/** The shop's cart-merge plugin: after login, the guest cart of another session joins the customer's. */
export const CART_MERGE_SEGMENT = "pbx-cart";

export const cartMergeRoutes = new Hono<EmulatorEnv>().post(`/${CART_MERGE_SEGMENT}/merge-carts/:id`, async (c) => {
  requireCustomer(c);
  const sourceToken = c.req.param("id");
  if (!/^[A-Za-z0-9]{8,64}$/.test(sourceToken))
    throw new StoreApiError(400, "PBX_CART__INVALID_CART_ID", "The cart to merge is not a valid id.");
  const state = c.get("state");
  if (sourceToken === state.token)
    return c.json((await respondWithCart(c, await loadCart(c.env.DB, state.token))).json);
  const source = await loadCart(c.env.DB, sourceToken);
  const owner = await c.env.DB.prepare(`SELECT customer_id FROM sales_channel_context WHERE token = ?`)
    .bind(sourceToken)
    .first<{ customer_id: string | null }>();
  // Only a guest's cart (or one of this customer's own sessions) may be merged: never another customer's.
  if (owner?.customer_id && owner.customer_id !== state.customer!.id)
    throw new StoreApiError(403, "PBX_CART__FOREIGN_CART", "The cart belongs to another customer.");
  const merged = mergeCarts(await loadCart(c.env.DB, state.token), source);
  await deleteCart(c.env.DB, sourceToken);
  return c.json((await respondWithCart(c, merged)).json);
});
