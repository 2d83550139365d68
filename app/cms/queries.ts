import { queryOptions } from "@tanstack/react-query";
import type { ListingParams } from "../catalog/listing/listing-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

/**
 * A CMS, category, product or landing page by its path (without language prefix). The key leaves
 * the listing state out on purpose: the page lookup carries the listing of the state it was asked
 * with, which moves into that state's own listing entry; later filter changes fetch only the listing.
 */
export const pageQuery = (
  services: StorefrontServices,
  languageId: string,
  path: string,
  listing: ListingParams = {},
) =>
  queryOptions({
    queryKey: queryKey("page", languageId, path),
    queryFn: async () => {
      // The lookup's code (includes, contract check, sanitiser) loads with the first lookup, not before hydration.
      const lookup = await import("./store-api");
      const page = await lookup.resolvePage(services.api, languageId, path, listing);
      const embedded = lookup.takeListing(page);
      if (embedded && page.resourceType === "frontend.navigation.page") {
        services.queryClient.setQueryData(
          queryKey("listing", languageId, { type: "category", categoryId: page.resourceIdentifier }, listing),
          embedded,
        );
      }
      return page;
    },
    staleTime: 60_000,
  });
