import type { CmsSlotProps } from "./types";

/** The product-name element: the page's heading on product pages. */
export function CmsProductName({ slot }: CmsSlotProps) {
  const name = (slot.data as { content?: string } | null)?.content;
  return name ? <h1 className="product-name">{name}</h1> : null;
}
