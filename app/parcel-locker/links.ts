import { withPrefix } from "../lib/paths";
import type { ParcelLockerQuery } from "./params";

// Links of the parcel-locker page, apart from the query's parsing: the screen and the checkout's choice need them without zod.

/** The page's URL for a state of it; the default return path is left out, so links stay short. */
export function parcelLockerSearch(query: Partial<ParcelLockerQuery>, defaultReturn: string): string {
  const params = new URLSearchParams();
  if (query.city) params.set("city", query.city);
  if (query.city && query.cityName) params.set("name", query.cityName);
  if (query.q) params.set("q", query.q);
  if (query.returnPath && query.returnPath !== defaultReturn) params.set("return", query.returnPath);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The default place a choice leads to: the checkout of the page's language. */
export const checkoutPath = (langPrefix: string): string => withPrefix(langPrefix, "/checkout/");
