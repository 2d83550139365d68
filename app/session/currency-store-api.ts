import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas } from "../store-api/operations";

/** A currency as the storefront keeps it (the switcher shows code and symbol). */
export type Currency = Pick<Schemas["Currency"], "id" | "isoCode" | "symbol" | "shortName" | "name" | "position">;

/**
 * The shop's order of its currencies (the `position`): Shopware's currency position is
 * "the order of the tabs for multiple currencies", a sort order, not where the symbol goes (Intl
 * places the symbol as the page's locale writes prices). The Store API does not sort by it unasked.
 */
export const byPosition = (
  a: Pick<Currency, "position" | "isoCode">,
  b: Pick<Currency, "position" | "isoCode">,
): number =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
  a.isoCode.localeCompare(b.isoCode);

/** GET /store-api/currency: the channel's currencies (a plain array), in the shop's order. */
export async function readCurrencies(api: StoreApi, languageId: string): Promise<Currency[]> {
  const currencies = (await dataOf(
    api.invoke("readCurrencyGet get /currency", { headers: languageHeaders(languageId) }),
  )) as Schemas["Currency"][];
  return currencies
    .map(({ id, isoCode, symbol, shortName, name, position }) => ({ id, isoCode, symbol, shortName, name, position }))
    .sort(byPosition);
}
