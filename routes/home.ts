import { pageQuery } from "../app/queries/page";
import { storefrontLoader } from "../app/router/loaders";
import type { ScreenRoute } from "../app/router/types";
import { absoluteUrl, alternatesFor, organizationJsonLd } from "../app/seo/build";
import type { SeoData } from "../app/seo/types";
import { entityOf } from "./catch-all.seo";

/** Home: the CMS page of the root category (spec: its title uses the empty-cart text). */
export const home: ScreenRoute = {
  name: "home",
  index: true,
  layout: "default",
  access: "open",
  titleKey: "cart.empty",
  loader: storefrontLoader(async ({ services, config, domain, url }) => {
    const page = await services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, "/"));
    const home = absoluteUrl(url.origin, domain.langPrefix, "/");
    const description = entityOf(page).metaDescription;
    const seo: SeoData = {
      canonical: home,
      ...(description ? { description } : {}),
      // Every language's home is known without asking the shop.
      alternates: alternatesFor(url.origin, config.domains, () => "/"),
      openGraph: { type: "website", title: config.salesChannel.name },
      jsonLd: [
        organizationJsonLd(url.origin, config),
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: config.salesChannel.name,
          url: home,
          potentialAction: { "@type": "SearchAction", target: `${absoluteUrl(url.origin, domain.langPrefix, "/search/")}?search={search_term_string}`, "query-input": "required name=search_term_string" },
        },
      ],
    };
    return { resourceType: page.resourceType, resourceIdentifier: page.resourceIdentifier, seo };
  }),
  screen: () => import("./home.screen"),
  screenModule: "routes/home.screen.tsx",
};
