import type { Catalogue, SeedSeoUrl, SeoRouteName } from "../catalog/catalogue";
import { base, type RenderContext } from "./common";

export function serializeSeoUrl(url: SeedSeoUrl, ctx: RenderContext) {
  return {
    ...base(url.id),
    salesChannelId: ctx.salesChannelId,
    languageId: url.languageId,
    foreignKey: url.foreignKey,
    routeName: url.routeName,
    pathInfo: url.pathInfo,
    seoPathInfo: url.seoPathInfo,
    isCanonical: url.isCanonical,
    isModified: false,
    isDeleted: false,
    error: null,
    url: null,
    apiAlias: "seo_url",
  };
}

/** What `sw-include-seo-urls` adds to an entity: its canonical URL in the current language. */
export function seoUrlsFor(catalogue: Catalogue, routeName: SeoRouteName, foreignKey: string, ctx: RenderContext) {
  if (!ctx.includeSeoUrls) return {};
  const url = catalogue.seoByForeignKey.get(`${ctx.languageId}|${routeName}|${foreignKey}`);
  return { seoUrls: url ? [serializeSeoUrl(url, ctx)] : [] };
}
