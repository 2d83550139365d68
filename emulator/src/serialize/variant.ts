import type { SeedProduct } from "../seed/products";
import { propertyGroupById, propertyOptionById } from "../seed/properties";
import { LIVE_VERSION_ID, type LocaleCode } from "../seed/reference";
import { familyOf } from "../seed/variants";
import { type RenderContext, tr } from "./common";
import { calculatedPrice } from "./price";

/**
 * Shopware's `variation` (ProductVariationBuilder): a variant's options as group and option names,
 * by group position. The cart copies it into a line item's payload.options.
 */
export function variationOf(product: SeedProduct, locale: LocaleCode): { group: string; option: string }[] {
  return (product.optionIds ?? [])
    .flatMap((id) => {
      const option = propertyOptionById(id);
      const group = option ? propertyGroupById(option.groupId) : undefined;
      return option && group
        ? [{ position: group.position, group: tr(group.name, locale), option: tr(option.name, locale) }]
        : [];
    })
    .sort((a, b) => a.position - b.position || a.group.localeCompare(b.group))
    .map(({ group, option }) => ({ group, option }));
}

/**
 * The fields a product of a variant family has where a product without variants has defaults:
 * parent and child count, options, display group, and the family's cheapest price (the indexer
 * writes it on the parent; children inherit it). The listing config and `variation` stay inside,
 * as in 6.7's ProductDefinition (neither is ApiAware).
 */
export function variantFields(product: SeedProduct, ctx: RenderContext): Record<string, unknown> {
  const family = familyOf(product);
  if (!family) return {};
  const prices = family.children.map((child) => child.gross);
  const cheapest = family.children.reduce((a, b) => (b.gross < a.gross ? b : a));
  const from = calculatedPrice(cheapest.gross, cheapest.taxRate, 1, ctx);
  const to = calculatedPrice(Math.max(...prices), cheapest.taxRate, 1, ctx);
  return {
    parentId: product.parentId ?? null,
    parentVersionId: product.parentId ? LIVE_VERSION_ID : null,
    childCount: product.parentId ? 0 : family.children.length,
    optionIds: product.optionIds ?? [],
    displayGroup: product.parentId ?? null,
    calculatedCheapestPrice: {
      ...from,
      hasRange: new Set(prices).size > 1,
      variantId: cheapest.id,
      apiAlias: "calculated_cheapest_price",
    },
    calculatedListingPrice: { from, to, apiAlias: "calculated_listing_price" },
  };
}

/** The parent's product_configurator_setting rows (the `configuratorSettings` association); children have none. */
export function configuratorSettingsOf(product: SeedProduct) {
  const family = familyOf(product);
  if (!family || product.parentId) return [];
  return family.configuratorSettings.map((setting) => ({
    id: setting.id,
    versionId: LIVE_VERSION_ID,
    productId: family.parent.id,
    productVersionId: LIVE_VERSION_ID,
    mediaId: null,
    optionId: setting.optionId,
    position: setting.position,
    price: null,
    media: null,
    option: null,
    customFields: null,
    createdAt: "2026-01-15T09:00:00.000+00:00",
    updatedAt: null,
    apiAlias: "product_configurator_setting",
  }));
}
