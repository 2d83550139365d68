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
  return essentials(context as SessionContext);
}

/**
 * What pages read of the session (spec section 3: customer with its address ids, currency, tax
 * state, payment and shipping method). Shopware's context also carries the whole sales channel,
 * rules and tax definitions, which no page needs in the browser.
 */
function essentials(context: SessionContext): SessionContext {
  const c = context as unknown as Record<string, Record<string, unknown> | undefined>;
  const pick = (value: Record<string, unknown> | undefined | null, keys: string[]) => value ? Object.fromEntries(keys.filter((k) => k in value).map((k) => [k, value[k]])) : value;
  return {
    customer: pick(c["customer"], ["id", "firstName", "lastName", "email", "guest", "groupId", "activeBillingAddress", "activeShippingAddress", "defaultBillingAddressId", "defaultShippingAddressId", "activeBillingAddressId", "activeShippingAddressId", "apiAlias"]) ?? null,
    currency: pick(c["currency"], ["id", "isoCode", "symbol", "shortName", "name", "factor", "apiAlias"]),
    paymentMethod: pick(c["paymentMethod"], ["id", "name", "shortName", "technicalName", "apiAlias"]),
    shippingMethod: pick(c["shippingMethod"], ["id", "name", "technicalName", "apiAlias"]),
    taxState: c["taxState"],
    salesChannel: pick(c["salesChannel"], ["id", "languageId", "currencyId"]),
    apiAlias: "sales_channel_context",
  } as unknown as SessionContext;
}

export type ContextUpdate = { currencyId?: string; languageId?: string; billingAddressId?: string; shippingAddressId?: string; paymentMethodId?: string; shippingMethodId?: string };

/** PATCH /store-api/context with any of the fields spec section 7 names. */
export function updateContext(api: StoreApi, languageId: string, changes: ContextUpdate) {
  return dataOf(api.invoke("updateContext patch /context", { headers: languageHeaders(languageId), body: changes }));
}
