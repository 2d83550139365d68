import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

/** The session context per language: guest or customer, currency, payment and shipping. */
export const sessionContextQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("session-context", languageId),
    queryFn: async () => (await import("./store-api")).readSessionContext(services.api, languageId),
    staleTime: 60_000,
    // A shopper back at the tab after a while gets the session read again: one that ended elsewhere shows.
    refetchOnWindowFocus: true,
  });
