import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { searchSuggest } from "./store-api";
import { queryKey } from "../framework/query-keys";

/** Suggestions start at the third character. */
export const SUGGEST_MIN_LENGTH = 3;

export const searchSuggestQuery = (services: StorefrontServices, languageId: string, term: string) =>
  queryOptions({
    queryKey: queryKey("search-suggest", languageId, term),
    queryFn: () => searchSuggest(services.api, languageId, term),
    staleTime: 60_000,
    enabled: term.length >= SUGGEST_MIN_LENGTH,
  });
