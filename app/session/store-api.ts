import * as z from "zod/mini";
import { InternalError } from "../lib/internal-errors";
import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas, StorefrontOperations } from "../store-api/operations";

const text = z.string();
const optionalText = z.optional(z.nullable(z.string()));

/**
 * What pages read of the session (the customer with its address ids, currency, tax
 * state and display of gross or net prices, payment and shipping method), checked where it crosses
 * from the shop. Its type is the schema's output: a field it does not keep (shippingLocation, a
 * customer's addresses) does not exist, so code reading it does not compile. Shopware's context also
 * carries the whole sales channel, rules and tax definitions, which no page needs in the browser.
 */
export const sessionContextSchema = z.object({
  customer: z.nullable(
    z.object({
      id: text,
      firstName: text,
      lastName: text,
      email: text,
      guest: z.boolean(),
      groupId: text,
      defaultBillingAddressId: text,
      defaultShippingAddressId: text,
      activeBillingAddressId: z.optional(text),
      activeShippingAddressId: z.optional(text),
    }),
  ),
  currency: z.object({
    id: text,
    isoCode: text,
    symbol: text,
    shortName: optionalText,
    name: optionalText,
    factor: z.number(),
  }),
  paymentMethod: z.object({ id: text, name: optionalText, shortName: optionalText, technicalName: optionalText }),
  shippingMethod: z.object({ id: text, name: optionalText, technicalName: optionalText }),
  /** Gross or net prices by the customer group. */
  displayGross: z.boolean(),
  taxState: z.enum(["gross", "net", "tax-free"]),
  salesChannel: z.object({ id: text, languageId: text, currencyId: text }),
});
export type SessionContext = z.infer<typeof sessionContextSchema>;

type Full = Schemas["SalesChannelContext"];
/** Fields the shop sends that the official schema does not list (6.6/6.7 shapes). */
type Sent = Full & {
  customer?: { activeBillingAddress?: { id?: string } | null; activeShippingAddress?: { id?: string } | null } | null;
  currentCustomerGroup?: { displayGross?: boolean };
  context?: { taxState?: string };
};

/** The session's essentials from Shopware's context (the address ids of the active addresses, the tax state of the context). */
export function essentials(context: Full): SessionContext {
  const sent = context as Sent;
  const customer = sent.customer
    ? {
        ...sent.customer,
        activeBillingAddressId: sent.customer.activeBillingAddress?.id,
        activeShippingAddressId: sent.customer.activeShippingAddress?.id,
      }
    : null;
  return sessionContextSchema.parse({
    ...sent,
    customer,
    displayGross: sent.currentCustomerGroup?.displayGross ?? true,
    taxState: sent.context?.taxState ?? "gross",
  });
}

/**
 * GET /store-api/context: who is shopping (guest or customer), in which currency. The context token in
 * the body is dropped here: it lives in an HttpOnly cookie and must not reach the page's query cache.
 */
export async function readSessionContext(api: StoreApi, languageId: string): Promise<SessionContext> {
  const context = await dataOf(api.invoke("readContext get /context", { headers: languageHeaders(languageId) }));
  // Every page needs the session (guest or customer, currency); a shop that answers none is a fault, not a guest.
  if (!context) throw new InternalError("session context null");
  return essentials(context);
}

/** The fields the shop lets a shopper change, as the official client types the call. */
export type ContextUpdate = StorefrontOperations["updateContext patch /context"]["body"];

/** PATCH /store-api/context with any of the fields the shop names. */
export function updateContext(api: StoreApi, languageId: string, changes: ContextUpdate) {
  return dataOf(api.invoke("updateContext patch /context", { headers: languageHeaders(languageId), body: changes }));
}
