import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";
import type { Schemas, StorefrontOperations } from "./operations";

export type Cart = Schemas["Cart"];

/** GET /store-api/checkout/cart: the session's cart (created empty on first read). */
export function readCart(api: StoreApi, languageId: string): Promise<Cart> {
  return dataOf(api.invoke("readCart get /checkout/cart", { headers: languageHeaders(languageId) }));
}

/** A line item to add, as the official client types the call (product, promotion code, custom…). */
export type LineItemInput = StorefrontOperations["addLineItem post /checkout/cart/line-item"]["body"]["items"][number];

/** POST /store-api/checkout/cart/line-item: adds items and returns the recalculated cart. */
export function addLineItems(api: StoreApi, languageId: string, items: LineItemInput[]): Promise<Cart> {
  return dataOf(api.invoke("addLineItem post /checkout/cart/line-item", { headers: languageHeaders(languageId), body: { items } }));
}

export interface CartMessage {
  key: string;
  level: 0 | 10 | 20;
  messageKey: string;
  message: string;
  parameters: Record<string, unknown>;
}

/** Cart errors come as [] when empty and as an object keyed by error when not (see the contract tests). */
export function cartMessages(cart: Cart): CartMessage[] {
  const raw = cart.errors as unknown;
  const list = Array.isArray(raw) ? raw : raw && typeof raw === "object" ? Object.values(raw) : [];
  return list.flatMap((entry) => {
    const e = entry as Partial<CartMessage> & { level?: number };
    if (typeof e.message !== "string") return [];
    const level = e.level === 20 ? 20 : e.level === 10 ? 10 : 0;
    return [{ key: String(e.key ?? e.messageKey ?? ""), level, messageKey: String(e.messageKey ?? ""), message: e.message, parameters: (e.parameters ?? {}) as Record<string, unknown> }];
  });
}
