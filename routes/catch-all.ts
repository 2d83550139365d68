import { data, redirect } from "react-router";
import { canonicalPagePath, withPrefix } from "../app/lib/paths";
import { pageQuery } from "../app/queries/page";
import { storefrontLoader } from "../app/router/loaders";
import type { ScreenRoute } from "../app/router/types";
import type { PwaPageResult } from "../app/store-api/operations";

/** Listing parameters a category page passes on to the page lookup (Shopware's listing request). */
export const LISTING_PARAMS = ["p", "order", "limit", "manufacturer", "properties", "min-price", "max-price", "rating", "shipping-free"] as const;

export function listingParams(search: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of LISTING_PARAMS) {
    const value = search.get(key);
    if (value !== null && value !== "") out[key] = value;
  }
  return out;
}

export interface CatchAllData {
  resourceType: PwaPageResult["resourceType"];
  resourceIdentifier: string;
  title: string | null;
}

/** SEO paths are stored decoded (UTF-8); a malformed escape cannot name any page. */
export function decodePath(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

function titleOf(page: PwaPageResult): string | null {
  const entity = page.resourceType === "frontend.navigation.page" ? page.category
    : page.resourceType === "frontend.detail.page" ? page.product : page.landingPage;
  const translated = (entity.translated ?? {}) as { metaTitle?: string | null; name?: string | null };
  return translated.metaTitle || translated.name || (entity as { name?: string }).name || null;
}

/**
 * Any other path: resolved by the page lookup (spec section 2). Unknown paths are a 404; a page
 * reached by an old or technical path is redirected (301) to its canonical SEO URL, query kept.
 */
export const catchAll: ScreenRoute = {
  name: "catch-all",
  path: "*",
  layout: "default",
  access: "open",
  title: (data) => (data as CatchAllData | undefined)?.title ?? null,
  loader: storefrontLoader(async ({ services, config, domain, path, url }): Promise<CatchAllData> => {
    const decoded = decodePath(path);
    if (decoded === null) throw data(null, { status: 404 });
    const page = await services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, decoded, listingParams(url.searchParams)));
    // The root category is the home page; it has no SEO URL of its own.
    const isHome = page.resourceType === "frontend.navigation.page" && page.resourceIdentifier === config.salesChannel.navigationCategoryId;
    const canonical = isHome ? "/" : canonicalPagePath(page.canonicalPathInfo || "/");
    if (canonical !== canonicalPagePath(decoded)) throw redirect(encodeURI(withPrefix(domain.langPrefix, canonical)) + url.search, 301);
    return { resourceType: page.resourceType, resourceIdentifier: page.resourceIdentifier, title: titleOf(page) };
  }),
  screen: () => import("./catch-all.screen"),
  screenModule: "routes/catch-all.screen.tsx",
};
