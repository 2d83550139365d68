import { queryOptions } from "@tanstack/react-query";
import type { NavigationType } from "../store-api/navigation";
import type { StorefrontServices } from "../router/services";
import { queryKey } from "./keys";

export const navigationQuery = (services: StorefrontServices, languageId: string, root: NavigationType, depth: number) =>
  queryOptions({
    queryKey: queryKey("navigation", languageId, root, depth),
    queryFn: async () => (await import("../store-api/navigation")).readNavigation(services.api, languageId, root, depth),
    staleTime: 5 * 60_000,
  });
