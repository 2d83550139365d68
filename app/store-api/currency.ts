import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";
import type { Schemas } from "./operations";

export type Currency = Schemas["Currency"];

/** GET /store-api/currency: the channel's currencies (a plain array). */
export function readCurrencies(api: StoreApi, languageId: string): Promise<Currency[]> {
  return dataOf(api.invoke("readCurrencyGet get /currency", { headers: languageHeaders(languageId) })) as Promise<Currency[]>;
}
