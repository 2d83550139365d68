import type { ProductLeaf } from "./categories";

/** Shopware keeps a product's width, height and length in millimetres and its weight in kilograms. */
export interface SeedDimensions {
  width: number;
  height: number;
  length: number;
  weight: number;
}

/** The parcel of one item of each kind, as a shop enters it for shipping; downloads have none (null in Shopware). */
const BY_LEAF: Record<ProductLeaf, SeedDimensions | null> = {
  "hardcover-classic": { width: 220, height: 15, length: 305, weight: 0.9 },
  "hardcover-premium": { width: 310, height: 25, length: 310, weight: 1.8 },
  softcover: { width: 210, height: 5, length: 297, weight: 0.35 },
  layflat: { width: 310, height: 30, length: 310, weight: 2.4 },
  "wall-calendars": { width: 297, height: 8, length: 420, weight: 0.6 },
  "desk-calendars": { width: 210, height: 80, length: 150, weight: 0.35 },
  canvas: { width: 400, height: 20, length: 600, weight: 1.5 },
  posters: { width: 60, height: 60, length: 620, weight: 0.15 },
  acrylic: { width: 400, height: 5, length: 600, weight: 3.2 },
  "iphone-cases": { width: 80, height: 12, length: 160, weight: 0.04 },
  "samsung-cases": { width: 80, height: 12, length: 165, weight: 0.045 },
  "design-software": null,
  licences: null,
};

export const dimensionsOf = (leaf: ProductLeaf): SeedDimensions | null => BY_LEAF[leaf];
