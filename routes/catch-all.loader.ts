import { data, redirect } from "react-router";
import { slotsOf } from "../app/cms/slots-of";
import { preloadPageSlots } from "../app/cms/preload-page-slots";
import { VariantConfigurator } from "../app/catalog/variants/island";
import { SWITCH_PATH } from "../app/catalog/variants/switch-path";
import { switchVariant } from "../app/catalog/variants/switch-variant";
import { parseListingParams, withKnownSorting } from "../app/catalog/listing/listing-params";
import { canonicalPagePath, withPrefix } from "../app/lib/paths";
import { listingQuery } from "../app/catalog/listing/queries";
import { pageQuery } from "../app/cms/queries";
import { crossSellingInPage, pageShowsOwnCrossSelling } from "../app/catalog/cross-selling";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import type { PwaPageResult } from "../app/store-api/operations";
import { headTags, type HeadTag } from "../app/seo/head-tags";
import { loadShopMetaDescription } from "../app/seo/meta-description";
import { breadcrumbsOf, pageSeo } from "./catch-all.seo";
import { entityOf } from "./page-entity";
import type { ListingParams, ListingSource } from "../app/catalog/listing/listing-query";
import type { PageTitleData } from "../app/framework/types";
import type { ProductJsonLdInput } from "../app/seo/product-json-ld";
import type { Breadcrumb } from "../app/seo/types";

export interface CatchAllData extends PageTitleData {
  resourceType: PwaPageResult["resourceType"];
  resourceIdentifier: string;
  /** The path the page was looked up by (decoded, without language prefix). */
  path: string;
  title: string | null;
  /** The page's product listing and the state it shows, when it has one. */
  listing: { source: ListingSource; params: ListingParams } | null;
  breadcrumbs: Breadcrumb[];
  head: HeadTag[];
  /** A product page's JSON-LD, rendered by its buy box with the offer of the moment (app/seo/ProductJsonLd). */
  productJsonLd: ProductJsonLdInput | null;
}

/** SEO paths are stored decoded (UTF-8); a malformed escape cannot name any page. */
export function decodePath(path: string): string | null {
  try {
    return decodeURI(path);
  } catch {
    return null;
  }
}

/**
 * A CMS page shown for a navigation entry must belong to a category of type page and
 * must not be a dynamic layout (a product page layout, filled from a product, has nothing to show
 * here). Shopware answers such categories with 404; so do we, and the reason goes to the log.
 */
function assertNavigationCmsPage(page: PwaPageResult): void {
  if (page.resourceType !== "frontend.navigation.page") return;
  const type = (page.category as { type?: string }).type ?? "page";
  const layout = page.cmsPage?.type;
  if (type !== "page" || layout === "product_detail") {
    console.warn(
      `invalid-cms-page: category ${page.resourceIdentifier} (type ${type}, layout ${layout ?? "none"}) cannot be shown as a page`,
    );
    throw data(null, { status: 404 });
  }
}

/** The slot types of a page's CMS layout. */
export const slotTypesOf = (page: PwaPageResult): string[] => slotsOf(page.cmsPage).map((slot) => slot.type);

export const loader = storefrontLoader(async (args): Promise<CatchAllData> => {
  const { services, config, domain, path, url } = args;
  const decoded = decodePath(path);
  if (decoded === null) throw data(null, { status: 404 });
  // A variant choice (a link of the product page's configurator) leads to the chosen variant's page.
  const switchParent = SWITCH_PATH.exec(decoded)?.[1];
  if (switchParent) throw await switchVariant(args, switchParent);
  // The session is loaded with the page: the product's JSON-LD offer is in its currency.
  const {
    result: [page],
    params,
  } = await withKnownSorting(parseListingParams(url.searchParams), (params) =>
    Promise.all([
      services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, decoded, params)),
      ensureSession(args),
    ]),
  );
  // The root category is the home page; it has no SEO URL of its own.
  const isHome =
    page.resourceType === "frontend.navigation.page" &&
    page.resourceIdentifier === config.salesChannel.navigationCategoryId;
  const canonical = isHome ? "/" : canonicalPagePath(page.canonicalPathInfo || "/");
  if (canonical !== canonicalPagePath(decoded))
    throw redirect(encodeURI(withPrefix(domain.langPrefix, canonical)) + url.search, 301);
  assertNavigationCmsPage(page);

  // A product page without a cross-selling element shows the groups itself: asked for now, beside the
  // page's remaining work, and not waited for beyond it (app/catalog/cross-selling, crossSellingInPage).
  const crossSelling = pageShowsOwnCrossSelling(page)
    ? crossSellingInPage(services, domain.languageId, page.resourceIdentifier)
    : null;

  let listing: CatchAllData["listing"] = null;
  if (page.resourceType === "frontend.navigation.page" && slotTypesOf(page).includes("product-listing")) {
    listing = { source: { type: "category", categoryId: page.resourceIdentifier }, params };
    await services.queryClient.ensureQueryData(listingQuery(services, domain.languageId, listing.source, params));
  }
  // Before a client-side navigation shows the page, the code of its elements is there (and a variant's configurator).
  // The shop's default description is read from the texts the root loader loads alongside.
  const [shopDescription] = await Promise.all([
    loadShopMetaDescription(services, domain.locale),
    preloadPageSlots(slotTypesOf(page)),
    page.resourceType === "frontend.detail.page" && page.configurator?.length ? VariantConfigurator.preload() : null,
    crossSelling,
  ]);
  const entity = entityOf(page);
  const breadcrumbs = breadcrumbsOf(page, canonical);
  const seo = await pageSeo({
    services,
    config,
    domain,
    origin: url.origin,
    page,
    path: canonical,
    listingPage: params.p ?? 1,
    breadcrumbs,
    shopDescription,
  });
  return {
    resourceType: page.resourceType,
    resourceIdentifier: page.resourceIdentifier,
    path: decoded,
    title: entity.metaTitle || entity.name || null,
    listing,
    breadcrumbs,
    head: headTags(seo, { name: config.salesChannel.name, locale: domain.locale }),
    productJsonLd: seo.product ?? null,
  };
});
