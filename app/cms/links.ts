import { canonicalPagePath, withPrefix } from "../lib/paths";

/**
 * A link stored in the CMS ("/navigation/{id}", "https://…", "/information/…") as a storefront href:
 * internal paths get the language prefix and the canonical trailing slash.
 */
export function cmsHref(
  url: string,
  prefix: string,
  prefixes: readonly string[],
): { href: string; external: boolean } | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return { href: trimmed, external: true };
  if (!trimmed.startsWith("/") || trimmed.startsWith("//")) return null;
  const [path = "/", query] = trimmed.split(/(?=[?#])/);
  const first = path.split("/")[1] ?? "";
  const prefixed = first && prefixes.includes(first) ? path : withPrefix(prefix, path);
  return { href: canonicalPagePath(prefixed) + (query ?? ""), external: false };
}
