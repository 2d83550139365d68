import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";
import { queryKeys } from "./keys";

/** The site configuration; it changes rarely and the Worker already caches it, so it never goes stale here. */
export const siteConfigQuery = (services: StorefrontServices) =>
  queryOptions({ queryKey: queryKeys.siteConfig(), queryFn: () => services.loadSiteConfig(), staleTime: Infinity });
