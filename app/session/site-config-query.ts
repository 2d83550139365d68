import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

/** The site configuration; it changes rarely and the Worker already caches it, so it never goes stale here. */
export const siteConfigQuery = (services: StorefrontServices) =>
  queryOptions({ queryKey: queryKey("site-config"), queryFn: () => services.loadSiteConfig(), staleTime: Infinity });
