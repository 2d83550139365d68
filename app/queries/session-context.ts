import { queryOptions } from "@tanstack/react-query";
import { readSessionContext } from "../store-api/context";
import type { StorefrontServices } from "../router/services";

/** The session context per language: guest or customer, currency, payment and shipping. */
export const sessionContextQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: ["session-context", languageId],
    queryFn: () => readSessionContext(services.api, languageId),
    staleTime: 60_000,
  });
