import type { Category } from "./store-api";
import { seoPathToPagePath, withPrefix } from "../lib/paths";

export interface CategoryLink {
  href: string;
  /** An absolute URL to another site. */
  external: boolean;
  newTab: boolean;
}

const hasPrefix = (path: string, prefixes: readonly string[]) =>
  prefixes.some((p) => p && (path === `/${p}` || path.startsWith(`/${p}/`)));

/** What a link category points to: its external URL, or the page of the entity it links to, else nothing. */
function linkTarget(category: Category): string | null | undefined {
  if (category.linkType === "external") return category.externalLink;
  if (!category.internalLink) return null;
  switch (category.linkType) {
    case "category":
      return `/navigation/${category.internalLink}/`;
    case "product":
      return `/detail/${category.internalLink}/`;
    case "landing_page":
      return `/landingPage/${category.internalLink}/`;
    default:
      return null;
  }
}

/**
 * Where a category leads: pages by their SEO URL, or /navigation/{id} when they have
 * none; links to their target; folders nowhere. Internal paths get the current language prefix.
 */
export function categoryLink(category: Category, prefix: string, prefixes: readonly string[]): CategoryLink | null {
  const newTab = category.linkNewTab === true;
  if (category.type === "link") {
    const target = linkTarget(category);
    if (!target) return null;
    if (/^https?:\/\//i.test(target)) return { href: target, external: true, newTab };
    if (!target.startsWith("/")) return null;
    return { href: hasPrefix(target, prefixes) ? target : withPrefix(prefix, target), external: false, newTab };
  }
  if (category.type !== "page") return null;
  const seo = category.seoUrls?.find((u) => u.isCanonical !== false) ?? category.seoUrls?.[0];
  const path = seo ? seoPathToPagePath(seo.seoPathInfo) : `/navigation/${category.id}/`;
  return { href: withPrefix(prefix, path), external: false, newTab };
}

export const categoryName = (category: Category): string =>
  (category.translated as { name?: string } | undefined)?.name ?? category.name;
