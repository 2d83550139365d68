import { preloadSlots } from "../app/cms/slots/registry";
import { parseListingParams, parseSearchTerm, withKnownSorting } from "../app/lib/listing-params";
import type { ListingSource } from "../app/lib/listing-query";
import { listingQuery } from "../app/queries/listing";
import { storefrontLoader } from "../app/router/loaders";
import { absoluteUrl } from "../app/seo/build";
import { headTags } from "../app/seo/head-tags";
import type { SeoData } from "../app/seo/types";
import type { SearchData } from "./search";

export const loader = storefrontLoader(async ({ services, config, domain, url }): Promise<SearchData> => {
  const term = parseSearchTerm(url.searchParams.get("search"));
  const seo: SeoData = { canonical: absoluteUrl(url.origin, domain.langPrefix, "/search/") };
  const head = headTags(seo, { name: config.salesChannel.name, locale: domain.locale });
  if (!term) return { term: null, listing: null, head };
  const source: ListingSource = { type: "search", term };
  const [{ params }] = await Promise.all([
    withKnownSorting(parseListingParams(url.searchParams), (params) => services.queryClient.ensureQueryData(listingQuery(services, domain.languageId, source, params))),
    preloadSlots(["product-listing", "sidebar-filter"]),
  ]);
  return { term, listing: { source, params }, head, titleKey: "search.resultsTitle", titleParams: { term } };
});
