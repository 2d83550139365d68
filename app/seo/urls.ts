import type { Domain } from "../../kv-schemas/site-config";
import { withPrefix } from "../lib/paths";
import type { SeoAlternate } from "./types";

// What the document head needs on every page; the builders of page data (build.ts) load with loaders.

/** An absolute URL for a path of one language, encoded as a browser would send it. */
export const absoluteUrl = (origin: string, prefix: string, path: string): string =>
  `${origin}${encodeURI(withPrefix(prefix, path))}`;

/**
 * hreflang links: each language domain with its own path for the page, and x-default on the
 * default (root) domain. `pathFor` returns null where the page has no URL in that language.
 */
export function alternatesFor(
  origin: string,
  domains: readonly Domain[],
  pathFor: (domain: Domain) => string | null,
): SeoAlternate[] {
  const out: SeoAlternate[] = [];
  for (const domain of domains) {
    const path = pathFor(domain);
    if (path !== null) out.push({ hreflang: domain.locale, href: absoluteUrl(origin, domain.langPrefix, path) });
  }
  const fallback = domains.find((d) => d.langPrefix === "") ?? domains[0];
  const defaultPath = fallback ? pathFor(fallback) : null;
  if (fallback && defaultPath !== null)
    out.push({ hreflang: "x-default", href: absoluteUrl(origin, fallback.langPrefix, defaultPath) });
  return out;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so that no text can close the script. */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
