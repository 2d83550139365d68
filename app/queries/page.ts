import { queryOptions } from "@tanstack/react-query";
import { resolvePage } from "../store-api/page";
import type { StorefrontServices } from "../router/services";

/** A CMS, category, product or landing page by its path (without language prefix) and listing query. */
export const pageQuery = (services: StorefrontServices, languageId: string, path: string, listing: Record<string, string> = {}) =>
  queryOptions({
    queryKey: ["page", languageId, path, listing],
    queryFn: () => resolvePage(services.api, languageId, path, listing),
    staleTime: 60_000,
  });
