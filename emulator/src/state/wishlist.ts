import { newId } from "../lib/crypto";
import { shopwareDate } from "../lib/dates";

export interface WishlistRow {
  id: string;
  customer_id: string;
  created_at: string;
  updated_at: string | null;
}
export interface WishlistProductRow {
  id: string;
  wishlist_id: string;
  product_id: string;
  created_at: string;
  updated_at: string | null;
}

export async function findWishlist(db: D1Database, customerId: string): Promise<WishlistRow | null> {
  return db.prepare(`SELECT * FROM customer_wishlist WHERE customer_id = ?`).bind(customerId).first<WishlistRow>();
}

/** The customer's wishlist, created on the first product (Shopware's upsert with a new id). */
export async function ensureWishlist(db: D1Database, customerId: string): Promise<WishlistRow> {
  await db
    .prepare(
      `INSERT INTO customer_wishlist (id, customer_id, created_at, updated_at) VALUES (?, ?, ?, NULL) ON CONFLICT(customer_id) DO NOTHING`,
    )
    .bind(newId(), customerId, shopwareDate(Date.now()))
    .run();
  return (await findWishlist(db, customerId))!;
}

/** Products on the wishlist, most recently changed or added first (LoadWishlistRoute's sorting). */
export async function wishlistProducts(db: D1Database, wishlistId: string): Promise<WishlistProductRow[]> {
  const { results } = await db
    .prepare(
      `SELECT * FROM customer_wishlist_product WHERE wishlist_id = ? ORDER BY COALESCE(updated_at, created_at) DESC, created_at DESC, rowid DESC`,
    )
    .bind(wishlistId)
    .all<WishlistProductRow>();
  return results;
}

/** Adds a product; false when it is already there (the unique key Shopware turns into a duplicate error). */
export async function addWishlistProduct(db: D1Database, wishlistId: string, productId: string): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO customer_wishlist_product (id, wishlist_id, product_id, created_at, updated_at) VALUES (?, ?, ?, ?, NULL) ON CONFLICT(wishlist_id, product_id) DO NOTHING`,
    )
    .bind(newId(), wishlistId, productId, shopwareDate(Date.now()))
    .run();
  return result.meta.changes > 0;
}

export async function removeWishlistProduct(db: D1Database, wishlistId: string, productId: string): Promise<boolean> {
  const result = await db
    .prepare(`DELETE FROM customer_wishlist_product WHERE wishlist_id = ? AND product_id = ?`)
    .bind(wishlistId, productId)
    .run();
  return result.meta.changes > 0;
}
