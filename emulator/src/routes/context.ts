import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { PAYMENT_METHODS, SHIPPING_METHODS } from "../seed/checkout-methods";
import { COUNTRIES, CURRENCIES, LANGUAGES } from "../seed/reference";
import { serializeSalesChannelContext } from "../serialize/context";
import { saveContext } from "../state/context";
import { isMaintenance } from "../state/settings";
import { listAddresses } from "../state/customers";
import { renderContext } from "../serialize/common";
import { serializeCustomer } from "../serialize/customer";
import { ownsAddress } from "./account";

const hex = z.string().regex(/^[0-9a-f]{32}$/);
const patchSchema = z.object({
  currencyId: hex.optional(),
  languageId: hex.optional(),
  paymentMethodId: hex.optional(),
  shippingMethodId: hex.optional(),
  countryId: hex.optional(),
  countryStateId: hex.nullable().optional(),
  billingAddressId: hex.optional(),
  shippingAddressId: hex.optional(),
});

const ENTITY: Record<string, { name: string; exists: (id: string) => boolean }> = {
  currencyId: { name: "currency", exists: (id) => CURRENCIES.some((c) => c.id === id) },
  languageId: { name: "language", exists: (id) => LANGUAGES.some((l) => l.id === id) },
  paymentMethodId: { name: "payment_method", exists: (id) => PAYMENT_METHODS.some((m) => m.id === id) },
  shippingMethodId: { name: "shipping_method", exists: (id) => SHIPPING_METHODS.some((m) => m.id === id) },
  countryId: { name: "country", exists: (id) => COUNTRIES.some((c) => c.id === id) },
  countryStateId: { name: "country_state", exists: (id) => COUNTRIES.some((c) => c.states.some((s) => s.id === id)) },
};

export const contextRoutes = new Hono<EmulatorEnv>()
  .get("/context", async (c) => {
    const state = c.get("state");
    const customer = state.customer
      ? serializeCustomer(state.customer, await listAddresses(c.env.DB, state.customer.id), renderContext(state), {
          billing: state.payload.billingAddressId,
          shipping: state.payload.shippingAddressId,
        })
      : null;
    return c.json(serializeSalesChannelContext(state, await isMaintenance(c.env.DB), customer));
  })
  .patch("/context", async (c) => {
    const state = c.get("state");
    const parsed = patchSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw StoreApiError.violations(
        parsed.error.issues.map((issue) => ({
          pointer: `/${issue.path.join("/")}`,
          code: "VIOLATION::INVALID_UUID_ERROR",
          detail: "This is not a valid UUID.",
        })),
      );
    }
    const changes = parsed.data;
    const violations = Object.entries(changes).flatMap(([field, value]) => {
      const entity = ENTITY[field];
      if (!entity || value === null || value === undefined || entity.exists(value)) return [];
      return [
        {
          pointer: `/${field}`,
          code: "VIOLATION::ENTITY_DOES_NOT_EXIST",
          detail: `The ${entity.name} entity with id "${value}" does not exist.`,
          parameters: { "{{ entity }}": entity.name, "{{ id }}": value },
        },
      ];
    });
    if (violations.length) throw StoreApiError.violations(violations);
    if ((changes.billingAddressId || changes.shippingAddressId) && !state.customer) {
      throw new StoreApiError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in.");
    }
    for (const field of ["billingAddressId", "shippingAddressId"] as const) {
      const id = changes[field];
      if (id && !(await ownsAddress(c, id))) {
        throw new StoreApiError(
          400,
          "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND",
          `Customer address with id "${id}" not found.`,
          { addressId: id },
        );
      }
    }
    const payload = { ...state.payload };
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) (payload as Record<string, unknown>)[key] = value;
    }
    if (changes.countryId && changes.countryStateId === undefined) payload.countryStateId = null;
    await saveContext(c.env.DB, state.token, payload);
    c.set("state", { ...state, payload, persisted: true });
    return c.json({ redirectUrl: null });
  });
