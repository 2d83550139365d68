import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { ancestorIds, categoryById, ROOT_CATEGORY_ID } from "../seed/categories";
import { cmsPageByKey, LANDING_PAGES, productLayoutOf } from "../seed/cms";
import { base, renderContext, type RenderContext, tr } from "../serialize/common";
import type { Catalogue } from "../catalog/catalogue";
import { serializeCategory } from "../serialize/category";
import { serializeCmsPage } from "../serialize/cms";
import { detailProductOf } from "../catalog/variants";
import { configuratorOf } from "../serialize/configurator";
import { serializeProduct } from "../serialize/product";
import { seoUrlsFor } from "../serialize/seo";
import { categoryCmsPage } from "./category";
import { catalogueOf } from "./catalog-helpers";

/** The technical paths of SwagShopwarePwa's PathResolver. */
const TECHNICAL: [RegExp, "frontend.navigation.page" | "frontend.detail.page" | "frontend.landing.page"][] = [
  [/^\/?navigation\/([a-f0-9]{32})$/, "frontend.navigation.page"],
  [/^\/?detail\/([a-f0-9]{32})$/, "frontend.detail.page"],
  [/^\/?landingPage\/([a-f0-9]{32})$/, "frontend.landing.page"],
];

const bodySchema = z.object({ path: z.string().max(2048).optional() }).passthrough();

function breadcrumb(categoryId: string, catalogue: Catalogue, ctx: RenderContext) {
  const ids = [...ancestorIds(categoryId), categoryId].filter((id) => id !== ROOT_CATEGORY_ID);
  return Object.fromEntries(
    ids.map((id) => {
      const category = categoryById(id)!;
      const seo = catalogue.seoByForeignKey.get(`${ctx.languageId}|frontend.navigation.page|${id}`);
      return [id, { name: tr(category.name, ctx.locale), path: seo ? `/${seo.seoPathInfo}` : `/navigation/${id}` }];
    }),
  );
}

/**
 * POST /store-api/pwa/page (SwagShopwarePwa): resolves a storefront path through the SEO URLs to a
 * navigation, product or landing page and returns it with its CMS page resolved.
 */
export const pwaPageRoutes = new Hono<EmulatorEnv>()
  .post("/pwa/page", async (c) => {
    const body = bodySchema.parse(await jsonBody(c));
    if (body.path === undefined) throw errors.missingPath();
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const path = body.path;
    const seoPath = path.replace(/^\/+/, "");

    let pathInfo = `/navigation/${ROOT_CATEGORY_ID}`;
    let seoHit = false;
    if (seoPath !== "") {
      const hit = catalogue.seoByPath.get(`${ctx.languageId}|${seoPath}`);
      pathInfo = hit ? hit.pathInfo : `/${seoPath}`;
      seoHit = hit !== undefined;
    }
    const technical = TECHNICAL.map(([re, type]) => [pathInfo.match(re)?.[1], type] as const).find(([id]) => id);
    if (!technical) throw errors.pathNotResolved(path);
    const [pathId, resourceType] = technical as [string, (typeof TECHNICAL)[number][1]];
    // A variant family's parent shows its main or best variant (ProductDetailRoute), whose own URL is
    // the page's canonical one (Shopware's product page links that variant as canonical).
    const parent = resourceType === "frontend.detail.page" ? catalogue.productById.get(pathId) : undefined;
    const id = parent ? detailProductOf(parent).id : pathId;
    // A technical path (or an old SEO path) points at its canonical SEO URL, as Shopware's SeoResolver does.
    const canonical = catalogue.seoByForeignKey.get(`${ctx.languageId}|${resourceType}|${id}`);
    let canonicalPathInfo = pathInfo;
    if (seoPath === "") canonicalPathInfo = "/";
    else if (canonical) canonicalPathInfo = `/${canonical.seoPathInfo}`;
    else if (id !== pathId) canonicalPathInfo = `/detail/${id}`;
    else if (seoHit) canonicalPathInfo = `/${seoPath}`;
    const result = { resourceType, resourceIdentifier: id, canonicalPathInfo, apiAlias: "pwa_page_result" };

    if (resourceType === "frontend.navigation.page") {
      const category = categoryById(id);
      if (!category) throw errors.categoryNotFound(id);
      const cmsPage = categoryCmsPage(category, catalogue, ctx, { body, query: c.req.query() });
      return c.json({
        ...result,
        cmsPage,
        breadcrumb: breadcrumb(id, catalogue, ctx),
        category: { ...serializeCategory(category, catalogue, ctx, { withMedia: true }), cmsPage: null },
      });
    }
    if (resourceType === "frontend.detail.page") {
      const product = catalogue.productById.get(id);
      if (!product) throw errors.productNotFound(id);
      const page = productLayoutOf(product);
      return c.json({
        ...result,
        product: serializeProduct(
          product,
          catalogue,
          ctx,
          new Set(["manufacturer", "media", "properties", "productReviews"]),
        ),
        configurator: configuratorOf(product, ctx),
        cmsPage: page ? serializeCmsPage(page, { catalogue, ctx, product }) : null,
        breadcrumb: breadcrumb(product.categoryIds[0]!, catalogue, ctx),
      });
    }
    const { cmsPage, ...landingPage } = serializeLandingPage(id, catalogue, ctx);
    return c.json({ ...result, cmsPage, breadcrumb: {}, landingPage });
  })
  .on(["GET", "POST"], "/landing-page/:landingPageId", async (c) => {
    return c.json(serializeLandingPage(c.req.param("landingPageId"), catalogueOf(c), renderContext(c.get("state"))));
  });

function serializeLandingPage(id: string, catalogue: Catalogue, ctx: RenderContext) {
  const landing = LANDING_PAGES.find((l) => l.id === id);
  if (!landing) throw errors.landingPageNotFound(id);
  const page = cmsPageByKey(landing.cmsPageKey)!;
  const name = tr(landing.name, ctx.locale);
  const metaTitle = tr(landing.metaTitle, ctx.locale);
  const metaDescription = tr(landing.metaDescription, ctx.locale);
  const seo = catalogue.seoByForeignKey.get(`${ctx.languageId}|frontend.landing.page|${id}`);
  return {
    ...base(landing.id),
    name,
    url: seo ? seo.seoPathInfo : `landingPage/${id}`,
    active: true,
    metaTitle,
    metaDescription,
    keywords: null,
    cmsPageId: page.id,
    slotConfig: null,
    translated: { name, metaTitle, metaDescription },
    cmsPage: serializeCmsPage(page, { catalogue, ctx }),
    ...seoUrlsFor(catalogue, "frontend.landing.page", id, ctx),
    apiAlias: "landing_page",
  };
}
