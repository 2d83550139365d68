import type { Category } from "../store-api/navigation";
import { seoPathToPagePath, withPrefix } from "./paths";

export interface CategoryLink {
  href: string;
  /** An absolute URL to another site. */
  external: boolean;
  newTab: boolean;
}

const hasPrefix = (path: string, prefixes: readonly string[]) => prefixes.some((p) => p && (path === `/${p}` || path.startsWith(`/${p}/`)));

/**
 * Where a category leads (spec section 2): pages by their SEO URL, or /navigation/{id} when they have
 * none; links to their target; folders nowhere. Internal paths get the current language prefix.
 */
export function categoryLink(category: Category, prefix: string, prefixes: readonly string[]): CategoryLink | null {
  const newTab = category.linkNewTab === true;
  if (category.type === "link") {
    const target =
      category.linkType === "external"
        ? category.externalLink
        : category.linkType === "category" && category.internalLink
          ? `/navigation/${category.internalLink}/`
          : category.linkType === "product" && category.internalLink
            ? `/detail/${category.internalLink}/`
            : category.linkType === "landing_page" && category.internalLink
              ? `/landingPage/${category.internalLink}/`
              : null;
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

export const categoryName = (category: Category): string => (category.translated as { name?: string } | undefined)?.name ?? category.name;
