import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas, StorefrontOperations } from "../store-api/operations";

export type Cart = Schemas["Cart"];
export type CartLineItem = NonNullable<Cart["lineItems"]>[number];

/** GET /store-api/checkout/cart: the session's cart (created empty on first read). */
export function readCart(api: StoreApi, languageId: string): Promise<Cart> {
  return dataOf(api.invoke("readCart get /checkout/cart", { headers: languageHeaders(languageId) }));
}

/** POST /store-api/checkout/cart with force-project-refresh: print projects' prices, names and pictures read again. */
export function readForcedCart(api: StoreApi, languageId: string): Promise<Cart> {
  return dataOf(
    api.invoke("readForcedCart post /checkout/cart", {
      headers: languageHeaders(languageId),
      body: { "force-project-refresh": true },
    }),
  );
}

/** A line item to add, as the official client types the call (product, promotion code, custom…). */
export type LineItemInput = StorefrontOperations["addLineItem post /checkout/cart/line-item"]["body"]["items"][number];

/** POST /store-api/checkout/cart/line-item: adds items and returns the recalculated cart. */
export function addLineItems(api: StoreApi, languageId: string, items: LineItemInput[]): Promise<Cart> {
  return dataOf(
    api.invoke("addLineItem post /checkout/cart/line-item", { headers: languageHeaders(languageId), body: { items } }),
  );
}

/** POST /store-api/checkout/cart/line-item of type pbx2project: a saved print project. */
export function addProjectLineItem(
  api: StoreApi,
  languageId: string,
  projectId: string,
  quantity: number,
): Promise<Cart> {
  return dataOf(
    api.invoke("addProjectLineItem post /checkout/cart/line-item", {
      headers: languageHeaders(languageId),
      body: {
        items: [{ type: "pbx2project", id: projectId, referencedId: projectId, quantity, payload: { projectId } }],
      },
    }),
  );
}

/** PATCH /store-api/checkout/cart/line-item: new quantities (items with id and quantity). */
export function changeLineItemQuantity(api: StoreApi, languageId: string, id: string, quantity: number): Promise<Cart> {
  return dataOf(
    api.invoke("updateLineItem patch /checkout/cart/line-item", {
      headers: languageHeaders(languageId),
      body: { items: [{ id, quantity }] },
    }),
  );
}

/** DELETE /store-api/checkout/cart/line-item?ids[]=…: the spec's form of removal (newer shops also take POST …/delete). */
export function removeLineItems(api: StoreApi, languageId: string, ids: string[]): Promise<Cart> {
  return dataOf(
    api.invoke("removeLineItems delete /checkout/cart/line-item", {
      headers: languageHeaders(languageId),
      query: { "ids[]": ids },
    }),
  );
}

// In cart-messages (no Store API client): the checkout screen reads them at render.
export { type CartMessage, cartMessages } from "./cart-messages";
