import type { SeoData } from "./types";
import { jsonLdText } from "./urls";

/** A tag of the document head, as data: loaders compute them, the head renders them as they are. */
export type HeadTag =
  | { kind: "meta"; name?: string; property?: string; content: string }
  | { kind: "link"; rel: string; href: string; hrefLang?: string }
  | { kind: "json-ld"; json: string };

/** The head tags of a page's SEO data (og:title is the document title, added by the head itself). */
export function headTags(seo: SeoData, site: { name: string; locale: string }): HeadTag[] {
  const tags: HeadTag[] = [];
  const meta = (key: "name" | "property", id: string, content: string | number | undefined) => {
    if (content !== undefined && content !== "") tags.push({ kind: "meta", [key]: id, content: String(content) });
  };
  meta("name", "description", seo.description);
  meta("name", "google-site-verification", seo.siteVerification);
  if (seo.canonical) tags.push({ kind: "link", rel: "canonical", href: seo.canonical });
  for (const a of seo.alternates ?? [])
    tags.push({ kind: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href });
  const og = seo.openGraph;
  const image = og?.image;
  meta("property", "og:type", og?.type ?? "website");
  meta("property", "og:url", seo.canonical);
  meta("property", "og:site_name", site.name);
  meta("property", "og:locale", site.locale.replace("-", "_"));
  meta("property", "og:description", seo.description);
  meta("property", "og:image", image?.url);
  meta("property", "og:image:width", image?.width);
  meta("property", "og:image:height", image?.height);
  meta("property", "og:image:alt", image?.alt);
  meta("name", "twitter:card", image ? "summary_large_image" : "summary");
  for (const item of seo.jsonLd ?? []) tags.push({ kind: "json-ld", json: jsonLdText(item) });
  return tags;
}
