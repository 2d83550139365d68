import type { SeoImage } from "./types";

/** What a product's JSON-LD says that does not depend on the session. */
export interface ProductJsonLdInput {
  url: string;
  name: string;
  description: string;
  sku: string;
  images: SeoImage[];
  brand: string | null;
  rating: { average: number; count: number } | null;
}

/** The offer: price and currency are the session's (a currency change changes them), so they are read at render time. */
export interface ProductOffer {
  price: number;
  currency: string;
  available: boolean;
}

export function productJsonLd(input: ProductJsonLdInput, offer: ProductOffer): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    sku: input.sku,
    ...(input.images.length ? { image: input.images.map((i) => i.url) } : {}),
    ...(input.brand ? { brand: { "@type": "Brand", name: input.brand } } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: offer.price.toFixed(2),
      priceCurrency: offer.currency,
      availability: offer.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: input.rating.average.toFixed(1),
            reviewCount: input.rating.count,
            bestRating: "5",
            worstRating: "1",
          },
        }
      : {}),
  };
}
