import type { ProductJsonLdInput } from "./build";

/** What a page tells search engines and link previews (issue: SEO beyond what other storefronts ship). */
export interface SeoAlternate {
  hreflang: string;
  href: string;
}

export interface SeoImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface SeoData {
  description?: string;
  /** Absolute canonical URL in its normalised form (trailing slash, no tracking or filter parameters). */
  canonical?: string;
  /** One per language domain, plus x-default; empty when the page's other languages are not known. */
  alternates?: SeoAlternate[];
  /** og:title is the document title, which the head adds itself. */
  openGraph?: { type: "website" | "product" | "article"; image?: SeoImage };
  /** JSON-LD objects (schema.org): BreadcrumbList, Organization. */
  jsonLd?: Record<string, unknown>[];
  /** The shop's Google site verification id (`extensions.siteVerificationId`), on the home page. */
  siteVerification?: string;
  /** A product page's Product JSON-LD; the screen renders it with the offer of the moment (ProductJsonLd). */
  product?: ProductJsonLdInput;
}

export interface Breadcrumb {
  name: string;
  path: string;
}
