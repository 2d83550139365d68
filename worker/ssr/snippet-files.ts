import { defaultShouldDehydrateQuery, type Query, type QueryClient } from "@tanstack/react-query";
import { fingerprint } from "../services/fingerprint";

/** A language's texts as a file of their version: the same URL holds the same texts for good. */
export const snippetFilePath = (langCode: string, version: string) =>
  `/api-sync/snippet/${encodeURIComponent(langCode)}?v=${version}`;

const isSnippets = (query: Query) => query.queryKey[0] === "snippets";

/**
 * The texts the page was rendered with, by language (its own and the fallback's), as files to fetch
 * instead of copies in the page (issue 15): they were 26 KB of every page (52 KB in a language with
 * the en-GB fallback), parsed before hydration, the same on every page, and sent again every time.
 */
export function snippetFiles(queryClient: QueryClient): Record<string, string> {
  const files: Record<string, string> = {};
  for (const query of queryClient.getQueryCache().findAll({ predicate: isSnippets })) {
    const [, langCode] = query.queryKey;
    const texts = query.state.data;
    if (typeof langCode === "string" && texts && typeof texts === "object")
      files[langCode] = snippetFilePath(langCode, fingerprint(texts));
  }
  return files;
}

/** What goes into the page's dehydrated cache: everything the default would send, but the texts. */
export const dehydratedWithoutSnippets = (query: Query) => !isSnippets(query) && defaultShouldDehydrateQuery(query);
