import { data, redirect } from "react-router";
import type { ListingParams, ListingSource } from "../app/lib/listing-query";
import { canonicalPagePath, withPrefix } from "../app/lib/paths";
import { listingQuery } from "../app/queries/listing";
import { pageQuery } from "../app/queries/page";
import { ensureSession, storefrontLoader } from "../app/router/loaders";
import type { ScreenRoute } from "../app/router/types";
import type { Breadcrumb, SeoData } from "../app/seo/types";
import type { PwaPageResult } from "../app/store-api/operations";
import { breadcrumbsOf, entityOf, pageSeo } from "./catch-all.seo";

export interface CatchAllData {
  resourceType: PwaPageResult["resourceType"];
  resourceIdentifier: string;
  /** The path the page was looked up by (decoded, without language prefix). */
  path: string;
  title: string | null;
  /** The page's product listing and the state it shows, when it has one. */
  listing: { source: ListingSource; params: ListingParams } | null;
  breadcrumbs: Breadcrumb[];
  seo: SeoData;
}

/** SEO paths are stored decoded (UTF-8); a malformed escape cannot name any page. */
export function decodePath(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

const hasListing = (page: PwaPageResult) =>
  (page.cmsPage?.sections ?? []).some((s) => (s.blocks ?? []).some((b) => (b.slots ?? []).some((slot) => slot.type === "product-listing")));

/**
 * Spec section 2: a CMS page shown for a navigation entry must belong to a category of type page and
 * must not be a dynamic layout (a product page layout, filled from a product, has nothing to show
 * here). Shopware answers such categories with 404; so do we, and the reason goes to the log.
 */
function assertNavigationCmsPage(page: PwaPageResult): void {
  if (page.resourceType !== "frontend.navigation.page") return;
  const type = (page.category as { type?: string }).type ?? "page";
  const layout = page.cmsPage?.type;
  if (type !== "page" || layout === "product_detail") {
    console.warn(`invalid-cms-page: category ${page.resourceIdentifier} (type ${type}, layout ${layout ?? "none"}) cannot be shown as a page`);
    throw data(null, { status: 404 });
  }
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
  title: (loaderData) => (loaderData as CatchAllData | undefined)?.title ?? null,
  loader: storefrontLoader(async (args): Promise<CatchAllData> => {
    const { services, config, domain, path, url } = args;
    const decoded = decodePath(path);
    if (decoded === null) throw data(null, { status: 404 });
    const { parseListingParams } = await import("../app/lib/listing-params");
    const params = parseListingParams(url.searchParams);
    const [page, session] = await Promise.all([
      services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, decoded, params)),
      ensureSession(args),
    ]);
    // The root category is the home page; it has no SEO URL of its own.
    const isHome = page.resourceType === "frontend.navigation.page" && page.resourceIdentifier === config.salesChannel.navigationCategoryId;
    const canonical = isHome ? "/" : canonicalPagePath(page.canonicalPathInfo || "/");
    if (canonical !== canonicalPagePath(decoded)) throw redirect(encodeURI(withPrefix(domain.langPrefix, canonical)) + url.search, 301);
    assertNavigationCmsPage(page);

    let listing: CatchAllData["listing"] = null;
    if (page.resourceType === "frontend.navigation.page" && hasListing(page)) {
      listing = { source: { type: "category", categoryId: page.resourceIdentifier }, params };
      await services.queryClient.ensureQueryData(listingQuery(services, domain.languageId, listing.source, params));
    }
    const entity = entityOf(page);
    const breadcrumbs = breadcrumbsOf(page, canonical);
    const seo = await pageSeo({ services, config, domain, origin: url.origin, page, path: canonical, listingPage: params.p ?? 1, session, breadcrumbs });
    return {
      resourceType: page.resourceType, resourceIdentifier: page.resourceIdentifier, path: decoded,
      title: entity.metaTitle || entity.name || null, listing, breadcrumbs, seo,
    };
  }),
  screen: () => import("./catch-all.screen"),
  screenModule: "routes/catch-all.screen.tsx",
};
