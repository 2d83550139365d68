import { shopwareDate } from "../lib/dates";
import type { ReviewRecord } from "../serialize/review";

interface ReviewRow {
  id: string;
  product_id: string;
  customer_id: string;
  language_id: string;
  external_user: string | null;
  title: string;
  content: string;
  points: number | null;
  status: number;
  created_at: string;
  updated_at: string | null;
}

const toRecord = (row: ReviewRow): ReviewRecord & { customerId: string } => ({
  id: row.id,
  productId: row.product_id,
  customerId: row.customer_id,
  languageId: row.language_id,
  externalUser: row.external_user,
  title: row.title,
  content: row.content,
  points: row.points,
  status: row.status === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * Written reviews of a product a shopper may see (ProductReviewRoute): the approved ones and, for a
 * logged-in customer, their own whatever their status.
 */
export async function visibleReviews(
  db: D1Database,
  productId: string,
  customerId: string | null,
): Promise<ReviewRecord[]> {
  const { results } = await db
    .prepare(`SELECT * FROM product_review WHERE product_id = ? AND (status = 1 OR customer_id = ?)`)
    .bind(productId, customerId ?? "")
    .all<ReviewRow>();
  return results.map(toRecord);
}

export async function customerReview(
  db: D1Database,
  where: { customerId: string; productId?: string; id?: string },
): Promise<(ReviewRecord & { customerId: string }) | null> {
  const row = where.id
    ? await db
        .prepare(`SELECT * FROM product_review WHERE customer_id = ? AND id = ?`)
        .bind(where.customerId, where.id)
        .first<ReviewRow>()
    : await db
        .prepare(`SELECT * FROM product_review WHERE customer_id = ? AND product_id = ?`)
        .bind(where.customerId, where.productId ?? "")
        .first<ReviewRow>();
  return row ? toRecord(row) : null;
}

export interface ReviewWrite {
  id: string;
  productId: string;
  customerId: string;
  languageId: string;
  externalUser: string;
  externalEmail: string;
  title: string;
  content: string;
  points: number | null;
}

/** Shopware's upsert of the save route: a new or changed review is pending (status false) until the shop approves it. */
export async function upsertReview(db: D1Database, review: ReviewWrite): Promise<void> {
  const at = shopwareDate(Date.now());
  await db
    .prepare(
      `INSERT INTO product_review (id, product_id, customer_id, language_id, external_user, external_email, title, content, points, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, NULL)
       ON CONFLICT(id) DO UPDATE SET product_id = excluded.product_id, language_id = excluded.language_id, external_user = excluded.external_user,
         external_email = excluded.external_email, title = excluded.title, content = excluded.content, points = excluded.points, status = 0, updated_at = ?`,
    )
    .bind(
      review.id,
      review.productId,
      review.customerId,
      review.languageId,
      review.externalUser,
      review.externalEmail,
      review.title,
      review.content,
      review.points,
      at,
      at,
    )
    .run();
}

/** The shop's back office approving a review (the emulator's developer switch). */
export async function approveReview(db: D1Database, id: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE product_review SET status = 1, updated_at = ? WHERE id = ?`)
    .bind(shopwareDate(Date.now()), id)
    .run();
  return result.meta.changes > 0;
}
