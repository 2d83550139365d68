import type { ScreenRoute } from "../app/router/types";

/**
 * The search results page (query `search`, every language prefix): the same listing, filters and
 * sortings as a category. Like Shopware, result pages are not for search engines to index.
 */
export const search: ScreenRoute = {
  name: "search",
  layout: "default",
  access: "open",
  // With a term the loader names search.resultsTitle and the term (its data's titleKey and titleParams).
  titleKey: "search.title",
  loader: () => import("./search.loader"),
  screen: () => import("./search.screen"),
};
