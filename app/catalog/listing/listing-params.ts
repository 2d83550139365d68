import * as z from "zod/mini";
import { toClientApiError } from "../../store-api/errors";
import type { ListingParams } from "./listing-query";

/**
 * Listing parameters from a query string (a boundary we own): each value is checked on its own, and
 * a value that fails is dropped, so a mistyped or stale link still shows the listing rather than an
 * error. Loaded lazily by loaders (zod/mini stays out of the JavaScript sent before hydration).
 */
const hexList = z.pipe(
  z.string().check(z.maxLength(33 * 50)),
  z.transform((value) => value.split("|").filter((id) => /^[0-9a-f]{32}$/.test(id))),
);
const integer = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/)),
    z.pipe(z.transform(Number), z.number().check(z.minimum(min), z.maximum(max))),
  );
const amount = z.pipe(z.string().check(z.regex(/^\d{1,9}(\.\d{1,4})?$/)), z.transform(Number));

const FIELDS = {
  p: integer(1, 10_000),
  order: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)),
  limit: integer(1, 100),
  manufacturer: hexList,
  properties: hexList,
  "min-price": amount,
  "max-price": amount,
  rating: integer(1, 5),
  "shipping-free": z.pipe(
    z.string().check(z.regex(/^(1|true)$/)),
    z.transform(() => true),
  ),
} satisfies Record<keyof ListingParams, z.ZodMiniType>;

export function parseListingParams(search: URLSearchParams): ListingParams {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(FIELDS)) {
    // Lists come as "a|b" from our links, or as repeated keys from a filter form sent without JavaScript.
    const raw = key === "manufacturer" || key === "properties" ? search.getAll(key).join("|") || null : search.get(key);
    if (raw === null || raw === "") continue;
    const parsed = (schema as z.ZodMiniType).safeParse(raw);
    if (parsed.success && !(Array.isArray(parsed.data) && parsed.data.length === 0)) out[key] = parsed.data;
  }
  const params = out as ListingParams;
  if (
    params["min-price"] !== undefined &&
    params["max-price"] !== undefined &&
    params["min-price"] > params["max-price"]
  ) {
    [params["min-price"], params["max-price"]] = [params["max-price"], params["min-price"]];
  }
  return params;
}

/** A search term from the query (`search`): trimmed, 1–300 characters. */
const termSchema = z.pipe(
  z.string(),
  z.pipe(
    z.transform((s: string) => s.trim().replace(/\s+/g, " ")),
    z.string().check(z.minLength(1), z.maxLength(300)),
  ),
);
export function parseSearchTerm(value: string | null): string | null {
  const parsed = termSchema.safeParse(value ?? "");
  return parsed.success ? parsed.data : null;
}

/** The shop's answer to a sorting key it does not have (a stale link, a mistyped one). */
export const UNKNOWN_SORTING_CODE = "PRODUCT_SORTING_NOT_FOUND";

/**
 * Loads with the listing parameters; when the shop does not know the sorting, loads again without it,
 * so that the sorting is dropped like any other invalid value (a stale link still shows the listing)
 * rather than failing the page. Returns the parameters the result was loaded with.
 */
export async function withKnownSorting<T>(
  params: ListingParams,
  load: (params: ListingParams) => Promise<T>,
): Promise<{ result: T; params: ListingParams }> {
  try {
    return { result: await load(params), params };
  } catch (error) {
    if (params.order === undefined || !toClientApiError(error).hasCode(UNKNOWN_SORTING_CODE)) throw error;
    const { order: _unknown, ...known } = params;
    return { result: await load(known), params: known };
  }
}
