import { queryOptions } from "@tanstack/react-query";
import type { NavigationType } from "./store-api";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

export const navigationQuery = (
  services: StorefrontServices,
  languageId: string,
  root: NavigationType,
  depth: number,
) =>
  queryOptions({
    queryKey: queryKey("navigation", languageId, root, depth),
    queryFn: async () => (await import("./store-api")).readNavigation(services.api, languageId, root, depth),
    staleTime: 5 * 60_000,
  });
