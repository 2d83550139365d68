import { deliveryTimeOf, restockTimeOf, type SeedDeliveryTime } from "../seed/delivery-times";
import { dimensionsOf, type SeedDimensions } from "../seed/dimensions";
import type { SeedProduct } from "../seed/products";
import type { LocaleCode } from "../seed/reference";
import { base, tr } from "./common";

/** The delivery_time entity, as the deliveryTime association of a product or a shipping method. */
export function serializeDeliveryTime(time: SeedDeliveryTime, locale: LocaleCode) {
  const name = tr(time.name, locale);
  return {
    ...base(time.id),
    name,
    min: time.min,
    max: time.max,
    unit: time.unit,
    translated: { name, customFields: {} },
    apiAlias: "delivery_time",
  };
}

/** The cart's copy of it (Shopware's Cart\Delivery\Struct\DeliveryTime::createFromEntity): no id, the translated name. */
export function cartDeliveryTime(time: SeedDeliveryTime, locale: LocaleCode) {
  return { name: tr(time.name, locale), min: time.min, max: time.max, unit: time.unit, apiAlias: "cart_delivery_time" };
}

/**
 * Shopware 6.7.1's runtime `measurements` (ProductMeasurementUnitBuilder): each dimension the product has,
 * converted from the stored units (mm, kg) to the context's measurement system. The emulator's sales
 * channel is metric with mm and kg, so the values stay as stored.
 */
export function productMeasurements(dimensions: SeedDimensions | null) {
  const units: Record<string, { value: number; unit: string }> = {};
  if (dimensions) {
    for (const name of ["width", "height", "length"] as const) units[name] = { value: dimensions[name], unit: "mm" };
    units["weight"] = { value: dimensions.weight, unit: "kg" };
  }
  return { ...units, apiAlias: "converted_unit_set" };
}

/**
 * A product line item's deliveryInformation (ProductCartProcessor): stock, weight, free delivery,
 * restock time, delivery time and dimensions. Shopware sets it on physical line items only (state
 * is-physical); a download has none.
 */
export function cartDeliveryInformation(product: SeedProduct, locale: LocaleCode) {
  if (product.productType === "sw_product") return null;
  const dimensions = dimensionsOf(product.leaf);
  return {
    stock: product.stock,
    weight: dimensions?.weight ?? 0,
    freeDelivery: product.shippingFree,
    restockTime: restockTimeOf(product.leaf),
    deliveryTime: cartDeliveryTime(deliveryTimeOf(product.leaf), locale),
    height: dimensions?.height ?? null,
    width: dimensions?.width ?? null,
    length: dimensions?.length ?? null,
    apiAlias: "cart_delivery_information",
  };
}
