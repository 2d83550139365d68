import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { requireUuid } from "../lib/request";
import { ancestorIds, categoryById, ROOT_CATEGORY_ID } from "../seed/categories";
import { renderContext } from "../serialize/common";
import { serializeCategory } from "../serialize/category";
import { seoUrlsFor } from "../serialize/seo";
import { catalogueOf } from "./catalog-helpers";

const querySchema = z.object({
  type: z.enum(["category", "product"]).default("category"),
  referrerCategoryId: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});

/**
 * Shopware 6.6.10's BreadcrumbRoute: the categories from below the navigation root down to a
 * category, or to a product's main category (the referrer, when the product is in it). Each entry
 * names its SEO path, as Shopware Frontends' useBreadcrumbs links them. Shopware encodes the
 * BreadcrumbCollection struct as an object with its `breadcrumbs`, which is what clients read.
 */
export const breadcrumbRoutes = new Hono<EmulatorEnv>().on(["GET", "POST"], "/breadcrumb/:id", async (c) => {
  const id = requireUuid(c.req.param("id"));
  const { type, referrerCategoryId } = querySchema.parse(c.req.query());
  const catalogue = catalogueOf(c);
  const ctx = renderContext(c.get("state"));
  let categoryId = id;
  if (type === "product") {
    const product = catalogue.productById.get(id);
    if (!product) throw errors.productNotFound(id);
    categoryId =
      referrerCategoryId && product.categoryIds.includes(referrerCategoryId)
        ? referrerCategoryId
        : product.categoryIds[0]!;
  } else if (!categoryById(id)) throw errors.categoryNotFound(id);

  const breadcrumbs = [...ancestorIds(categoryId), categoryId]
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
  return c.json({ breadcrumbs, apiAlias: "breadcrumb_collection" });
});
