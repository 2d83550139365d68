import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { requireUuid } from "../lib/request";
import { ancestorIds, categoryById, ROOT_CATEGORY_ID } from "../seed/categories";
import { type RenderContext, renderContext } from "../serialize/common";
import { serializeCategory } from "../serialize/category";
import { seoUrlsFor } from "../serialize/seo";
import type { Catalogue } from "../catalog/catalogue";
import { catalogueOf } from "./catalog-helpers";

// BreadcrumbRoute reads `type` with the default `product`; any value but `category` takes the product path.
const querySchema = z.object({
  type: z.string().default("product"),
  referrerCategoryId: z.string().optional(),
});

/** CategoryBreadcrumbBuilder::getCategoryBreadcrumbUrls: the categories below the navigation root down to one. */
function categoryBreadcrumbs(categoryId: string, catalogue: Catalogue, ctx: RenderContext) {
  return [...ancestorIds(categoryId), categoryId]
    .filter((cid) => cid !== ROOT_CATEGORY_ID)
    .map((cid) => {
      const category = serializeCategory(categoryById(cid)!, catalogue, ctx) as Record<string, unknown>;
      const seo = catalogue.seoByForeignKey.get(`${ctx.languageId}|frontend.navigation.page|${cid}`);
      return {
        name: category["name"],
        categoryId: cid,
        type: category["type"],
        translated: category["translated"],
        path: seo ? seo.seoPathInfo : `navigation/${cid}`,
        seoUrls: seoUrlsFor(catalogue, "frontend.navigation.page", cid, { ...ctx, includeSeoUrls: true }).seoUrls ?? [],
        apiAlias: "breadcrumb",
      };
    });
}

/**
 * Shopware 6.7's BreadcrumbRoute (GET only): without `type` (default `product`) the id is read as a
 * product, and when no product has it (ProductNotFoundException) as a category; an unknown category
 * is an empty collection, not an error (BreadcrumbRoute::getCategories). A product's path goes
 * through the referrer category when the product is in it, else its main category
 * (CategoryBreadcrumbBuilder::getProductBreadcrumbUrls); a product in no category is
 * BreadcrumbException::categoryNotFoundForProduct, a 204. The answer is a BreadcrumbCollection, a
 * Shopware Collection, which StructEncoder encodes as a JSON list of its elements (as the official
 * schema types it), each element with its own apiAlias `breadcrumb`.
 */
export const breadcrumbRoutes = new Hono<EmulatorEnv>()
  .get("/breadcrumb/:id", async (c) => {
    const id = requireUuid(c.req.param("id"));
    const { type, referrerCategoryId } = querySchema.parse(c.req.query());
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const product = type === "category" ? undefined : catalogue.productById.get(id);
    if (product) {
      const categoryId =
        referrerCategoryId && product.categoryIds.includes(referrerCategoryId)
          ? referrerCategoryId
          : product.categoryIds[0];
      if (!categoryId) return c.body(null, 204);
      return c.json(categoryBreadcrumbs(categoryId, catalogue, ctx));
    }
    return c.json(categoryById(id) ? categoryBreadcrumbs(id, catalogue, ctx) : []);
  })
  .on(["POST", "PUT", "PATCH", "DELETE"], "/breadcrumb/:id", (c) => {
    throw errors.methodNotAllowed(c.req.method, new URL(c.req.url).pathname);
  });
