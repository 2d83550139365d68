import type { ProductLeaf } from "./categories";
import { hexId } from "./ids";
import type { Translated } from "./reference";

/** Shopware's DeliveryTimeEntity units. */
export type DeliveryTimeUnit = "hour" | "day" | "week" | "month";

export interface SeedDeliveryTime {
  id: string;
  min: number;
  max: number;
  unit: DeliveryTimeUnit;
  name: Translated;
}

const deliveryTime = (min: number, max: number, unit: DeliveryTimeUnit, name: Translated): SeedDeliveryTime => ({
  id: hexId(`delivery-time:${min}-${max}-${unit}`),
  min,
  max,
  unit,
  name,
});

/**
 * The delivery times of the shop: Shopware's four from its installation (Migration1536233560BasicData:
 * "1-3 days", "2-5 days", "1-2 weeks", "3-4 weeks", with their German names), plus the two the shop's
 * shipping methods promise (standard 2-4 days, express the next day).
 */
export const DELIVERY_TIMES = {
  oneToThreeDays: deliveryTime(1, 3, "day", { "en-GB": "1-3 days", "de-DE": "1-3 Tage", "uk-UA": "1-3 дні" }),
  twoToFiveDays: deliveryTime(2, 5, "day", { "en-GB": "2-5 days", "de-DE": "2-5 Tage", "uk-UA": "2-5 днів" }),
  oneToTwoWeeks: deliveryTime(1, 2, "week", { "en-GB": "1-2 weeks", "de-DE": "1-2 Wochen", "uk-UA": "1-2 тижні" }),
  threeToFourWeeks: deliveryTime(3, 4, "week", { "en-GB": "3-4 weeks", "de-DE": "3-4 Wochen", "uk-UA": "3-4 тижні" }),
  twoToFourDays: deliveryTime(2, 4, "day", { "en-GB": "2-4 days", "de-DE": "2-4 Tage", "uk-UA": "2-4 дні" }),
  oneDay: deliveryTime(1, 1, "day", { "en-GB": "1 day", "de-DE": "1 Tag", "uk-UA": "1 день" }),
} as const satisfies Record<string, SeedDeliveryTime>;

interface LeafDelivery {
  deliveryTime: SeedDeliveryTime;
  /**
   * Days until a sold-out product is in stock again (Shopware's restockTime), for products made from
   * blanks the shop reorders; null where an empty stock ends the product (a closeout).
   */
  restockTime: number | null;
}

/**
 * Every product is made to order from the shopper's design, so the time depends on the work: a
 * printed case or poster leaves within days, bound books and framed prints take weeks. Downloads
 * carry the shortest of Shopware's times: 6.7's storefront says "Available" for a digital product only
 * when it has a delivery time (its delivery-information template), and Shopware gives digital line
 * items no delivery information in the cart.
 */
const BY_LEAF: Record<ProductLeaf, LeafDelivery> = {
  "iphone-cases": { deliveryTime: DELIVERY_TIMES.twoToFiveDays, restockTime: 5 },
  "samsung-cases": { deliveryTime: DELIVERY_TIMES.twoToFiveDays, restockTime: 5 },
  posters: { deliveryTime: DELIVERY_TIMES.twoToFiveDays, restockTime: null },
  softcover: { deliveryTime: DELIVERY_TIMES.twoToFiveDays, restockTime: null },
  "hardcover-classic": { deliveryTime: DELIVERY_TIMES.oneToTwoWeeks, restockTime: null },
  "wall-calendars": { deliveryTime: DELIVERY_TIMES.oneToTwoWeeks, restockTime: 14 },
  "desk-calendars": { deliveryTime: DELIVERY_TIMES.oneToTwoWeeks, restockTime: 14 },
  canvas: { deliveryTime: DELIVERY_TIMES.oneToTwoWeeks, restockTime: 10 },
  "hardcover-premium": { deliveryTime: DELIVERY_TIMES.threeToFourWeeks, restockTime: null },
  layflat: { deliveryTime: DELIVERY_TIMES.threeToFourWeeks, restockTime: null },
  acrylic: { deliveryTime: DELIVERY_TIMES.threeToFourWeeks, restockTime: null },
  "design-software": { deliveryTime: DELIVERY_TIMES.oneToThreeDays, restockTime: null },
  licences: { deliveryTime: DELIVERY_TIMES.oneToThreeDays, restockTime: null },
};

export const deliveryTimeOf = (leaf: ProductLeaf): SeedDeliveryTime => BY_LEAF[leaf].deliveryTime;
export const restockTimeOf = (leaf: ProductLeaf): number | null => BY_LEAF[leaf].restockTime;

/**
 * Products whose blanks ran out and are reordered: no stock, orderable, back after the restock time
 * (the demo shop's iPhone SE case, ES10046), so that a shop shows Shopware's restock sentence.
 */
const AWAITING_RESTOCK: ReadonlySet<string> = new Set(["iphone-cases:46"]);

export const awaitingRestock = (leaf: ProductLeaf, index: number): boolean => AWAITING_RESTOCK.has(`${leaf}:${index}`);
