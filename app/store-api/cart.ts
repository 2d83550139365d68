import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";
import type { Schemas } from "./operations";

export type Cart = Schemas["Cart"];

/** GET /store-api/checkout/cart: the session's cart (created empty on first read). */
export function readCart(api: StoreApi, languageId: string): Promise<Cart> {
  return dataOf(api.invoke("readCart get /checkout/cart", { headers: languageHeaders(languageId) }));
}
