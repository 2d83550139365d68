import { cardOf } from "./card";
import { LISTING_DEFAULT_LIMIT, type ListingParams } from "./listing/listing-query";
import { dataOf, type StoreApi } from "../store-api/api";
import { catalogHeaders, languageHeaders } from "../store-api/headers";
import { LISTING_INCLUDES } from "../store-api/includes";
import type { Schemas, StorefrontOperations } from "../store-api/operations";

export type ProductListingResult = Schemas["ProductListingResult"];
export type Product = Schemas["Product"];

/** Shopware's listing request (criteria and ProductListingFlags), as the official client types it. */
export type ListingCriteria = StorefrontOperations["readProductListing post /product-listing/{categoryId}"]["body"];

/** Shopware's listing request parameters for a listing state (defaults left to page 1 and our page size). */
export function listingRequest(params: ListingParams): ListingCriteria {
  return {
    p: params.p ?? 1,
    limit: params.limit ?? LISTING_DEFAULT_LIMIT,
    ...(params.order ? { order: params.order } : {}),
    ...(params.manufacturer?.length ? { manufacturer: params.manufacturer.join("|") } : {}),
    ...(params.properties?.length ? { properties: params.properties.join("|") } : {}),
    ...(params["min-price"] !== undefined ? { "min-price": params["min-price"] } : {}),
    ...(params["max-price"] !== undefined ? { "max-price": params["max-price"] } : {}),
    ...(params.rating ? { rating: params.rating } : {}),
    ...(params["shipping-free"] ? { "shipping-free": true } : {}),
  };
}

/** A listing with its products as cards (see catalog/card): what a listing page carries to the browser. */
export function withCards(listing: ProductListingResult): ProductListingResult {
  return { ...listing, elements: (listing.elements ?? []).map(cardOf) };
}

/** POST /store-api/product-listing/{categoryId}: a category's products with filters, sorting and paging. */
export async function readProductListing(
  api: StoreApi,
  languageId: string,
  categoryId: string,
  params: ListingParams,
): Promise<ProductListingResult> {
  return withCards(
    await dataOf(
      api.invoke("readProductListing post /product-listing/{categoryId}", {
        pathParams: { categoryId },
        headers: catalogHeaders(languageId),
        body: { ...listingRequest(params), includes: LISTING_INCLUDES },
      }),
    ),
  );
}

/** POST /store-api/search: the search results page, with the same filters and sortings. */
export async function searchProducts(
  api: StoreApi,
  languageId: string,
  term: string,
  params: ListingParams,
): Promise<ProductListingResult> {
  return withCards(
    await dataOf(
      api.invoke("searchPage post /search", {
        headers: catalogHeaders(languageId),
        body: { search: term, ...listingRequest(params), includes: LISTING_INCLUDES },
      }),
    ),
  );
}

/** Quick search shows 10 suggestions. */
export const SUGGEST_LIMIT = 10;

/** POST /store-api/search-suggest: suggestions while typing (no aggregations). */
export async function searchSuggest(api: StoreApi, languageId: string, term: string): Promise<ProductListingResult> {
  return withCards(
    await dataOf(
      api.invoke("searchSuggest post /search-suggest", {
        headers: catalogHeaders(languageId),
        body: {
          search: term,
          limit: SUGGEST_LIMIT,
          includes: {
            ...LISTING_INCLUDES,
            product: ["id", "name", "translated", "calculatedPrice", "calculatedPrices", "cover", "seoUrls"],
          },
        },
      }),
    ),
  );
}

/**
 * POST /store-api/product with `ids`: the names of the given products in the shopper's language
 * (a saved print project names its product family by its product). Only the name travels.
 */
export async function readProductNames(
  api: StoreApi,
  languageId: string,
  ids: readonly string[],
): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const result = await dataOf(
    api.invoke("readProduct post /product", {
      headers: languageHeaders(languageId),
      body: { ids: [...ids], limit: ids.length, includes: { product: ["id", "name", "translated"] } },
    }),
  );
  const names: Record<string, string> = {};
  for (const product of result.elements ?? []) {
    const name = (product.translated as { name?: string } | undefined)?.name ?? product.name;
    if (product.id && name) names[product.id] = name;
  }
  return names;
}
