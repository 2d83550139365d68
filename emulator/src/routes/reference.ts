import { Hono } from "hono";
import { applyIncludes, parseCriteria } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { criteriaInput } from "../lib/request";
import { searchSerialized } from "../lib/search-result";
import { PAYMENT_METHODS, SHIPPING_METHODS } from "../seed/checkout-methods";
import { COUNTRIES, CURRENCIES, LANGUAGES, SALUTATIONS } from "../seed/reference";
import { renderContext } from "../serialize/common";
import {
  serializeCountry,
  serializeCurrency,
  serializeLanguage,
  serializePaymentMethod,
  serializeSalutation,
  serializeShippingMethod,
} from "../serialize/reference";

/** Reference data: currencies (a plain array in Shopware), languages, salutations, countries, methods. */
export const referenceRoutes = new Hono<EmulatorEnv>()
  .on(["GET", "POST"], "/currency", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const ctx = renderContext(c.get("state"));
    const list = [...CURRENCIES].sort((a, b) => a.position - b.position).map((cur) => serializeCurrency(cur, ctx));
    return c.json(applyIncludes(list, criteria.includes));
  })
  .on(["GET", "POST"], "/language", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    return c.json(searchSerialized("language", LANGUAGES.map(serializeLanguage), criteria));
  })
  .on(["GET", "POST"], "/salutation", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const ctx = renderContext(c.get("state"));
    return c.json(
      searchSerialized(
        "salutation",
        SALUTATIONS.map((s) => serializeSalutation(s, ctx)),
        criteria,
      ),
    );
  })
  .on(["GET", "POST"], "/country", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const ctx = renderContext(c.get("state"));
    const withStates = "states" in criteria.associations;
    const sorted = criteria.sort.length
      ? criteria
      : { ...criteria, sort: [{ field: "position", order: "ASC" as const, naturalSorting: false }] };
    return c.json(
      searchSerialized(
        "country",
        COUNTRIES.map((country) => serializeCountry(country, ctx, withStates)),
        sorted,
      ),
    );
  })
  .on(["GET", "POST"], "/payment-method", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const ctx = renderContext(c.get("state"));
    return c.json(
      searchSerialized(
        "payment_method",
        PAYMENT_METHODS.map((m) => serializePaymentMethod(m, ctx)),
        criteria,
      ),
    );
  })
  .on(["GET", "POST"], "/shipping-method", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const ctx = renderContext(c.get("state"));
    return c.json(
      searchSerialized(
        "shipping_method",
        SHIPPING_METHODS.map((m) => serializeShippingMethod(m, ctx)),
        criteria,
      ),
    );
  });
