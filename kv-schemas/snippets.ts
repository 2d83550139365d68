import * as z from "zod/mini";

/**
 * Translations of one language, as nested objects of strings ("account.login.title").
 * Kept in KV under `snippet:{langCode}`; the source is the shop's snippet endpoint.
 */
export type SnippetTree = { [key: string]: string | SnippetTree };

const snippetKey = z.string().check(z.regex(/^[A-Za-z0-9_.-]{1,80}$/, "snippet keys are short identifiers"));

export const snippetTreeSchema: z.ZodMiniType<SnippetTree> = z.lazy(() =>
  z.record(snippetKey, z.union([z.string().check(z.maxLength(4000)), snippetTreeSchema])),
);

/** A language code as used in snippet URLs: en-GB, de-DE, uk-UA. */
export const langCodeSchema = z.string().check(z.regex(/^[a-z]{2,3}-[A-Z]{2}$/, "expected a language code like en-GB"));

export const snippetKvKey = (langCode: string): string => `snippet:${langCode}`;
