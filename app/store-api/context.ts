import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";
import type { Schemas } from "./operations";

export type SessionContext = Schemas["SalesChannelContext"];

/**
 * GET /store-api/context: who is shopping (guest or customer), in which currency. The context token in
 * the body is dropped here: it lives in an HttpOnly cookie and must not reach the page's query cache.
 */
export async function readSessionContext(api: StoreApi, languageId: string): Promise<SessionContext> {
  const { token: _token, ...context } = await dataOf(api.invoke("readContext get /context", { headers: languageHeaders(languageId) }));
  return context as SessionContext;
}

export type ContextUpdate = { currencyId?: string; languageId?: string; billingAddressId?: string; shippingAddressId?: string; paymentMethodId?: string; shippingMethodId?: string };

/** PATCH /store-api/context with any of the fields spec section 7 names. */
export function updateContext(api: StoreApi, languageId: string, changes: ContextUpdate) {
  return dataOf(api.invoke("updateContext patch /context", { headers: languageHeaders(languageId), body: changes }));
}
