import { type Context, Hono } from "hono";
import { z } from "zod";
import { applyIncludes, parseCriteria, search } from "../catalog/criteria";
import { crossSellingsFor } from "../catalog/cross-selling";
import { productListing, productResolver } from "../catalog/listing";
import { productDocs, scoreByTerm } from "../catalog/products";
import { detailProductOf, findVariant } from "../catalog/variants";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { criteriaInput, jsonBody, requireUuid } from "../lib/request";
import { entitySearchResult } from "../lib/search-result";
import { base, renderContext, tr } from "../serialize/common";
import { productLayoutOf } from "../seed/cms";
import { serializeCmsPage } from "../serialize/cms";
import { configuratorOf } from "../serialize/configurator";
import { serializeProduct } from "../serialize/product";
import { familyOf } from "../seed/variants";
import { catalogueOf, requireCategory } from "./catalog-helpers";

const associationsOf = (tree: Record<string, unknown>) => new Set(Object.keys(tree));

/** FindProductVariantRoute's input: `options` as option ids or a map of group id to option id, and the switched group. */
const findVariantSchema = z.object({
  options: z.union([z.array(z.string()), z.record(z.string(), z.string())]).nullish(),
  switchedGroup: z.string().nullish(),
});

/** The GET form: `options[]=id` (or `options[groupId]=id`) and `switchedGroup` in the query. */
function findVariantQuery(query: Record<string, string[]>): unknown {
  const map: Record<string, string> = {};
  for (const [key, values] of Object.entries(query)) {
    const group = key.match(/^options\[([0-9a-f]{32})\]$/)?.[1];
    if (group && values[0]) map[group] = values[0];
  }
  return {
    options: query["options[]"] ?? (Object.keys(map).length ? map : undefined),
    switchedGroup: query["switchedGroup"]?.[0],
  };
}

export const productRoutes = new Hono<EmulatorEnv>()
  .on(["GET", "POST"], "/product", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c), { maxLimit: 500 });
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const docs = criteria.term ? scoreByTerm(productDocs(catalogue, ctx), criteria.term) : productDocs(catalogue, ctx);
    const result = search(docs, criteria, productResolver, (d) => d.id);
    const associations = associationsOf(criteria.associations);
    const body = entitySearchResult(
      "product",
      result.elements.map((d) => serializeProduct(d.product, catalogue, ctx, associations)),
      result.total,
      result.page,
      result.limit,
    );
    return c.json(applyIncludes(body, criteria.includes));
  })
  .on(["GET", "POST"], "/product/:productId", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const id = requireUuid(c.req.param("productId"));
    const catalogue = catalogueOf(c);
    const requested = catalogue.productById.get(id);
    if (!requested) throw errors.productNotFound(id);
    // A variant family's parent answers with its main or best variant (ProductDetailRoute).
    const product = detailProductOf(requested);
    const ctx = renderContext(c.get("state"));
    const associations = associationsOf(criteria.associations);
    // Shopware's ProductDetailRoute resolves the product's layout (if it has one) with the product in its slots.
    const layout = productLayoutOf(product);
    const detail = {
      ...serializeProduct(product, catalogue, ctx, associations),
      cmsPage: layout ? serializeCmsPage(layout, { catalogue, ctx, product }) : null,
    };
    return c.json(
      applyIncludes(
        { product: detail, configurator: configuratorOf(product, ctx), apiAlias: "product_detail" },
        criteria.includes,
      ),
    );
  })
  .on(["GET", "POST"], "/product/:productId/find-variant", async (c) => {
    const productId = requireUuid(c.req.param("productId"));
    const input = c.req.method === "GET" ? findVariantQuery(c.req.queries()) : await jsonBody(c);
    const parsed = findVariantSchema.safeParse(input);
    if (!parsed.success)
      throw errors.invalidCriteria(
        "FRAMEWORK__INVALID_REQUEST_PARAMETER",
        "The `options` parameter contains a value that is not a string.",
        "/options",
      );
    const { options, switchedGroup } = parsed.data;
    const family = familyOf({ id: productId });
    return c.json({
      ...findVariant(family, productId, options ?? [], switchedGroup ?? null),
      apiAlias: "found_combination",
    });
  })
  .on(["GET", "POST"], "/product/:productId/cross-selling", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const id = requireUuid(c.req.param("productId"));
    const catalogue = catalogueOf(c);
    const product = catalogue.productById.get(id);
    if (!product) throw errors.productNotFound(id);
    const ctx = renderContext(c.get("state"));
    const limit = criteria.limit ?? 10;
    const elements = crossSellingsFor(product, catalogue).map((group) => {
      const name = tr(group.name, ctx.locale);
      const products = group.productIds
        .slice(0, limit)
        .map((pid) =>
          serializeProduct(catalogue.productById.get(pid)!, catalogue, ctx, associationsOf(criteria.associations)),
        );
      return {
        crossSelling: {
          ...base(group.id),
          name,
          position: group.position,
          sortBy: "name",
          sortDirection: "ASC",
          type: "productList",
          active: true,
          limit,
          translated: { name, customFields: {} },
          apiAlias: "product_cross_selling",
        },
        products,
        total: products.length,
        streamId: null,
        apiAlias: "cross_selling_element",
      };
    });
    return c.json(applyIncludes(elements, criteria.includes));
  })
  .on(["GET", "POST"], "/product-listing/:categoryId", async (c) => {
    const input = await criteriaInput(c);
    const category = requireCategory(c.req.param("categoryId"));
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const { result, includes } = productListing({
      docs: productDocs(catalogue, ctx).filter((d) => d.categoryTree.includes(category.id)),
      body: input,
      query: {},
      navigationId: category.id,
      catalogue,
      ctx,
      defaultLimit: 24,
    });
    return c.json(applyIncludes(result, includes));
  })
  .on(["GET", "POST"], "/search", async (c) => searchRoute(c, false))
  .on(["GET", "POST"], "/search-suggest", async (c) => searchRoute(c, true));

async function searchRoute(c: Context<EmulatorEnv>, suggest: boolean) {
  const input = await criteriaInput(c);
  const term = typeof input["search"] === "string" ? input["search"].trim() : "";
  if (!term)
    throw errors.invalidCriteria("FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "search" is missing.', "/search");
  const catalogue = catalogueOf(c);
  const ctx = renderContext(c.get("state"));
  const { result, includes } = productListing({
    docs: scoreByTerm(productDocs(catalogue, ctx), term),
    body: suggest ? { ...input, "no-aggregations": true } : input,
    query: {},
    navigationId: null,
    searchTerm: term,
    catalogue,
    ctx,
    defaultLimit: suggest ? 10 : 24,
  });
  return c.json(applyIncludes(result, includes));
}
