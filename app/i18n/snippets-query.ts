import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

export const snippetsQuery = (services: Pick<StorefrontServices, "loadSnippets">, langCode: string) =>
  queryOptions({
    queryKey: queryKey("snippets", langCode),
    queryFn: () => services.loadSnippets(langCode),
    staleTime: Infinity,
  });
