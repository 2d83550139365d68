import type { CmsSlotProps } from "./types";

/**
 * The html element: the shop's own markup, sanitised like text (scripts, handlers and frames are
 * removed when the page enters the cache); shopping pages run no code the storefront did not ship.
 */
export function CmsHtml({ slot }: CmsSlotProps) {
  const content = (slot.data as { content?: unknown } | null)?.content;
  return typeof content === "string" && content ? (
    <div className="cms-html" dangerouslySetInnerHTML={{ __html: content }} />
  ) : null;
}
