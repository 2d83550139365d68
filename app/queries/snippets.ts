import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";
import { queryKey } from "./keys";

export const snippetsQuery = (services: Pick<StorefrontServices, "loadSnippets">, langCode: string) =>
  queryOptions({ queryKey: queryKey("snippets", langCode), queryFn: () => services.loadSnippets(langCode), staleTime: Infinity });
