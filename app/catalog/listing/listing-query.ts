/**
 * Listing state in the URL (spec: product_listing; issue: filters, sorting and page survive reload,
 * back/forward and shared links). Plain functions, no schema library: they run before hydration.
 * Parsing untrusted query strings happens in listing-params.ts (zod), loaded by loaders only.
 */

/** Default list limit 10 for listings and search. */
export const LISTING_DEFAULT_LIMIT = 10;
/** Page sizes a shopper may pick; a URL may name any of 1–100 (Shopware's own limits apply upstream). */
export const LISTING_LIMITS = [10, 24, 48] as const;

export interface ListingParams {
  p?: number;
  order?: string;
  limit?: number;
  manufacturer?: string[];
  properties?: string[];
  "min-price"?: number;
  "max-price"?: number;
  rating?: number;
  "shipping-free"?: boolean;
}

/** Where a listing comes from: a category's product assignment, or a search term. */
export type ListingSource = { type: "category"; categoryId: string } | { type: "search"; term: string };

/** The order in which parameters appear in URLs, so that one state has one URL. */
const KEYS = [
  "order",
  "p",
  "limit",
  "manufacturer",
  "properties",
  "min-price",
  "max-price",
  "rating",
  "shipping-free",
] as const satisfies readonly (keyof ListingParams)[];

/** The listing state as query-string entries, defaults left out (page 1, the default limit). */
export function listingEntries(params: ListingParams): [string, string][] {
  const out: [string, string][] = [];
  for (const key of KEYS) {
    const value = params[key];
    if (value === undefined || value === false) continue;
    if (key === "p" && value === 1) continue;
    if (key === "limit" && value === LISTING_DEFAULT_LIMIT) continue;
    if (Array.isArray(value)) {
      if (value.length) out.push([key, [...value].sort().join("|")]);
    } else out.push([key, value === true ? "1" : String(value)]);
  }
  return out;
}

/** "?search=…&order=…": the query string of a listing state (with the search term first, if any). */
export function listingSearch(params: ListingParams, term?: string): string {
  const query = new URLSearchParams([
    ...(term !== undefined ? [["search", term] as [string, string]] : []),
    ...listingEntries(params),
  ]);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** A new state after a filter or sort change: back to page 1, as every shop does. */
export function changeListing(params: ListingParams, change: Partial<ListingParams>): ListingParams {
  const next: ListingParams = { ...params, ...change };
  if (!("p" in change)) delete next.p;
  for (const key of Object.keys(next) as (keyof ListingParams)[]) if (next[key] === undefined) delete next[key];
  return next;
}

export function toggleValue(list: readonly string[] | undefined, value: string): string[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

/** The parameters that narrow a listing (the rest sort and page it). */
export const FILTER_KEYS = [
  "manufacturer",
  "properties",
  "min-price",
  "max-price",
  "rating",
  "shipping-free",
] as const satisfies readonly (keyof ListingParams)[];

const isSet = (value: ListingParams[keyof ListingParams]) =>
  value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0);

/** How many filters narrow the listing. */
export const activeFilterCount = (params: ListingParams): number =>
  FILTER_KEYS.filter((key) => isSet(params[key])).length;
export const hasFilters = (params: ListingParams): boolean => activeFilterCount(params) > 0;

/** The same state without any filter (sorting and page size kept, back to page 1). */
export const withoutFilters = (params: ListingParams): ListingParams =>
  changeListing(params, Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
