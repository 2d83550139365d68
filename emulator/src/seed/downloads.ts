import { hexId } from "./ids";
import type { SeedProduct } from "./products";
import { slugify } from "./slug";

/** A file a digital product delivers (Shopware's product_download with its private media). */
export interface SeedDownload {
  id: string;
  mediaId: string;
  fileName: string;
  fileExtension: string;
  mimeType: string;
  position: number;
}

/**
 * The demo shop's software products (productType sw_product, type "digital") each deliver one file:
 * the licence certificate, unlocked once the order is paid.
 */
export function productDownloads(product: SeedProduct): SeedDownload[] {
  if (product.productType !== "sw_product") return [];
  return [
    {
      id: hexId(`product-download:${product.id}`),
      mediaId: hexId(`download-media:${product.id}`),
      fileName: `${slugify(product.name["en-GB"]).toLowerCase()}-licence`,
      fileExtension: "txt",
      mimeType: "text/plain",
      position: 0,
    },
  ];
}
