import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";
import type { Schemas } from "./operations";

/** A currency as the storefront keeps it (the switcher shows code and symbol). */
export type Currency = Pick<Schemas["Currency"], "id" | "isoCode" | "symbol" | "shortName" | "name" | "position">;

/** GET /store-api/currency: the channel's currencies (a plain array). */
export async function readCurrencies(api: StoreApi, languageId: string): Promise<Currency[]> {
  const currencies = (await dataOf(api.invoke("readCurrencyGet get /currency", { headers: languageHeaders(languageId) }))) as Schemas["Currency"][];
  return currencies.map(({ id, isoCode, symbol, shortName, name, position }) => ({ id, isoCode, symbol, shortName, name, position }));
}
