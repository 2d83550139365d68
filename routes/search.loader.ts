import { preloadSlots } from "../app/cms/slots/registry";
import { parseListingParams, parseSearchTerm, withKnownSorting } from "../app/catalog/listing/listing-params";
import { listingQuery } from "../app/catalog/listing/queries";
import { storefrontLoader } from "../app/framework/loaders";
import { absoluteUrl } from "../app/seo/build";
import { headTags, type HeadTag } from "../app/seo/head-tags";
import { loadShopMetaDescription } from "../app/seo/meta-description";
import type { ListingParams, ListingSource } from "../app/catalog/listing/listing-query";
import type { PageTitleData } from "../app/framework/types";

export interface SearchData extends PageTitleData {
  term: string | null;
  listing: { source: ListingSource; params: ListingParams } | null;
  head: HeadTag[];
}

export const loader = storefrontLoader(async ({ services, config, domain, url }): Promise<SearchData> => {
  const term = parseSearchTerm(url.searchParams.get("search"));
  const headOf = (description: string | undefined) =>
    headTags(
      { canonical: absoluteUrl(url.origin, domain.langPrefix, "/search/"), ...(description ? { description } : {}) },
      { name: config.salesChannel.name, locale: domain.locale },
    );
  if (!term) return { term: null, listing: null, head: headOf(await loadShopMetaDescription(services, domain.locale)) };
  const source: ListingSource = { type: "search", term };
  const [{ params }, description] = await Promise.all([
    withKnownSorting(parseListingParams(url.searchParams), (params) =>
      services.queryClient.ensureQueryData(listingQuery(services, domain.languageId, source, params)),
    ),
    loadShopMetaDescription(services, domain.locale),
    preloadSlots(["product-listing", "sidebar-filter"]),
  ]);
  return {
    term,
    listing: { source, params },
    head: headOf(description),
    titleKey: "search.resultsTitle",
    titleParams: { term },
  };
});
