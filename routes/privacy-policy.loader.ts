import { storefrontLoader } from "../app/framework/loaders";
import { pageQuery } from "../app/cms/queries";
import { preloadPageSlots } from "../app/cms/preload-page-slots";
import { slotsOf } from "../app/cms/slots-of";
import { ClientApiError } from "../app/store-api/errors";
import type { PublicSiteConfig } from "../kv-schemas/site-config";

export interface PrivacyPolicyData {
  /**
   * The technical path of the shop's own privacy policy page (`/landingPage/{id}/`), looked up like
   * any content page; null: the storefront's built-in text. (Not named resourceType/-Identifier: the
   * language switch would take this page for the content page it shows.)
   */
  contentPath: string | null;
}

type PrivacyPolicyPage = NonNullable<PublicSiteConfig["extensions"]["personalDataProtection"]["privacyPolicyPage"]>;

/** The page lookup's technical path of a configured page (SwagShopwarePwa's PathResolver). */
const TECHNICAL_PATH: Record<PrivacyPolicyPage["type"], string> = {
  category: "navigation",
  landingPage: "landingPage",
};

/**
 * The privacy policy page: the shop's own content where its configuration names a CMS page (a category
 * of type page) or a landing page (`extensions.personalDataProtection.privacyPolicyPage`), so that an
 * operator publishes the real legal text in the shop's administration; otherwise the built-in text.
 * A named page the shop does not have (deleted, not in this language: a 4xx) falls back to the built-in
 * text and says so in the log; a shop that is down is the error page, as for every content page.
 */
export const loader = storefrontLoader(async ({ services, config, domain }): Promise<PrivacyPolicyData> => {
  const named = config.extensions.personalDataProtection.privacyPolicyPage;
  if (!named) return { contentPath: null };
  const path = `/${TECHNICAL_PATH[named.type]}/${named.id}/`;
  try {
    const page = await services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, path));
    if (!page.cmsPage) throw new Error(`the ${named.type} ${named.id} has no CMS layout`);
    await preloadPageSlots(slotsOf(page.cmsPage).map((slot) => slot.type));
    return { contentPath: path };
  } catch (error) {
    const missing = error instanceof ClientApiError && error.statusCode >= 400 && error.statusCode < 500;
    if (!missing && error instanceof ClientApiError) throw error;
    console.warn(
      `privacy policy: the configured ${named.type} ${named.id} cannot be shown, the built-in text is`,
      error,
    );
    return { contentPath: null };
  }
});
