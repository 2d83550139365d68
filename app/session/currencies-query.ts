import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

export const currenciesQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("currencies", languageId),
    queryFn: async () => (await import("./currency-store-api")).readCurrencies(services.api, languageId),
    staleTime: 30 * 60_000,
  });
