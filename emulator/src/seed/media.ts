import { hexId } from "./ids";
import type { SeedProduct } from "./products";

export type MediaMotif = "book" | "calendar" | "frame" | "phone" | "software" | "banner" | "logo";

/** An image of the demo shop; the emulator draws it as SVG at any thumbnail size. */
export interface SeedMedia {
  id: string;
  fileName: string;
  alt: string;
  title: string;
  width: number;
  height: number;
  hue: number;
  motif: MediaMotif;
  label: string;
  createdAt: string;
}

/** Shopware's default thumbnail sizes of the product media folder. */
export const THUMBNAIL_SIZES: readonly { width: number; height: number }[] = [
  { width: 400, height: 400 },
  { width: 800, height: 800 },
  { width: 1920, height: 1920 },
];

const MOTIF_BY_LEAF: Record<string, MediaMotif> = {
  "hardcover-classic": "book",
  "hardcover-premium": "book",
  softcover: "book",
  layflat: "book",
  "wall-calendars": "calendar",
  "desk-calendars": "calendar",
  canvas: "frame",
  posters: "frame",
  acrylic: "frame",
  "iphone-cases": "phone",
  "samsung-cases": "phone",
  "design-software": "software",
  licences: "software",
};

const VIEWS = ["front", "open", "detail"] as const;

export function productMedia(product: SeedProduct): SeedMedia[] {
  const baseHue = parseInt(product.id.slice(0, 4), 16) % 360;
  return product.mediaIds.map((id, i) => ({
    id,
    fileName: `${product.productNumber.toLowerCase()}-${VIEWS[i]}`,
    alt: `${product.name["en-GB"]} (${VIEWS[i]})`,
    title: product.name["en-GB"],
    width: 1920,
    height: 1920,
    hue: (baseHue + i * 24) % 360,
    motif: MOTIF_BY_LEAF[product.leaf] ?? "banner",
    label: product.name["en-GB"],
    createdAt: product.createdAt,
  }));
}

/** Media that are not product pictures: CMS banners, category and manufacturer images. */
export function namedMedia(
  key: string,
  label: string,
  motif: MediaMotif,
  hue: number,
  width = 1920,
  height = 800,
): SeedMedia {
  return {
    id: hexId(`media:${key}`),
    fileName: key.replace(/[^a-z0-9]+/gi, "-").toLowerCase(),
    alt: label,
    title: label,
    width,
    height,
    hue,
    motif,
    label,
    createdAt: "2026-01-15T09:00:00.000+00:00",
  };
}
