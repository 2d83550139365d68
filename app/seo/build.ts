import type { PublicSiteConfig } from "../../kv-schemas/site-config";
import type { Breadcrumb } from "./types";
import { absoluteUrl } from "./urls";

export { absoluteUrl, alternatesFor, jsonLdText } from "./urls";

/** Plain text for a description: tags and entities out, whitespace collapsed, cut at a word near `max`. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

export function breadcrumbJsonLd(
  origin: string,
  prefix: string,
  crumbs: readonly Breadcrumb[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, prefix, crumb.path),
    })),
  };
}

export function organizationJsonLd(origin: string, config: PublicSiteConfig): Record<string, unknown> {
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
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.zipcode,
      addressLocality: address.city,
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export { productJsonLd, type ProductJsonLdInput, type ProductOffer } from "./product-json-ld";
