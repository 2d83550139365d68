import { seoPathToPagePath } from "../lib/paths";

/** A product's page path (without language prefix): its SEO URL, or the technical /detail/{id}/ that redirects to it. */
export function productPath(product: { id: string; seoUrls?: { seoPathInfo?: string }[] | null }): string {
  const seo = product.seoUrls?.find((u) => u.seoPathInfo)?.seoPathInfo;
  return seo ? seoPathToPagePath(seo) : `/detail/${product.id}/`;
}
