import * as z from "zod/mini";
import { HEX_ID } from "../lib/hex-id";
import { broadcast, type StorefrontEvents } from "../state/events";
import type { OrderDetail } from "./store-api";
import { orderLines } from "./line-items";

/** sessionStorage key of the orders whose purchase this tab has already broadcast. */
export const SENT_PURCHASES_KEY = "edge-storefront:purchases-sent";
/**
 * A tab rarely sees more than a few orders; the list is bounded so that a long session cannot grow
 * it without end. The oldest go first: a reload of a page that old is not worth a second thought.
 */
const REMEMBERED = 20;

/** What was stored: anything else (another script's value, a hand edit, an older format) counts as nothing sent. */
const sentSchema = z.array(z.string().check(z.regex(HEX_ID)));

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function sentPurchases(storage: KeyValueStore): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(SENT_PURCHASES_KEY) ?? "[]");
  } catch {
    return [];
  }
  const parsed = sentSchema.safeParse(raw);
  return parsed.success ? parsed.data.map((id) => id.toLowerCase()) : [];
}

/**
 * Marks the order as sent and says whether it was new. Marked before anything is broadcast, so a second
 * call (a reload, the back button, an effect run twice) finds it. When storage is unavailable (private
 * mode, quota) nothing can be remembered: the purchase is not sent at all, since counting it twice would
 * be worse for the shop's figures than missing one.
 */
export function claimPurchase(storage: KeyValueStore, orderId: string): boolean {
  const id = orderId.toLowerCase();
  const sent = sentPurchases(storage);
  if (sent.includes(id)) return false;
  try {
    storage.setItem(SENT_PURCHASES_KEY, JSON.stringify([...sent, id].slice(-REMEMBERED)));
  } catch {
    return false;
  }
  return true;
}

/**
 * The event's detail from the order: what was bought, each line at its unit price. A print product's
 * options are part of it (not items of their own); promotions are not items, their discount is already
 * in the total (value).
 */
export function purchaseDetail(order: OrderDetail, fallbackCurrency: string): StorefrontEvents["purchase"] {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber ?? "",
    currency: order.currency?.isoCode ?? fallbackCurrency,
    value: order.amountTotal ?? order.price.totalPrice,
    items: orderLines(order.lineItems ?? [])
      .filter((line) => line.kind !== "promotion")
      .map(({ item }) => ({
        id: item.productId ?? item.referencedId ?? item.id,
        name: item.label,
        quantity: item.quantity,
        price: item.unitPrice ?? (item.quantity ? (item.totalPrice ?? 0) / item.quantity : 0),
      })),
  };
}

/** Broadcasts the order's purchase unless this tab already did. */
export function broadcastPurchaseOnce(storage: KeyValueStore, order: OrderDetail, fallbackCurrency: string): boolean {
  if (!claimPurchase(storage, order.id)) return false;
  broadcast("purchase", purchaseDetail(order, fallbackCurrency));
  return true;
}
