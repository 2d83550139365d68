import type { Translate, TranslateParams } from "./i18n";

const rules = new Map<string, Intl.PluralRules>();

/**
 * A text with a number in it, in the plural form the language needs (Intl.PluralRules: English and
 * German one/other, Ukrainian one/few/many/other). Plural snippets are objects of forms
 * (`"cart.entryWithCount": { "one": "…", "other": "…" }`); a form the language lacks falls back to
 * `other`, and a shop snippet that overrides the key with a single string is used as it is. Other
 * placeholders than `count` come in `extra`.
 * Only the parts that show counts load it (cart entry, listing), never the first load.
 */
export function plural(t: Translate, locale: string, key: string, count: number, extra?: TranslateParams): string {
  const rule = rules.get(locale) ?? new Intl.PluralRules(locale);
  rules.set(locale, rule);
  const params = { ...extra, count: String(count) };
  for (const form of [rule.select(count), "other"]) {
    const text = t(`${key}.${form}`, params);
    if (text !== `${key}.${form}`) return text;
  }
  return t(key, params);
}
