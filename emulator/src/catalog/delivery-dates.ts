import type { SeedDeliveryTime } from "../seed/delivery-times";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const UNIT_MS = { hour: HOUR, day: DAY, week: 7 * DAY, month: 30 * DAY } as const;

export interface DeliveryDate {
  earliest: number;
  latest: number;
}

/** DeliveryDate::createFromDeliveryTime: from now, min and max units ahead. */
export function deliveryDateOf(time: SeedDeliveryTime, now: number): DeliveryDate {
  return { earliest: now + time.min * UNIT_MS[time.unit], latest: now + time.max * UNIT_MS[time.unit] };
}

/**
 * A delivery position's date as Shopware's DeliveryBuilder sets it: the line's own delivery time
 * overrides the shipping method's, and a line that asks for more than the stock waits its restock
 * time on top.
 */
export function positionDeliveryDate(
  shippingTime: SeedDeliveryTime,
  line: { deliveryTime: SeedDeliveryTime | null; restockTime: number | null; stock: number; quantity: number },
  now: number,
): DeliveryDate {
  const date = deliveryDateOf(line.deliveryTime ?? shippingTime, now);
  if (line.stock >= line.quantity || !line.restockTime) return date;
  return { earliest: date.earliest + line.restockTime * DAY, latest: date.latest + line.restockTime * DAY };
}

/** The delivery's own date: the latest of its positions (getDeliveryDateByPositions). */
export const latestDeliveryDate = (dates: DeliveryDate[]): DeliveryDate => ({
  earliest: Math.max(...dates.map((d) => d.earliest)),
  latest: Math.max(...dates.map((d) => d.latest)),
});

export const deliveryDateJson = (date: DeliveryDate) => ({
  earliest: new Date(date.earliest).toISOString().replace("Z", "+00:00"),
  latest: new Date(date.latest).toISOString().replace("Z", "+00:00"),
  apiAlias: "cart_delivery_date",
});
