import { queryOptions } from "@tanstack/react-query";
import type { ListingParams, ListingSource } from "./listing-query";
import type { StorefrontServices } from "../../framework/services";
import { queryKey } from "../../framework/query-keys";

/** A product listing (category or search) in one state of filters, sorting and page. */
export const listingQuery = (
  services: StorefrontServices,
  languageId: string,
  source: ListingSource,
  params: ListingParams,
) =>
  queryOptions({
    queryKey: queryKey("listing", languageId, source, params),
    queryFn: async () => {
      const catalog = await import("../store-api");
      return source.type === "category"
        ? catalog.readProductListing(services.api, languageId, source.categoryId, params)
        : catalog.searchProducts(services.api, languageId, source.term, params);
    },
    staleTime: 60_000,
  });
