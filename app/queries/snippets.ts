import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";
import { queryKeys } from "./keys";

export const FALLBACK_LOCALE = "en-GB";

export const snippetsQuery = (services: StorefrontServices, langCode: string) =>
  queryOptions({ queryKey: queryKeys.snippets(langCode), queryFn: () => services.loadSnippets(langCode), staleTime: Infinity });
