import { createTranslate, FALLBACK_LOCALE, type Translate } from "../i18n/i18n";
import { snippetsQuery } from "../i18n/snippets-query";
import type { StorefrontServices } from "../framework/services";

/**
 * The shop's default meta description: Shopware's storefront snippet of this key, which every page
 * without a description of its own carries (its MetaInformation falls back to it). The storefront's
 * texts ship one per language (app/i18n/locales); the shop's snippets may override it.
 */
export const SHOP_META_DESCRIPTION_KEY = "general.metaDescription";

/** The shop's default description in the texts of `t`; none when the shop emptied the snippet. */
export function shopMetaDescription(t: Translate): string | undefined {
  const text = t(SHOP_META_DESCRIPTION_KEY).trim();
  return text && text !== SHOP_META_DESCRIPTION_KEY ? text : undefined;
}

/**
 * The same for a loader: the texts of the page's language (en-GB for a key it lacks), from the query
 * cache the root loader fills; the root loader runs alongside, so its fetch is shared, not repeated.
 */
export async function loadShopMetaDescription(
  services: Pick<StorefrontServices, "queryClient" | "loadSnippets">,
  locale: string,
): Promise<string | undefined> {
  const { queryClient } = services;
  const [messages, fallback] = await Promise.all([
    queryClient.ensureQueryData(snippetsQuery(services, locale)),
    locale !== FALLBACK_LOCALE ? queryClient.ensureQueryData(snippetsQuery(services, FALLBACK_LOCALE)) : undefined,
  ]);
  return shopMetaDescription(createTranslate(locale, messages, fallback));
}

/** A page's own description wins (Shopware: the entity's meta description); the shop's default stands in for none. */
export const metaDescriptionOr = (
  own: string | null | undefined,
  shopDefault: string | undefined,
): string | undefined => own?.trim() || shopDefault;
