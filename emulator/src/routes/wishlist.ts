import { type Context, Hono } from "hono";
import { z } from "zod";
import { applyIncludes, parseCriteria, search } from "../catalog/criteria";
import { productResolver } from "../catalog/listing";
import { productDocs } from "../catalog/products";
import type { EmulatorEnv } from "../env";
import { errors, StoreApiError } from "../lib/errors";
import { criteriaInput, jsonBody, requireUuid } from "../lib/request";
import { entitySearchResult } from "../lib/search-result";
import { SALES_CHANNEL_ID } from "../seed/reference";
import { base, renderContext } from "../serialize/common";
import { serializeProduct } from "../serialize/product";
import { isWishlistEnabled } from "../state/settings";
import {
  addWishlistProduct,
  ensureWishlist,
  findWishlist,
  removeWishlistProduct,
  wishlistProducts,
} from "../state/wishlist";
import { requireCustomer } from "./account";
import { catalogueOf } from "./catalog-helpers";

const wishlistErrors = {
  notActivated: () => new StoreApiError(403, "CHECKOUT__WISHLIST_IS_NOT_ACTIVATED", "Wishlist is not activated!"),
  notFound: () => new StoreApiError(404, "CHECKOUT__WISHLIST_NOT_FOUND", "Wishlist for this customer was not found."),
  duplicate: () => new StoreApiError(400, "CHECKOUT__DUPLICATE_WISHLIST_PRODUCT", "Product already added in wishlist"),
  productNotFound: (id: string) =>
    new StoreApiError(404, "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND", `Could not find wishlist product with id "${id}"`, {
      entity: "wishlist product",
      field: "id",
      value: id,
    }),
  productIdsMissing: () =>
    new StoreApiError(400, "CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING", 'Parameter "productIds" is missing.'),
};

/** Every wishlist route: login required first (a guest account too is refused), then core.cart.wishlistEnabled. */
async function wishlistCustomer(c: Context<EmulatorEnv>) {
  const customer = requireCustomer(c, false);
  if (!(await isWishlistEnabled(c.env.DB))) throw wishlistErrors.notActivated();
  return customer;
}

const mergeSchema = z.object({ productIds: z.array(z.unknown()) });
const success = { success: true, apiAlias: "array_struct" };

/**
 * The customer's wishlist (Shopware's LoadWishlistRoute, AddWishlistProductRoute, RemoveWishlistProductRoute
 * and MergeWishlistProductRoute): one per customer, products unique, stored in D1.
 */
export const wishlistRoutes = new Hono<EmulatorEnv>()
  .on(["GET", "POST"], "/customer/wishlist", async (c) => {
    const customer = await wishlistCustomer(c);
    const criteria = parseCriteria(await criteriaInput(c));
    const wishlist = await findWishlist(c.env.DB, customer.id);
    if (!wishlist) throw wishlistErrors.notFound();
    const order = new Map((await wishlistProducts(c.env.DB, wishlist.id)).map((row, index) => [row.product_id, index]));
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    // The wishlist's own order (newest first) comes after the criteria's sorting, as Shopware appends it.
    const docs = productDocs(catalogue, ctx)
      .filter((d) => order.has(d.id))
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    const result = search(docs, criteria, productResolver, (d) => d.id);
    const associations = new Set(Object.keys(criteria.associations));
    const products = entitySearchResult(
      "product",
      result.elements.map((d) => serializeProduct(d.product, catalogue, ctx, associations)),
      result.total,
      result.page,
      result.limit,
    );
    const wishlistJson = {
      ...base(wishlist.id, wishlist.created_at),
      updatedAt: wishlist.updated_at,
      customerId: customer.id,
      salesChannelId: SALES_CHANNEL_ID,
      apiAlias: "customer_wishlist",
    };
    return c.json(
      applyIncludes({ wishlist: wishlistJson, products, apiAlias: "wishlist_products" }, criteria.includes),
    );
  })
  .post("/customer/wishlist/add/:productId", async (c) => {
    const customer = await wishlistCustomer(c);
    const productId = requireUuid(c.req.param("productId"));
    if (!catalogueOf(c).productById.get(productId)) throw errors.productNotFound(productId);
    const wishlist = await ensureWishlist(c.env.DB, customer.id);
    if (!(await addWishlistProduct(c.env.DB, wishlist.id, productId))) throw wishlistErrors.duplicate();
    return c.json(success);
  })
  .delete("/customer/wishlist/delete/:productId", async (c) => {
    const customer = await wishlistCustomer(c);
    const productId = c.req.param("productId");
    const wishlist = await findWishlist(c.env.DB, customer.id);
    if (!wishlist) throw wishlistErrors.notFound();
    if (!(await removeWishlistProduct(c.env.DB, wishlist.id, productId)))
      throw wishlistErrors.productNotFound(productId);
    return c.json(success);
  })
  .post("/customer/wishlist/merge", async (c) => {
    const customer = await wishlistCustomer(c);
    const parsed = mergeSchema.safeParse(await jsonBody(c));
    if (!parsed.success) throw wishlistErrors.productIdsMissing();
    const catalogue = catalogueOf(c);
    // Unknown products are left out silently; ones already on the wishlist stay as they are.
    const ids = [
      ...new Set(parsed.data.productIds.filter((id): id is string => typeof id === "string" && id !== "")),
    ].filter((id) => catalogue.productById.has(id));
    const wishlist = await ensureWishlist(c.env.DB, customer.id);
    for (const id of ids) await addWishlistProduct(c.env.DB, wishlist.id, id);
    return c.json(success);
  });
