import { snippetsQuery } from "../i18n/snippets-query";
import { FALLBACK_LOCALE } from "../i18n/i18n";
import { loadShopMetaDescription } from "../seo/meta-description";
import { ensureSession, storefrontLoader } from "./loaders";

export interface RootData {
  /** The origin the shopper reached us at: absolute URLs (canonical, hreflang, Open Graph) use it. */
  origin: string;
}

/** The document needs the texts of the page's language and the en-GB fallback. */
export const rootLoader = storefrontLoader(async ({ services, domain, url }): Promise<RootData> => {
  const { queryClient } = services;
  await Promise.all([
    queryClient.ensureQueryData(snippetsQuery(services, domain.locale)),
    domain.locale !== FALLBACK_LOCALE ? queryClient.ensureQueryData(snippetsQuery(services, FALLBACK_LOCALE)) : null,
  ]);
  return { origin: url.origin };
});

/** What the session route tells the pages of its language branch. */
export interface SessionRouteData {
  /**
   * The shop's default meta description in the branch's language, for the fixed routes' heads (the
   * catalogue's loaders put it in their own tags). Here, since each language has its own session
   * route: a client navigation into another language always gets that language's text.
   */
  shopMetaDescription?: string;
}

/** The session context is loaded for every request; guest or customer is known to every route. */
export const sessionLoader = storefrontLoader(async (args): Promise<SessionRouteData> => {
  const [, shopMetaDescription] = await Promise.all([
    ensureSession(args),
    loadShopMetaDescription(args.services, args.domain.locale),
  ]);
  return shopMetaDescription ? { shopMetaDescription } : {};
});
