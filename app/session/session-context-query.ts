import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";
import { sessionIsPersonal } from "./personal-hint";

/** The session context per language: guest or customer, currency, payment and shipping. */
export const sessionContextQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("session-context", languageId),
    queryFn: async () => (await import("./store-api")).readSessionContext(services.api, languageId),
    // A shared page's session is read at 0 (worker/ssr/shared-page): it is this shopper's own for as long
    // as the session has nothing personal (./personal-hint), and read again once it has.
    staleTime: (query) => (query.state.dataUpdatedAt === 0 && !sessionIsPersonal() ? Number.POSITIVE_INFINITY : 60_000),
    // A shopper back at the tab after a while gets the session read again: one that ended elsewhere shows.
    refetchOnWindowFocus: true,
  });
