import { deliveryTimeOf, restockTimeOf } from "../seed/delivery-times";
import { dimensionsOf } from "../seed/dimensions";
import type { SeedProduct } from "../seed/products";
import { LIVE_VERSION_ID, TAXES } from "../seed/reference";
import { base, type RenderContext } from "./common";
import { productMeasurements, serializeDeliveryTime } from "./delivery-time";

/**
 * Shopware's ProductDescriptionTeaserBuilder: the description with every tag removed (its
 * html_sanitizer keeps the text, adds no spaces), cut at 512 characters; null stays null.
 */
export function descriptionTeaser(description: string | null): string | null {
  if (description === null || description === "") return description;
  return [...description.replace(/<[^>]*>/g, "")].slice(0, 512).join("");
}

/**
 * A product's delivery: its delivery time (loaded on every product read: SalesChannelProductDefinition
 * adds the deliveryTime association to every criteria without `fields`), restock time, weight and
 * dimensions, and 6.7.1's `measurements` built from them.
 */
export function productDeliveryFields(product: SeedProduct, ctx: RenderContext) {
  const time = deliveryTimeOf(product.leaf);
  const dimensions = dimensionsOf(product.leaf);
  return {
    deliveryTimeId: time.id,
    restockTime: restockTimeOf(product.leaf),
    weight: dimensions?.weight ?? null,
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
    length: dimensions?.length ?? null,
    deliveryTime: serializeDeliveryTime(time, ctx.locale),
    measurements: productMeasurements(dimensions),
  };
}

/** Translated fields Shopware 6.7 added to products: the teaser derived from the description, Open Graph texts (none set in the demo shop). */
export function productTranslated67(description: string | null) {
  return { descriptionTeaser: descriptionTeaser(description), ogTitle: null, ogDescription: null };
}

/**
 * Further fields of a 6.7 product: reference versions, the Open Graph media, and the tax and unit
 * associations that 6.7's SalesChannelProductDefinition loads with every product (the demo shop's
 * products have no unit). Not sent, as in Shopware: `variantListingConfig` and `cheapestPrice`
 * (their fields are not ApiAware).
 */
export function productFields67(product: SeedProduct) {
  const taxes = Object.values(TAXES);
  const position = taxes.findIndex((t) => t.id === product.taxId);
  const tax = taxes[position];
  return {
    canonicalProductVersionId: LIVE_VERSION_ID,
    cmsPageVersionId: LIVE_VERSION_ID,
    openGraphMediaId: null,
    tax: tax
      ? { ...base(tax.id), taxRate: tax.taxRate, name: tax.name, position: position + 1, apiAlias: "tax" }
      : null,
    unit: null,
  };
}
