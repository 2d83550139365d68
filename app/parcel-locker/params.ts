export { checkoutPath } from "./links";
import * as z from "zod/mini";
import { safeReturnPath } from "../lib/return-path";

/**
 * The parcel-locker page's query (a boundary we own): `city` (the service's ref), `name` (the city's
 * name as the city list showed it: only a hint, checked against the service by the loader), `q`
 * (the search in cities or in the city's lockers) and `return` (where the choice leads, a
 * same-origin path). Each value is checked on its own and a bad one is dropped, so a stale or
 * mistyped link still shows a usable page.
 */
const ref = z.string().check(z.regex(/^[\w-]{1,64}$/));
const text = (max: number) =>
  z.pipe(
    z.string(),
    z.pipe(
      z.transform((s: string) => s.trim().replace(/\s+/g, " ")),
      z.string().check(z.minLength(1), z.maxLength(max)),
    ),
  );
const cityName = text(200);
const search = text(100);

export interface ParcelLockerQuery {
  city: string | null;
  cityName: string | null;
  q: string;
  /** Always a same-origin path: the given one, or the checkout of the page's language. */
  returnPath: string;
}

const checked = <T>(schema: z.ZodMiniType<T>, raw: string | null): T | null => {
  if (raw === null) return null;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

export function parseParcelLockerQuery(params: URLSearchParams, defaultReturn: string): ParcelLockerQuery {
  const city = checked(ref, params.get("city"));
  return {
    city,
    // A name without its city means nothing.
    cityName: city ? checked(cityName, params.get("name")) : null,
    q: checked(search, params.get("q")) ?? "",
    returnPath: safeReturnPath(params.get("return"), defaultReturn),
  };
}
