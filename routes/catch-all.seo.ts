import type { Domain, PublicSiteConfig } from "../kv-schemas/site-config";
import { seoPathToPagePath } from "../app/lib/paths";
import { productPath } from "../app/catalog/product-path";
import type { StorefrontServices } from "../app/framework/services";
import { absoluteUrl, alternatesFor, breadcrumbJsonLd, plainText } from "../app/seo/build";
import { metaDescriptionOr } from "../app/seo/meta-description";
import type { Breadcrumb, SeoAlternate, SeoData, SeoImage } from "../app/seo/types";
import type { PwaPageResult, Schemas } from "../app/store-api/operations";
import { entityOf } from "./page-entity";

/** The page lookup's breadcrumb (root first), with the product itself last on product pages. */
export function breadcrumbsOf(page: PwaPageResult, pagePath: string): Breadcrumb[] {
  const crumbs =
    Array.isArray(page.breadcrumb) || !page.breadcrumb
      ? []
      : Object.values(page.breadcrumb).map((b) => ({
          name: b.name,
          path: seoPathToPagePath(b.path.replace(/^\//, "")),
        }));
  if (page.resourceType === "frontend.detail.page") crumbs.push({ name: entityOf(page).name, path: pagePath });
  return crumbs;
}

/** The seo_url route names of the page lookup's resource types (the same words in Shopware). */
const ROUTE_NAMES: Record<PwaPageResult["resourceType"], string> = {
  "frontend.navigation.page": "frontend.navigation.page",
  "frontend.detail.page": "frontend.detail.page",
  "frontend.landing.page": "frontend.landing.page",
};

/**
 * hreflang links: the page in every language that has it, x-default the default language's URL.
 * Server only (StorefrontServices.pageLanguagePaths, from the Worker's sitemaps in KV): every
 * visitor's first page has them, and no Store API call is made for them. A page that exists in its
 * own language only has none.
 */
async function alternatesOf(
  services: StorefrontServices,
  domains: readonly Domain[],
  current: Domain,
  origin: string,
  page: PwaPageResult,
  currentPath: string,
): Promise<SeoAlternate[] | undefined> {
  if (!services.pageLanguagePaths) return undefined;
  const paths = new Map(await services.pageLanguagePaths(ROUTE_NAMES[page.resourceType], page.resourceIdentifier));
  // The page's own URL is the one it was found at, whatever a sitemap kept meanwhile.
  paths.set(current.id, currentPath);
  return paths.size > 1 ? alternatesFor(origin, domains, (d) => paths.get(d.id) ?? null) : undefined;
}

function imageOf(media: Schemas["Media"] | null | undefined): SeoImage | undefined {
  if (!media?.url) return undefined;
  const meta = media.metaData as { width?: number; height?: number } | undefined;
  return {
    url: media.url,
    ...(meta?.width ? { width: meta.width } : {}),
    ...(meta?.height ? { height: meta.height } : {}),
    ...(media.alt ? { alt: media.alt } : {}),
  };
}

/** A product's pictures in their order, else its cover alone, else none. */
function productImages(media: SeoImage[], cover: SeoImage | undefined): SeoImage[] {
  if (media.length) return media;
  return cover ? [cover] : [];
}

export interface PageSeoInput {
  services: StorefrontServices;
  config: PublicSiteConfig;
  domain: Domain;
  origin: string;
  page: PwaPageResult;
  /** The canonical path of the page in this language ("/Photo-books/"), "/" for home. */
  path: string;
  /** Page 2 and later of a listing are pages of their own for search engines. */
  listingPage: number;
  breadcrumbs: Breadcrumb[];
  /** The shop's default meta description in the page's language, for a page without its own. */
  shopDescription: string | undefined;
}

export async function pageSeo(input: PageSeoInput): Promise<SeoData> {
  const { services, config, domain, origin, page, path } = input;
  const entity = entityOf(page);
  const pageQuery = input.listingPage > 1 ? `?p=${input.listingPage}` : "";
  const canonical = `${absoluteUrl(origin, domain.langPrefix, path)}${pageQuery}`;
  const description = metaDescriptionOr(entity.metaDescription || plainText(entity.description), input.shopDescription);
  const seo: SeoData = { canonical, ...(description ? { description } : {}), jsonLd: [] };
  const alternates = await alternatesOf(services, config.domains, domain, origin, page, path);
  if (alternates) seo.alternates = alternates;
  if (input.breadcrumbs.length > 1) seo.jsonLd!.push(breadcrumbJsonLd(origin, domain.langPrefix, input.breadcrumbs));

  if (page.resourceType === "frontend.detail.page") {
    const product = page.product;
    const media = [...(product.media ?? [])]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
      .map((m) => imageOf(m.media))
      .filter((m): m is SeoImage => Boolean(m));
    const cover = imageOf(product.cover?.media) ?? media[0];
    const reviews = (product as { productReviews?: unknown[] }).productReviews;
    seo.openGraph = { type: "product", ...(cover ? { image: cover } : {}) };
    seo.product = {
      url: absoluteUrl(origin, domain.langPrefix, productPath(product)),
      name: entity.name,
      description: plainText(entity.description, 5000),
      sku: product.productNumber,
      images: productImages(media, cover),
      brand: product.manufacturer
        ? ((product.manufacturer.translated as { name?: string } | undefined)?.name ??
          product.manufacturer.name ??
          null)
        : null,
      rating: product.ratingAverage ? { average: product.ratingAverage, count: reviews?.length ?? 0 } : null,
    };
  } else {
    const media = page.resourceType === "frontend.navigation.page" ? page.category.media : null;
    const image = imageOf(media);
    seo.openGraph = { type: "website", ...(image ? { image } : {}) };
  }
  return seo;
}
