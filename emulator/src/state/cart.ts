import { z } from "zod";

/** What the cart remembers between requests; prices, taxes and errors are computed on every read. */
export const storedLineItemSchema = z.object({
  id: z.string(),
  type: z.enum(["product", "promotion", "pbx2project"]),
  referencedId: z.string(),
  quantity: z.number().int().positive(),
  addedAt: z.number(),
  /**
   * A print project as it was priced when last read with force-project-refresh (or added): like the
   * shop's plugin, a plain cart read keeps it, so that a project changed in the editor changes the
   * cart's price only on a forced refresh.
   */
  snapshot: z.optional(
    z.object({
      name: z.string(),
      pageCount: z.number().int(),
      optionIds: z.array(z.number().int()),
      thumbnailUrl: z.string(),
    }),
  ),
});
export type StoredLineItem = z.infer<typeof storedLineItemSchema>;

export const parcelSelectionSchema = z.object({
  cityRef: z.string().min(1).max(64),
  cityName: z.string().min(1).max(200),
  warehouseRef: z.string().min(1).max(64),
  warehouseName: z.string().min(1).max(300),
});
export type ParcelSelection = z.infer<typeof parcelSelectionSchema>;

export const storedCartSchema = z.object({
  lineItems: z.array(storedLineItemSchema),
  customerComment: z.string().nullable(),
  parcelLocker: parcelSelectionSchema.nullable(),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export const emptyCart = (): StoredCart => ({ lineItems: [], customerComment: null, parcelLocker: null });

export async function loadCart(db: D1Database, token: string): Promise<StoredCart> {
  const row = await db.prepare(`SELECT payload FROM cart WHERE token = ?`).bind(token).first<{ payload: string }>();
  if (!row) return emptyCart();
  const parsed = storedCartSchema.safeParse(JSON.parse(row.payload));
  return parsed.success ? parsed.data : emptyCart();
}

export async function saveCart(db: D1Database, token: string, cart: StoredCart): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cart (token, payload, updated_at) VALUES (?, ?, ?) ON CONFLICT(token) DO UPDATE SET payload = excluded.payload, updated_at = excluded.updated_at`,
    )
    .bind(token, JSON.stringify(cart), Date.now())
    .run();
}

export async function deleteCart(db: D1Database, token: string): Promise<void> {
  await db.prepare(`DELETE FROM cart WHERE token = ?`).bind(token).run();
}

/** Merges another cart's items into this one: same products add up, codes are not repeated. */
export function mergeCarts(into: StoredCart, from: StoredCart): StoredCart {
  const items = [...into.lineItems];
  for (const item of from.lineItems) {
    const same = items.find((i) => i.type === item.type && i.referencedId === item.referencedId);
    if (same && item.type === "product") same.quantity += item.quantity;
    else if (!same) items.push(item);
  }
  return {
    lineItems: items,
    customerComment: into.customerComment ?? from.customerComment,
    parcelLocker: into.parcelLocker ?? from.parcelLocker,
  };
}
