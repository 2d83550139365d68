import { redirect } from "react-router";
import * as z from "zod/mini";
import { HEX_ID } from "../lib/hex-id";
import { withPrefix } from "../lib/paths";
import type { StorefrontLoaderArgs } from "../framework/loaders";

/** The checkout's and the payment's redirects name the order by its id (`?orderId=`): one Shopware id, either case. */
const orderIdSchema = z.pipe(
  z.string().check(z.regex(HEX_ID)),
  z.transform((id) => id.toLowerCase()),
);

/** The order id of the page's query, or null when it is missing, repeated or no id. */
export function orderIdOf(search: URLSearchParams): string | null {
  const values = search.getAll("orderId");
  // Two ids name no one order; the shop is not asked to choose.
  if (values.length !== 1) return null;
  const parsed = orderIdSchema.safeParse(values[0]);
  return parsed.success ? parsed.data : null;
}

/**
 * The order a page after the checkout is about (success, payment failure). A bad or missing id is a
 * link gone wrong rather than a missing page: the shopper's orders are where the order can be found,
 * so they go there with a note.
 */
export function orderOfPage({
  services,
  domain,
  url,
}: Pick<StorefrontLoaderArgs, "services" | "domain" | "url">): string {
  const orderId = orderIdOf(url.searchParams);
  if (orderId) return orderId;
  services.flash({ type: "info", messageKey: "orderSuccess.unknownOrder" });
  throw redirect(withPrefix(domain.langPrefix, "/account/orders/"), 302);
}
