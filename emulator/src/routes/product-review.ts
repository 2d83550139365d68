import { Hono } from "hono";
import { applyIncludes, parseCriteria, pathResolver, search } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { newId } from "../lib/crypto";
import { errors } from "../lib/errors";
import { criteriaInput, HEX32, jsonBody, requireUuid } from "../lib/request";
import { entitySearchResult } from "../lib/search-result";
import { Violations } from "../lib/validation";
import { SALES_CHANNEL_ID } from "../seed/reference";
import { seedReviewRecord, serializeReview } from "../serialize/review";
import { customerReview, upsertReview, visibleReviews } from "../state/reviews";
import { requireCustomer } from "./account";
import { catalogueOf } from "./catalog-helpers";

/** PHP's var_export-like rendering Symfony puts in `{{ value }}`. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return `"${value}"`;
  return String(value);
}

/** NotBlank then Length(min) as Symfony runs them: a missing text is blank, an empty one is blank and too short. */
function text(v: Violations, body: Record<string, unknown>, field: string, min: number): string {
  const value = body[field];
  const string = value === undefined || value === null ? null : String(value);
  if (!string) v.add(`/${field}`, "IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": shown(value) });
  if (string !== null && [...string].length < min) {
    v.add(`/${field}`, "TOO_SHORT_ERROR", `This value is too short. It should have ${min} characters or more.`, {
      "{{ value }}": shown(string),
      "{{ limit }}": min,
      "{{ value_length }}": [...string].length,
    });
  }
  return string ?? "";
}

/** A number as it is, a non-blank string as the number it reads, anything else NaN (not numeric). */
function numeric(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value);
  return Number.NaN;
}

/** GreaterThanOrEqual(1) and LessThanOrEqual(5): Symfony's comparisons pass a missing value. */
function points(v: Violations, value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const n = numeric(value);
  if (!Number.isFinite(n)) {
    v.add("/points", "INVALID_TYPE_ERROR", "This value should be of type numeric.", {
      "{{ value }}": shown(value),
      "{{ type }}": "numeric",
    });
    return null;
  }
  const compared = { "{{ value }}": String(n), "{{ compared_value_type }}": "int" };
  if (n < 1)
    v.add("/points", "TOO_LOW_ERROR", "This value should be greater than or equal to 1.", {
      ...compared,
      "{{ compared_value }}": "1",
    });
  if (n > 5)
    v.add("/points", "TOO_HIGH_ERROR", "This value should be less than or equal to 5.", {
      ...compared,
      "{{ compared_value }}": "5",
    });
  return n;
}

/**
 * Product reviews (Shopware's ProductReviewRoute and ProductReviewSaveRoute): the product's approved
 * reviews plus the logged-in customer's own pending one, in every language (the route filters none;
 * a criteria may), and a logged-in customer's review, kept pending until the shop approves it.
 */
export const productReviewRoutes = new Hono<EmulatorEnv>()
  .on(["GET", "POST"], "/product/:productId/reviews", async (c) => {
    const criteria = parseCriteria(await criteriaInput(c));
    const productId = requireUuid(c.req.param("productId"));
    const state = c.get("state");
    const product = catalogueOf(c).productById.get(productId);
    const seed = (product?.reviews ?? []).map((review) => seedReviewRecord(review, productId));
    const written = await visibleReviews(c.env.DB, productId, state.customer?.id ?? null);
    // Without a sorting the database's order: by primary key.
    const docs = [...seed, ...written]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((review) => serializeReview(review, SALES_CHANNEL_ID));
    const result = search(docs, criteria, pathResolver("product_review"), (d) => d.id);
    return c.json(
      applyIncludes(
        entitySearchResult("product_review", result.elements, result.total, result.page, result.limit),
        criteria.includes,
      ),
    );
  })
  .post("/product/:productId/review", async (c) => {
    const customer = requireCustomer(c, false);
    const productId = requireUuid(c.req.param("productId"));
    if (!catalogueOf(c).productById.get(productId)) throw errors.productNotFound(productId);
    const body = await jsonBody(c);
    const state = c.get("state");
    const v = new Violations();
    const name = "name" in body ? body["name"] : customer.payload.firstName;
    if (name === null || name === undefined || String(name) === "")
      v.add("/name", "IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": shown(name) });
    const title = text(v, body, "title", 5);
    const content = text(v, body, "content", 40);
    const rating = points(v, body["points"]);
    const requestedId = typeof body["id"] === "string" && body["id"] !== "" ? body["id"] : null;
    if (requestedId) {
      // EntityExists on the customer's own reviews: another customer's review id is not found either.
      const own = HEX32.test(requestedId)
        ? await customerReview(c.env.DB, { customerId: customer.id, id: requestedId })
        : null;
      if (!own) {
        v.add("/id", "ENTITY_DOES_NOT_EXISTS", `The "product_review" entity with id "${requestedId}" does not exist.`, {
          "{{ primaryProperty }}": "id",
          "{{ id }}": `"${requestedId}"`,
          "{{ entity }}": '"product_review"',
        });
      }
    } else if (await customerReview(c.env.DB, { customerId: customer.id, productId })) {
      v.add("/customerId", "ENTITY_EXISTS", 'The "product_review" entity already exists.', {
        "{{ entity }}": '"product_review"',
      });
    }
    v.throwIfAny();
    await upsertReview(c.env.DB, {
      id: requestedId ?? newId(),
      productId,
      customerId: customer.id,
      languageId: state.language.id,
      externalUser: String(name),
      externalEmail: typeof body["email"] === "string" ? body["email"] : customer.email,
      title,
      content,
      points: rating,
    });
    return c.body(null, 204);
  });
