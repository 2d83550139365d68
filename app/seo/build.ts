import type { SiteConfig } from "../../kv-schemas/site-config";
import type { Breadcrumb, SeoImage } from "./types";
import { absoluteUrl } from "./urls";

export { absoluteUrl, alternatesFor, jsonLdText } from "./urls";

/** Plain text for a description: tags and entities out, whitespace collapsed, cut at a word near `max`. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? "").replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

export function breadcrumbJsonLd(origin: string, prefix: string, crumbs: readonly Breadcrumb[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: absoluteUrl(origin, prefix, crumb.path) })),
  };
}

export function organizationJsonLd(origin: string, config: SiteConfig): Record<string, unknown> {
  const { companyAddress: address, socialLinks } = config.storeInformation;
  const sameAs = [socialLinks.facebook, socialLinks.instagram].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: address.company || config.salesChannel.name,
    url: `${origin}/`,
    ...(config.theme.media.logo ? { logo: new URL(config.theme.media.logo, origin).href } : {}),
    ...(address.email ? { email: address.email } : {}),
    ...(address.phoneNumber ? { telephone: address.phoneNumber } : {}),
    address: { "@type": "PostalAddress", streetAddress: address.street, postalCode: address.zipcode, addressLocality: address.city },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

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
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: input.rating.average.toFixed(1), reviewCount: input.rating.count, bestRating: "5", worstRating: "1" } }
      : {}),
  };
}

