import { requiredProperty } from "../lib/internal-errors";
import type { Schemas } from "../store-api/operations";

type Product = Schemas["Product"];
type Media = Schemas["Media"];

/** The fields of a media a rendered image uses (thumbnails for srcset, size for layout). */
export function imageOf(media: Media | null | undefined): Media | null {
  if (!media) return null;
  const meta = media.metaData as { width?: number; height?: number } | undefined;
  return {
    id: media.id,
    url: media.url,
    alt: media.alt ?? (media.translated as { alt?: string } | undefined)?.alt ?? null,
    metaData: meta ? { width: meta.width, height: meta.height } : undefined,
    thumbnails: (media.thumbnails ?? []).map((t) => ({ url: t.url, width: t.width, height: t.height })),
    apiAlias: "media",
  } as unknown as Media;
}

/**
 * A product as a card shows it (listings, sliders, boxes, cross-selling, suggestions): what the
 * page carries to the browser for it, and nothing else. Shopware sends every translated field with
 * each product; a card needs the name.
 */
export function cardOf(product: Product): Product {
  const name = (product.translated as { name?: string } | undefined)?.name ?? product.name;
  const price = (p: Schemas["CalculatedPrice"] | undefined) =>
    p && {
      unitPrice: p.unitPrice,
      totalPrice: p.totalPrice,
      quantity: p.quantity,
      listPrice: p.listPrice ?? null,
      referencePrice: p.referencePrice ?? null,
    };
  return {
    // A card links to its product and is keyed by it (a missing property in a mapper).
    id: requiredProperty(product, "id", "product"),
    name,
    translated: { name },
    calculatedPrice: price(product.calculatedPrice),
    calculatedPrices: (product.calculatedPrices ?? []).map(price),
    cover: product.cover ? { id: product.cover.id, media: imageOf(product.cover.media) } : null,
    seoUrls: (product.seoUrls ?? []).map((u) => ({ seoPathInfo: u.seoPathInfo })),
    ratingAverage: product.ratingAverage ?? null,
    markAsTopseller: product.markAsTopseller ?? false,
    apiAlias: "product",
  } as unknown as Product;
}
