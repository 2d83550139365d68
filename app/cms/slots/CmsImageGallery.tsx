import { Gallery, galleryMedia } from "../../catalog/Gallery";
import { productName } from "../../catalog/ProductCard";
import type { Schemas } from "../../store-api/operations";
import { useCmsPage } from "../context";
import type { CmsSlotProps } from "./types";

/**
 * The image-gallery element. On a product page it shows the product's media by position;
 * elsewhere the images configured in the element.
 */
export function CmsImageGallery({ slot }: CmsSlotProps) {
  const { page } = useCmsPage();
  if (page?.resourceType === "frontend.detail.page")
    // Keyed by product: another variant's images start at their first, not where the last one was.
    return <Gallery key={page.product.id} media={galleryMedia(page.product)} name={productName(page.product)} />;
  const items = (slot.data as { sliderItems?: { media?: Schemas["Media"] | null }[] } | null)?.sliderItems ?? [];
  return <Gallery media={items.map((i) => i.media).filter((m): m is Schemas["Media"] => Boolean(m))} name="" />;
}
