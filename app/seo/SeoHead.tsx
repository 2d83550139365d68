import { useMatches, useRouteLoaderData } from "react-router";
import { loaderField, loaderText } from "../framework/route-matches";
import { useRouteErrorStatus } from "../framework/router-errors";
import type { rootLoader } from "../framework/root-loaders";
import { useDomain, usePagePath, useSiteConfig } from "../state/site";
import type { HeadTag } from "./head-tags";
import { absoluteUrl, alternatesFor } from "./urls";

const safeDecode = (path: string): string => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

/** A page's tags as its loader computed them (head-tags.ts). */
const isHeadTags = (value: unknown): value is HeadTag[] =>
  Array.isArray(value) && value.every((tag) => typeof tag === "object" && tag !== null && "kind" in tag);

function Tag({ tag }: { tag: HeadTag }) {
  if (tag.kind === "meta")
    return <meta {...(tag.name ? { name: tag.name } : { property: tag.property })} content={tag.content} />;
  if (tag.kind === "link")
    return <link rel={tag.rel} {...(tag.hrefLang ? { hrefLang: tag.hrefLang } : {})} href={tag.href} />;
  // Data, not script: JSON-LD is not executed, and "<" is escaped so that nothing can end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: tag.json }} />;
}

/**
 * Description, canonical URL, hreflang alternates, Open Graph and JSON-LD of the page, as its loader
 * computed them. Fixed routes (/login/, /cart/ …) get the canonical form of their URL, the same
 * path in every language and the shop's default description (their language's session route loads it).
 */
export function SeoHead({ title }: { title: string }) {
  const config = useSiteConfig();
  const domain = useDomain();
  const encoded = usePagePath();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const errorStatus = useRouteErrorStatus();
  const matches = useMatches();
  if (errorStatus !== null || !root) return null;
  const rest = safeDecode(encoded);
  // Loaders compute a page's tags (head-tags.ts); fixed routes only need these, written out here.
  const canonical = absoluteUrl(root.origin, domain.langPrefix, rest);
  // The deepest route's: a page's own tags, else the shop's default description (SessionRouteData).
  const description = matches.map((m) => loaderText(m, "shopMetaDescription")).findLast(Boolean);
  const tags: HeadTag[] = matches.map((m) => loaderField(m, "head")).findLast(isHeadTags) ?? [
    ...(description
      ? [
          { kind: "meta", name: "description", content: description } as const,
          { kind: "meta", property: "og:description", content: description } as const,
        ]
      : []),
    { kind: "link", rel: "canonical", href: canonical },
    ...alternatesFor(root.origin, config.domains, () => rest).map(
      (a): HeadTag => ({ kind: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href }),
    ),
    { kind: "meta", property: "og:type", content: "website" },
    { kind: "meta", property: "og:url", content: canonical },
    { kind: "meta", property: "og:site_name", content: config.salesChannel.name },
  ];
  return (
    <>
      <meta property="og:title" content={title} />
      {tags.map((tag, index) => (
        <Tag key={index} tag={tag} />
      ))}
    </>
  );
}
