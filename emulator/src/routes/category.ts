import { Hono } from "hono";
import { applyIncludes, parseCriteria } from "../catalog/criteria";
import { productDocs } from "../catalog/products";
import { productListing } from "../catalog/listing";
import type { EmulatorEnv } from "../env";
import { criteriaInput } from "../lib/request";
import { searchSerialized } from "../lib/search-result";
import { CATEGORIES, type SeedCategory } from "../seed/categories";
import { cmsPageByKey } from "../seed/cms";
import type { Catalogue } from "../catalog/catalogue";
import { renderContext, type RenderContext } from "../serialize/common";
import { serializeCategory } from "../serialize/category";
import { serializeCmsPage } from "../serialize/cms";
import { catalogueOf, requireCategory } from "./catalog-helpers";

export function categoryCmsPage(
  category: SeedCategory,
  catalogue: Catalogue,
  ctx: RenderContext,
  listingInput: { body: unknown; query: Record<string, string> },
) {
  const key = category.cmsPageKey === "footer-page" ? `footer:${category.contentKey}` : category.cmsPageKey;
  const page = key ? cmsPageByKey(key) : undefined;
  if (!page) return null;
  return serializeCmsPage(page, {
    catalogue,
    ctx,
    category,
    listing: () =>
      productListing({
        docs: productDocs(catalogue, ctx).filter((d) => d.categoryTree.includes(category.id)),
        body: listingInput.body,
        query: listingInput.query,
        navigationId: category.id,
        catalogue,
        ctx,
        defaultLimit: 24,
      }).result,
  });
}

export const categoryRoutes = new Hono<EmulatorEnv>()
  .on(["GET", "POST"], "/category", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const withMedia = "media" in criteria.associations;
    return c.json(
      searchSerialized(
        "category",
        CATEGORIES.map((cat) => serializeCategory(cat, catalogue, ctx, { withMedia })),
        criteria,
      ),
    );
  })
  .on(["GET", "POST"], "/category/:navigationId", async (c) => {
    const input = await criteriaInput(c);
    const criteria = parseCriteria(input);
    const category = requireCategory(c.req.param("navigationId"));
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const json = serializeCategory(category, catalogue, ctx, { withMedia: true });
    json["cmsPage"] = categoryCmsPage(category, catalogue, ctx, { body: input, query: c.req.query() });
    return c.json(applyIncludes(json, criteria.includes));
  });
