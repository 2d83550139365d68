import type { ListingParams, ListingSource } from "../app/lib/listing-query";
import type { ScreenRoute } from "../app/router/types";
import type { HeadTag } from "../app/seo/head-tags";

export interface SearchData {
  term: string | null;
  listing: { source: ListingSource; params: ListingParams } | null;
  head: HeadTag[];
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
  loader: () => import("./search.loader").then((m) => m.searchLoader),
  screen: () => import("./search.screen"),
};
