import { dataOf, type StoreApi } from "./api";
import { catalogHeaders } from "./headers";
import type { PwaPageResult } from "./operations";

/** Technical paths ("/navigation/{id}") are matched without a trailing slash by Shopware's PathResolver. */
const TECHNICAL_PATH = /^\/(navigation|detail|landingPage)\/[0-9a-f]{32}\/$/;
export const lookupPath = (path: string): string => (TECHNICAL_PATH.test(path) ? path.slice(0, -1) : path);

/**
 * POST /store-api/pwa/page: resolves a storefront path (without language prefix) to a navigation,
 * product or landing page, checked against its contract and with its CMS HTML sanitised.
 */
export async function resolvePage(api: StoreApi, languageId: string, path: string, listing: Record<string, unknown> = {}): Promise<PwaPageResult> {
  const [result, { checkPageResult }] = await Promise.all([
    dataOf(api.invoke("pwaResolvePage post /pwa/page", { headers: catalogHeaders(languageId), body: { ...listing, path: lookupPath(path) } })),
    import("./page-contract"),
  ]);
  return checkPageResult(result);
}
