import { slotsOf } from "./slots-of";
import { listingRequest, type ProductListingResult } from "../catalog/store-api";
import type { ListingParams } from "../catalog/listing/listing-query";
import { dataOf, type StoreApi } from "../store-api/api";
import { catalogHeaders } from "../store-api/headers";
import { PAGE_INCLUDES } from "../store-api/includes";
import type { PwaPageResult } from "../store-api/operations";

/** Technical paths ("/navigation/{id}") are matched without a trailing slash by Shopware's PathResolver. */
const TECHNICAL_PATH = /^\/(navigation|detail|landingPage)\/[0-9a-f]{32}\/$/;
export const lookupPath = (path: string): string => (TECHNICAL_PATH.test(path) ? path.slice(0, -1) : path);

/**
 * POST /store-api/pwa/page: resolves a storefront path (without language prefix) to a navigation,
 * product or landing page, checked against its contract and with its CMS HTML sanitised. Listing
 * parameters go along: Shopware resolves the page's product-listing element with them.
 */
export async function resolvePage(
  api: StoreApi,
  languageId: string,
  path: string,
  listing: ListingParams = {},
): Promise<PwaPageResult> {
  const [result, { checkPageResult }] = await Promise.all([
    dataOf(
      api.invoke("pwaResolvePage post /pwa/page", {
        headers: catalogHeaders(languageId),
        body: { ...listingRequest(listing), path: lookupPath(path), includes: PAGE_INCLUDES },
      }),
    ),
    import("./page-contract"),
  ]);
  return checkPageResult(result);
}

/** Removes the listing from the page's product-listing element and returns it (it is cached on its own). */
export function takeListing(page: PwaPageResult): ProductListingResult | null {
  for (const slot of slotsOf(page.cmsPage)) {
    const data = slot.data as { listing?: ProductListingResult | null } | null;
    if (slot.type === "product-listing" && data?.listing) {
      const listing = data.listing;
      data.listing = null;
      return listing;
    }
  }
  return null;
}
