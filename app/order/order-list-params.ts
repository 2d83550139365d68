import * as z from "zod/mini";

/**
 * The order list's page from its query string (`?p=`, a boundary we own): a whole number from 1; a
 * missing, mistyped or absurd value is the first page rather than an error.
 */
const pageSchema = z.pipe(
  z.string().check(z.regex(/^\d{1,6}$/)),
  z.pipe(z.transform(Number), z.number().check(z.minimum(1), z.maximum(100_000))),
);

export function parseOrderListPage(search: URLSearchParams): number {
  const parsed = pageSchema.safeParse(search.get("p") ?? "");
  return parsed.success ? parsed.data : 1;
}
