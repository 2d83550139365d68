import type { Translate } from "../i18n/i18n";
import { plural } from "../i18n/plural";
import type { CartLineItem } from "../cart/store-api";
import type { Product } from "./store-api";

type DeliveryProduct = Pick<
  Product,
  "stock" | "availableStock" | "minPurchase" | "isCloseout" | "type" | "restockTime" | "deliveryTime"
>;

/** What the shopper reads about a product's availability, in the order of Shopware's delivery-information template. */
export type Availability =
  /** "Available, delivery time 1-3 days". */
  | { kind: "available"; deliveryTime: string }
  /** Out of stock but reordered: "Available in 5 days, delivery time 2-5 days". */
  | { kind: "restock"; days: number; deliveryTime: string }
  | { kind: "soldOut" }
  /** No delivery time (Shopware's storefront says nothing then): the shop's own "In stock" / "Available". */
  | { kind: "plain"; inStock: boolean };

/** A delivery time's name in the request's language (the association's translated name, as Shopware's translation('name')). */
export const deliveryTimeName = (
  time: { name?: string; translated?: Record<string, unknown> } | null | undefined,
): string | null => {
  const translated = time?.translated?.["name"];
  const name = typeof translated === "string" && translated ? translated : time?.name;
  return name || null;
};

/**
 * Shopware 6.7's delivery-information template: in stock (or a download that is not a closeout) with a
 * delivery time is available; a closeout below its minimum is sold out; below the minimum with a
 * delivery time and a restock time it is available again after that many days. Stock is `stock`
 * (6.7 deprecates availableStock for it).
 */
export function productAvailability(product: DeliveryProduct): Availability {
  const stock = product.stock ?? product.availableStock ?? 0;
  const min = Math.max(1, product.minPurchase ?? 1);
  const name = deliveryTimeName(product.deliveryTime);
  const digital = product.type === "digital";
  if (name && (stock >= min || (digital && !product.isCloseout))) return { kind: "available", deliveryTime: name };
  if (product.isCloseout && stock < min) return { kind: "soldOut" };
  if (name && product.restockTime) return { kind: "restock", days: product.restockTime, deliveryTime: name };
  return { kind: "plain", inStock: stock > 0 };
}

/** The availability as a sentence in the shopper's language. */
export function availabilityText(t: Translate, locale: string, availability: Availability): string {
  switch (availability.kind) {
    case "available":
      return t("product.deliveryTimeAvailable", { name: availability.deliveryTime });
    case "restock":
      return plural(t, locale, "product.deliveryTimeRestock", availability.days, { name: availability.deliveryTime });
    case "soldOut":
      return t("product.soldOut");
    case "plain":
      return t(availability.inStock ? "product.inStock" : "product.available");
  }
}

type DeliveryInformation = Pick<
  NonNullable<CartLineItem["deliveryInformation"]>,
  "deliveryTime" | "stock" | "restockTime"
>;

/**
 * A cart line's delivery (its deliveryInformation, which Shopware gives physical products only): the
 * delivery time, or when the line asks for more than the stock and the product is reordered, when it
 * will be available again. Null for lines without one (downloads, promotions).
 */
export function lineItemDeliveryText(
  t: Translate,
  locale: string,
  information: DeliveryInformation | null | undefined,
  quantity: number,
): string | null {
  const name = information?.deliveryTime?.name;
  if (!information || !name) return null;
  const restock = information.restockTime ?? 0;
  if (restock > 0 && (information.stock ?? 0) < quantity)
    return plural(t, locale, "product.deliveryTimeRestock", restock, { name: name });
  return t("cart.deliveryTime", { name: name });
}
