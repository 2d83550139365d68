import { dataOf, type StoreApi } from "./api";
import { catalogHeaders } from "./headers";
import type { PwaPageResult } from "./operations";

/**
 * POST /store-api/pwa/page: resolves a storefront path (without language prefix) to a navigation,
 * product or landing page, checked against its contract and with its CMS HTML sanitised.
 */
export async function resolvePage(api: StoreApi, languageId: string, path: string, listing: Record<string, unknown> = {}): Promise<PwaPageResult> {
  const [result, { checkPageResult }] = await Promise.all([
    dataOf(api.invoke("pwaResolvePage post /pwa/page", { headers: catalogHeaders(languageId), body: { ...listing, path } })),
    import("./page-contract"),
  ]);
  return checkPageResult(result);
}
