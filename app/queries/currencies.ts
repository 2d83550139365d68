import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";
import { queryKey } from "./keys";

export const currenciesQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("currencies", languageId),
    queryFn: async () => (await import("../store-api/currency")).readCurrencies(services.api, languageId),
    staleTime: 30 * 60_000,
  });
