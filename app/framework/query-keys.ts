import type { ListingParams, ListingSource } from "../catalog/listing/listing-query";
import type { NavigationType } from "../navigation/store-api";

/** What each cache entry's key names after its concern; a key with fewer parts names all entries below it. */
export interface KeyParts {
  "site-config": [];
  snippets: [langCode: string];
  "session-context": [languageId: string];
  cart: [languageId: string] | [];
  currencies: [languageId: string];
  navigation: [languageId: string, root: NavigationType, depth: number];
  page: [languageId: string, path: string] | [];
  listing: [languageId: string, source: ListingSource, params: ListingParams];
  "cross-selling": [languageId: string, productId: string];
  "search-suggest": [languageId: string, term: string];
  customer: [languageId: string];
  "newsletter-recipient": [languageId: string] | [];
}
export type Concern = keyof KeyParts;

/**
 * The one key factory of the storefront, apart from fetching: anyone can name a cache entry (the
 * server seeding the site configuration, the entry finding the page's CMS slots, an action writing
 * the cart it got back) without the request's services. One small function: it is part of the
 * first load, whatever the keys it makes.
 */
export const queryKey = <C extends Concern>(concern: C, ...parts: KeyParts[C]) => [concern, ...parts] as const;

/** Entries that do not depend on the session (who shops, in which currency): kept when it changes. */
export const SESSION_INDEPENDENT: ReadonlySet<string> = new Set<Concern>(["site-config", "snippets"]);
