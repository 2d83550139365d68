import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useDomain, useSiteConfig } from "../../state/site";
import { cmsHref } from "../links";
import type { CmsSlotProps } from "./types";

/** The text element: the shop's HTML, sanitised; its internal links navigate without a reload. */
export function CmsText({ slot }: CmsSlotProps) {
  const navigate = useNavigate();
  const config = useSiteConfig();
  const domain = useDomain();
  const content = (slot.data as { content?: unknown } | null)?.content;
  // Sanitised when the page entered the query cache (store-api/page-contract.ts).
  const html = typeof content === "string" ? content : "";
  const prefixes = config.domains.map((d) => d.langPrefix);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor || anchor.target === "_blank" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    const href = anchor.getAttribute("href") ?? "";
    const link = cmsHref(href, domain.langPrefix, prefixes);
    if (!link || link.external) return;
    event.preventDefault();
    navigate(link.href);
  };
  if (!html) return null;
  // The shop's links inside the text are followed client-side: one listener for all of them (delegation);
  // the links themselves stay the focusable, keyboard-operable elements.
  // biome-ignore lint/a11y/noStaticElementInteractions: delegated clicks of the links inside, not an action of the div
  // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires this same click event
  return <div className="cms-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
