import { cardOf } from "../catalog/card";
import { sanitizeHtml } from "./sanitize";
import { slotsOf } from "./slots-of";
import { pwaPageResultSchema } from "../store-api/contracts/pwa-page";
import { ClientApiError } from "../store-api/errors";
import type { PwaPageResult, Schemas } from "../store-api/operations";

type Product = Schemas["Product"];

/** Slot types whose data carries shop-authored HTML. */
const HTML_SLOTS = new Set(["text", "html"]);

function sanitizeCmsPage(page: Schemas["CmsPage"] | null | undefined): void {
  for (const slot of slotsOf(page)) {
    const data = slot.data as { content?: unknown } | null | undefined;
    if (HTML_SLOTS.has(slot.type) && data && typeof data.content === "string")
      data.content = sanitizeHtml(data.content);
  }
}

/**
 * Products inside CMS elements become cards (see catalog/card): a slider or cross-selling group needs
 * no descriptions, galleries or properties. Copies of the page's own product (buy box, description)
 * are dropped: those elements show the page's product.
 */
function cardsInCmsPage(value: unknown, detailId: string | null, depth = 0): unknown {
  if (depth > 14 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => cardsInCmsPage(item, detailId, depth + 1));
  const record = value as Record<string, unknown>;
  if (record["apiAlias"] === "product") return record["id"] === detailId ? null : cardOf(record as Product);
  for (const [key, child] of Object.entries(record))
    if (child !== null && typeof child === "object") record[key] = cardsInCmsPage(child, detailId, depth + 1);
  return record;
}

function sanitizeProduct(product: Product): void {
  if (typeof product.description === "string") product.description = sanitizeHtml(product.description);
  const translated = product.translated as Record<string, unknown> | undefined;
  if (translated && typeof translated["description"] === "string")
    translated["description"] = sanitizeHtml(translated["description"]);
}

/**
 * Checks a page lookup's answer against the contract and sanitises its CMS HTML once, where the data
 * enters the query cache: components render what is cached, on the server and in the browser alike.
 * Loaded lazily in the browser (zod/mini and the sanitiser are not needed for the first paint).
 */
export function checkPageResult(result: unknown): PwaPageResult {
  const checked = pwaPageResultSchema.safeParse(result);
  if (!checked.success) {
    // A lookup that fails validation is a 404 "Page Not Found" for the shopper; the shape's fault goes to the log.
    const issue = checked.error.issues[0];
    console.error("page lookup failed validation", issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid");
    throw new ClientApiError(
      [
        {
          status: "404",
          code: "PWA_PAGE__INVALID_RESPONSE",
          title: "Page Not Found",
          detail: "The page lookup answered in an unexpected shape.",
        },
      ],
      404,
    );
  }
  const page = result as PwaPageResult;
  const detailId = page.resourceType === "frontend.detail.page" ? page.resourceIdentifier : null;
  if (page.cmsPage) cardsInCmsPage(page.cmsPage, detailId);
  sanitizeCmsPage(page.cmsPage);
  if (page.resourceType === "frontend.detail.page") sanitizeProduct(page.product);
  return page;
}
