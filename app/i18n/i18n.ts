import rosetta from "rosetta";
import type { SnippetTree } from "../../kv-schemas/snippets";

export type TranslateParams = Record<string, string | number>;
export type Translate = (key: string, params?: TranslateParams) => string;

export const FALLBACK_LOCALE = "en-GB";

/**
 * rosetta with the active language's snippets and en-GB as fallback: a key missing
 * in the active language is taken from en-GB, a key missing in both shows as itself.
 */
export function createTranslate(locale: string, messages: SnippetTree, fallback: SnippetTree | undefined): Translate {
  const i18n = rosetta<SnippetTree>({
    [locale]: messages,
    ...(fallback && locale !== FALLBACK_LOCALE ? { [FALLBACK_LOCALE]: fallback } : {}),
  });
  i18n.locale(locale);
  return (key, params) => {
    const own = i18n.t(key, params, locale);
    if (typeof own === "string" && own !== "") return own;
    const fb = locale !== FALLBACK_LOCALE ? i18n.t(key, params, FALLBACK_LOCALE) : "";
    return typeof fb === "string" && fb !== "" ? fb : key;
  };
}
