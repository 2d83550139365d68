import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { resolveDomain } from "../lib/language";
import { useRouteErrorStatus } from "../components/PageTitle";
import type { RootData } from "../router/root-loaders";
import { useSiteConfig } from "../state/site";
import { absoluteUrl, alternatesFor, jsonLdText } from "./build";
import type { SeoData } from "./types";

const safeDecode = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** The deepest route whose loader returned `seo`. */
function useRouteSeo(): SeoData | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]!.loaderData as { seo?: SeoData } | null | undefined;
    if (data && typeof data === "object" && data.seo) return data.seo;
  }
  return null;
}

/**
 * Description, canonical URL, hreflang alternates, Open Graph and JSON-LD of the page. Routes
 * without their own SEO data get the canonical form of their URL and the same path in every language.
 */
export function SeoHead({ title }: { title: string }) {
  const config = useSiteConfig();
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const errorStatus = useRouteErrorStatus();
  const seo = useRouteSeo();
  if (errorStatus !== null || !root) return null;
  const { domain, rest: encodedRest } = resolveDomain(pathname, config.domains);
  const rest = safeDecode(encodedRest);
  const canonical = seo?.canonical ?? absoluteUrl(root.origin, domain.langPrefix, rest);
  // A page with SEO data of its own knows its other languages' paths (or leaves them out); only the
  // fixed routes (/login/, /cart/ …) have the same path under every prefix.
  const alternates = seo ? (seo.alternates ?? []) : alternatesFor(root.origin, config.domains, () => rest);
  const og = seo?.openGraph ?? { type: "website" as const, title };
  return (
    <>
      {seo?.description ? <meta name="description" content={seo.description} /> : null}
      <link rel="canonical" href={canonical} />
      {alternates.map((a) => <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />)}
      <meta property="og:type" content={og.type} />
      <meta property="og:title" content={og.title} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={config.salesChannel.name} />
      <meta property="og:locale" content={domain.locale.replace("-", "_")} />
      {seo?.description ? <meta property="og:description" content={seo.description} /> : null}
      {og.image ? <meta property="og:image" content={og.image.url} /> : null}
      {og.image?.width ? <meta property="og:image:width" content={String(og.image.width)} /> : null}
      {og.image?.height ? <meta property="og:image:height" content={String(og.image.height)} /> : null}
      {og.image?.alt ? <meta property="og:image:alt" content={og.image.alt} /> : null}
      <meta name="twitter:card" content={og.image ? "summary_large_image" : "summary"} />
      {(seo?.jsonLd ?? []).map((item, index) => (
        // Data, not script: JSON-LD is not executed, and "<" is escaped so that nothing can end the element.
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  );
}
