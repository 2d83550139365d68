import { Hono } from "hono";
import { z } from "zod";
import type { Catalogue } from "../catalog/catalogue";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { requireUuid } from "../lib/request";
import {
  ancestorIds,
  categoryById,
  FOOTER_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  type SeedCategory,
  SERVICE_CATEGORY_ID,
} from "../seed/categories";
import type { SeedProduct } from "../seed/products";
import { type RenderContext, renderContext } from "../serialize/common";
import { serializeCategory } from "../serialize/category";
import { catalogueOf } from "./catalog-helpers";

// BreadcrumbRoute reads `type` with the default `product`; any value but `category` takes the product path.
const querySchema = z.object({
  type: z.string().default("product"),
  referrerCategoryId: z.string().optional(),
});

/** The sales channel's entry points, in the order CategoryBreadcrumbHelper::build tries them. */
const ENTRY_POINTS = [ROOT_CATEGORY_ID, SERVICE_CATEGORY_ID, FOOTER_CATEGORY_ID];

/** CategoryBreadcrumbBuilder::isCategoryVisibleForCustomer: visible, and below one of the entry points. */
const visibleForCustomer = (category: SeedCategory) =>
  category.visible && ancestorIds(category.id).some((id) => ENTRY_POINTS.includes(id));

/**
 * CategoryBreadcrumbBuilder::getCategoryBreadcrumbUrls: the path below the first entry point on it
 * (CategoryBreadcrumbHelper::build), each step named (`translated` without its `breadcrumb` and `name`),
 * with its canonical SEO URL rows of the context language (`id`, `pathInfo`, `seoPathInfo`) and the
 * first one's path; without one `navigation/{id}`, a folder none (convertCategoriesToBreadcrumbUrls).
 */
function categoryBreadcrumbs(categoryId: string, catalogue: Catalogue, ctx: RenderContext) {
  const path = [...ancestorIds(categoryId), categoryId];
  const entry = ENTRY_POINTS.map((id) => path.indexOf(id)).find((index) => index >= 0);
  return path.slice(entry === undefined ? 0 : entry + 1).map((cid) => {
    const category = serializeCategory(categoryById(cid)!, catalogue, ctx) as Record<string, unknown>;
    const { breadcrumb: _breadcrumb, name: _name, ...translated } = category["translated"] as Record<string, unknown>;
    const seo = catalogue.seoByForeignKey.get(`${ctx.languageId}|frontend.navigation.page|${cid}`);
    const seoUrls = seo?.isCanonical ? [{ id: seo.id, pathInfo: seo.pathInfo, seoPathInfo: seo.seoPathInfo }] : [];
    const first = seoUrls[0];
    const withoutSeoUrl = category["type"] === "folder" ? "" : `navigation/${cid}`;
    return {
      name: category["name"],
      categoryId: cid,
      type: category["type"],
      translated,
      path: first ? first.seoPathInfo || first.pathInfo : withoutSeoUrl,
      seoUrls,
      apiAlias: "breadcrumb",
    };
  });
}

/**
 * CategoryBreadcrumbBuilder::getProductCategoryByReferrer: the referrer when it is in the product's
 * category tree and visible to the customer, else the product's SEO category (getProductSeoCategory:
 * no main categories in the demo shop, so the deepest visible of its categories).
 */
function productCategory(product: SeedProduct, referrerCategoryId: string | undefined): SeedCategory | undefined {
  const own = product.categoryIds.map((id) => categoryById(id)).filter((c): c is SeedCategory => !!c);
  const tree = new Set(own.flatMap((c) => [...ancestorIds(c.id), c.id]));
  const referrer = referrerCategoryId && tree.has(referrerCategoryId) ? categoryById(referrerCategoryId) : undefined;
  if (referrer && visibleForCustomer(referrer)) return referrer;
  const level = (c: SeedCategory) => ancestorIds(c.id).length;
  return own.filter(visibleForCustomer).reduce<SeedCategory | undefined>((deepest, c) => {
    if (!deepest || level(c) > level(deepest)) return c;
    return deepest;
  }, undefined);
}

/**
 * Shopware 6.7's BreadcrumbRoute (GET only): without `type` (default `product`) the id is read as a
 * product, and when no product has it (ProductNotFoundException) as a category; an unknown category
 * is an empty collection, not an error (BreadcrumbRoute::getCategories). A product with no category
 * to show is BreadcrumbException::categoryNotFoundForProduct, a 204. The answer is a
 * BreadcrumbCollection, a Shopware Collection, which StructEncoder encodes as a JSON list of its
 * elements (as the official schema types it), each with its own apiAlias `breadcrumb`.
 */
export const breadcrumbRoutes = new Hono<EmulatorEnv>()
  .get("/breadcrumb/:id", async (c) => {
    const id = requireUuid(c.req.param("id"));
    const { type, referrerCategoryId } = querySchema.parse(c.req.query());
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const product = type === "category" ? undefined : catalogue.productById.get(id);
    if (product) {
      const category = productCategory(product, referrerCategoryId);
      if (!category) return c.body(null, 204);
      return c.json(categoryBreadcrumbs(category.id, catalogue, ctx));
    }
    return c.json(categoryById(id) ? categoryBreadcrumbs(id, catalogue, ctx) : []);
  })
  .on(["POST", "PUT", "PATCH", "DELETE"], "/breadcrumb/:id", (c) => {
    throw errors.methodNotAllowed(c.req.method, new URL(c.req.url).pathname);
  });
