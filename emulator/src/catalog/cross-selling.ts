import { hexId } from "../seed/ids";
import type { SeedProduct } from "../seed/products";
import type { Translated } from "../seed/reference";
import type { Catalogue } from "./catalogue";
import { displayGroupOf, listingPreviewOf } from "./variants";

export interface SeedCrossSelling {
  id: string;
  name: Translated;
  position: number;
  productIds: string[];
}

/** Which category's products go well with another's ("accessories" group). */
const COMPANION_LEAF: Record<string, string> = {
  "hardcover-classic": "wall-calendars",
  "hardcover-premium": "acrylic",
  softcover: "posters",
  layflat: "canvas",
  "wall-calendars": "desk-calendars",
  "desk-calendars": "posters",
  canvas: "acrylic",
  posters: "canvas",
  acrylic: "canvas",
  "iphone-cases": "samsung-cases",
  "samsung-cases": "iphone-cases",
  "design-software": "licences",
  licences: "design-software",
};

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

/** Two groups per product, as a shop manager would set them up: similar products and a companion range. */
export function crossSellingsFor(product: SeedProduct, catalogue: Catalogue): SeedCrossSelling[] {
  // Cross-selling lists are listings: one product per display group (a family's first variant), parents left out.
  const own = displayGroupOf(product);
  const seen = new Set<string>();
  const listed = catalogue.products.filter((p) => {
    const group = displayGroupOf(p);
    if (group === null || seen.has(group)) return false;
    seen.add(group);
    return true;
  });
  const sameLeaf = listed.filter((p) => p.leaf === product.leaf && displayGroupOf(p) !== own).slice(0, 10);
  const companion = listed.filter((p) => p.leaf === COMPANION_LEAF[product.leaf]).slice(0, 10);
  return [
    {
      id: hexId(`cross-selling:${product.id}:similar`),
      name: t("Similar products", "Ähnliche Produkte", "Схожі товари"),
      position: 1,
      productIds: sameLeaf.map((p) => listingPreviewOf(p).id),
    },
    {
      id: hexId(`cross-selling:${product.id}:companion`),
      name: t("Goes well with", "Passt dazu", "Гарно поєднується з"),
      position: 2,
      productIds: companion.map((p) => listingPreviewOf(p).id),
    },
  ].filter((group) => group.productIds.length > 0);
}
