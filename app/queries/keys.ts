import type { ListingParams, ListingSource } from "../lib/listing-query";
import type { NavigationType } from "../store-api/navigation";

/**
 * Every query key of the storefront, apart from fetching: anyone can name a cache entry (the
 * server seeding the site configuration, the entry finding the page's CMS slots, an action writing
 * the cart it got back) without the request's services.
 */
export const queryKeys = {
  siteConfig: () => ["site-config"] as const,
  snippets: (langCode: string) => ["snippets", langCode] as const,
  sessionContext: (languageId: string) => ["session-context", languageId] as const,
  cart: (languageId: string) => ["cart", languageId] as const,
  currencies: (languageId: string) => ["currencies", languageId] as const,
  navigation: (languageId: string, root: NavigationType, depth: number) => ["navigation", languageId, root, depth] as const,
  pages: () => ["page"] as const,
  page: (languageId: string, path: string) => ["page", languageId, path] as const,
  listing: (languageId: string, source: ListingSource, params: ListingParams) => ["listing", languageId, source, params] as const,
  searchSuggest: (languageId: string, term: string) => ["search-suggest", languageId, term] as const,
};

/** Entries that do not depend on the session (who shops, in which currency): kept when it changes. */
export const SESSION_INDEPENDENT: ReadonlySet<string> = new Set([queryKeys.siteConfig()[0], queryKeys.snippets("")[0]]);
