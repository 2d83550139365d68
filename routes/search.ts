import type { ListingParams, ListingSource } from "../app/lib/listing-query";
import { listingQuery } from "../app/queries/listing";
import { storefrontLoader } from "../app/router/loaders";
import type { ScreenRoute } from "../app/router/types";
import { absoluteUrl } from "../app/seo/build";
import type { SeoData } from "../app/seo/types";

export interface SearchData {
  term: string | null;
  listing: { source: ListingSource; params: ListingParams } | null;
  seo: SeoData;
}

/**
 * The search results page (query `search`, every language prefix): the same listing, filters and
 * sortings as a category. Like Shopware, result pages are not for search engines to index.
 */
export const search: ScreenRoute = {
  name: "search",
  path: "search",
  layout: "default",
  access: "open",
  noIndex: true,
  title: (loaderData, t) => {
    const term = (loaderData as SearchData | undefined)?.term;
    return term ? t("search.resultsTitle", { term }) : t("search.title");
  },
  loader: storefrontLoader(async ({ services, domain, url }): Promise<SearchData> => {
    const { parseListingParams, parseSearchTerm } = await import("../app/lib/listing-params");
    const term = parseSearchTerm(url.searchParams.get("search"));
    const seo: SeoData = { canonical: absoluteUrl(url.origin, domain.langPrefix, "/search/") };
    if (!term) return { term: null, listing: null, seo };
    const params = parseListingParams(url.searchParams);
    const source: ListingSource = { type: "search", term };
    await services.queryClient.ensureQueryData(listingQuery(services, domain.languageId, source, params));
    return { term, listing: { source, params }, seo };
  }),
  screen: () => import("./search.screen"),
  screenModule: "routes/search.screen.tsx",
};
