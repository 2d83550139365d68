import { StoreApiError } from "../lib/errors";
import type { SeedProduct } from "../seed/products";
import { propertyOptionById } from "../seed/properties";
import { familyOf, type SeedVariantFamily } from "../seed/variants";

/** Shopware's `available`: a closeout with less stock than its minimum purchase cannot be bought. */
export const isAvailable = (product: SeedProduct): boolean =>
  !product.isCloseout || product.stock >= product.minPurchase;

/** Whether a product is the parent of a variant family (it stands for its children and is not bought itself). */
export const isVariantParent = (product: SeedProduct): boolean => !product.parentId && familyOf(product) !== undefined;

/**
 * The product a detail request for `product` shows (ProductDetailRoute, 6.7): a child is itself; a
 * parent opens its listing config's main variant, or else its best variant (available first, then
 * the lowest price).
 */
export function detailProductOf(product: SeedProduct): SeedProduct {
  const family = familyOf(product);
  if (!family || product.parentId) return product;
  const main = family.listingConfig?.mainVariantId;
  const mainVariant = main ? family.children.find((child) => child.id === main) : undefined;
  if (mainVariant) return mainVariant;
  const best = [...family.children].sort(
    (a, b) => Number(isAvailable(b)) - Number(isAvailable(a)) || a.gross - b.gross,
  )[0];
  return best ?? product;
}

/**
 * Shopware's display group: a family's children share one (one card per family, the default without
 * "expand by property"), a parent with children has none (it is not listed), any other product its own.
 */
export function displayGroupOf(product: SeedProduct): string | null {
  if (product.parentId) return product.parentId;
  return isVariantParent(product) ? null : product.id;
}

/**
 * ProductListingLoader's previews: without an option filter, a family's card shows its main variant
 * (listing config), or its parent when the config says displayParent; otherwise the variant the
 * listing found first.
 */
export function listingPreviewOf(product: SeedProduct): SeedProduct {
  const family = product.parentId ? familyOf(product) : undefined;
  const config = family?.listingConfig;
  if (!family || !config) return product;
  if (config.displayParent) return family.parent;
  const main = config.mainVariantId ? family.children.find((child) => child.id === config.mainVariantId) : undefined;
  return main && isAvailable(main) ? main : product;
}

/** The group of each of a product's options. */
export function optionsByGroup(product: SeedProduct): Map<string, string> {
  const out = new Map<string, string>();
  for (const id of product.optionIds ?? []) {
    const option = propertyOptionById(id);
    if (option) out.set(option.groupId, id);
  }
  return out;
}

/** The options a find-variant request sends: a list of option ids, or a map of group id to option id. */
export type VariantOptions = string[] | Record<string, string>;

export const variantNotFound = (productId: string, options: VariantOptions) => {
  const json = JSON.stringify(options);
  return new StoreApiError(
    404,
    "CONTENT__PRODUCT_VARIANT_NOT_FOUND",
    `Variant for productId ${productId} with options ${json} not found.`,
    { productId, options: json },
  );
};

/**
 * FindProductVariantRoute: the first child having all the options; if none, the options of other
 * groups than the switched one are dropped one by one (in the order sent) until a child matches.
 */
export function findVariant(
  family: SeedVariantFamily | undefined,
  productId: string,
  options: VariantOptions,
  switchedGroup: string | null,
): { variantId: string; options: VariantOptions } {
  const search = (ids: string[]) => family?.children.find((child) => ids.every((id) => child.optionIds?.includes(id)));
  let entries: [string, string][] = Array.isArray(options)
    ? options.map((id, i) => [String(i), id])
    : Object.entries(options);
  const answer = (kept: [string, string][]): VariantOptions =>
    Array.isArray(options) ? kept.map(([, id]) => id) : Object.fromEntries(kept);
  let found = search(entries.map(([, id]) => id));
  if (found) return { variantId: found.id, options: answer(entries) };
  while (entries.length > 1) {
    const drop = Math.max(
      0,
      entries.findIndex(([group]) => group !== switchedGroup),
    );
    entries = entries.filter((_, i) => i !== drop);
    found = search(entries.map(([, id]) => id));
    if (found) return { variantId: found.id, options: answer(entries) };
  }
  throw variantNotFound(productId, answer(entries));
}
