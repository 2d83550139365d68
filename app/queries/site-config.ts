import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";
import { queryKey } from "./keys";

/** The site configuration; it changes rarely and the Worker already caches it, so it never goes stale here. */
export const siteConfigQuery = (services: StorefrontServices) => queryOptions({ queryKey: queryKey("site-config"), queryFn: () => services.loadSiteConfig(), staleTime: Infinity });
