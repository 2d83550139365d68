import { queryOptions } from "@tanstack/react-query";
import { readCurrencies } from "../store-api/currency";
import type { StorefrontServices } from "../router/services";

export const currenciesQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: ["currencies", languageId],
    queryFn: () => readCurrencies(services.api, languageId),
    staleTime: 30 * 60_000,
  });
