import { preloadPageSlots } from "../app/cms/preload-page-slots";
import { pageQuery } from "../app/cms/queries";
import { storefrontLoader } from "../app/framework/loaders";
import { absoluteUrl, alternatesFor, organizationJsonLd } from "../app/seo/build";
import { headTags } from "../app/seo/head-tags";
import { loadShopMetaDescription, metaDescriptionOr } from "../app/seo/meta-description";
import type { SeoData } from "../app/seo/types";
import { slotTypesOf } from "./catch-all.loader";
import { entityOf } from "./page-entity";

export const loader = storefrontLoader(async ({ services, config, domain, url }) => {
  const [page, shopDescription] = await Promise.all([
    services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, "/")),
    loadShopMetaDescription(services, domain.locale),
  ]);
  await preloadPageSlots(slotTypesOf(page));
  const home = absoluteUrl(url.origin, domain.langPrefix, "/");
  const description = metaDescriptionOr(entityOf(page).metaDescription, shopDescription);
  const seo: SeoData = {
    canonical: home,
    ...(description ? { description } : {}),
    // Every language's home is known without asking the shop.
    alternates: alternatesFor(url.origin, config.domains, () => "/"),
    openGraph: { type: "website" },
    // Google's HTML-tag verification reads the home page of the property (each language's home is
    // one: /de/ too). Shopware's SEO plugins put it on every page; here the others would carry it for nothing.
    siteVerification: config.extensions.siteVerificationId.trim(),
    jsonLd: [
      organizationJsonLd(url.origin, config),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: config.salesChannel.name,
        url: home,
        potentialAction: {
          "@type": "SearchAction",
          target: `${absoluteUrl(url.origin, domain.langPrefix, "/search/")}?search={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
  return {
    resourceType: page.resourceType,
    resourceIdentifier: page.resourceIdentifier,
    head: headTags(seo, { name: config.salesChannel.name, locale: domain.locale }),
  };
});
