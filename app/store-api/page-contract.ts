import { sanitizeHtml } from "../cms/sanitize";
import { pwaPageResultSchema } from "./contracts/pwa-page";
import { ClientApiError } from "./errors";
import type { PwaPageResult, Schemas } from "./operations";

/** Slot types whose data carries shop-authored HTML. */
const HTML_SLOTS = new Set(["text", "html"]);

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

/** Product descriptions are shop HTML too, wherever a product appears in the page (detail, buy box, sliders). */
function sanitizeProductDescriptions(value: unknown, depth = 0): void {
  if (depth > 12 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) sanitizeProductDescriptions(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  if (record["apiAlias"] === "product") {
    if (typeof record["description"] === "string") record["description"] = sanitizeHtml(record["description"]);
    const translated = record["translated"] as Record<string, unknown> | undefined;
    if (translated && typeof translated["description"] === "string") translated["description"] = sanitizeHtml(translated["description"]);
  }
  for (const child of Object.values(record)) if (child !== null && typeof child === "object") sanitizeProductDescriptions(child, depth + 1);
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
  sanitizeProductDescriptions(page);
  return page;
}
