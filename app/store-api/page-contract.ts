import { sanitizeHtml } from "../cms/sanitize";
import { pwaPageResultSchema } from "./contracts/pwa-page";
import { ClientApiError } from "./errors";
import type { PwaPageResult, Schemas } from "./operations";

/** Slot types whose data carries shop-authored HTML. */
const HTML_SLOTS = new Set(["text"]);

function sanitizeCmsPage(page: Schemas["CmsPage"] | null | undefined): void {
  for (const section of page?.sections ?? []) {
    for (const block of section.blocks ?? []) {
      for (const slot of block.slots ?? []) {
        const data = slot.data as { content?: unknown } | null | undefined;
        if (HTML_SLOTS.has(slot.type) && data && typeof data.content === "string") data.content = sanitizeHtml(data.content);
      }
    }
  }
}

/**
 * Checks a page lookup's answer against the contract and sanitises its CMS HTML once, where the data
 * enters the query cache: components render what is cached, on the server and in the browser alike.
 * Loaded lazily in the browser (zod/mini and the sanitiser are not needed for the first paint).
 */
export function checkPageResult(result: unknown): PwaPageResult {
  const checked = pwaPageResultSchema.safeParse(result);
  if (!checked.success) {
    throw new ClientApiError([{ status: "502", code: "PWA_PAGE__INVALID_RESPONSE", title: "Bad Gateway",
      detail: `The page lookup answered in an unexpected shape: ${checked.error.issues[0]?.message ?? "invalid"}` }], 502);
  }
  const page = result as PwaPageResult;
  sanitizeCmsPage(page.cmsPage);
  return page;
}
