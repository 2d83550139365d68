import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { HEX_ID } from "../app/lib/hex-id";
import { withPrefix } from "../app/lib/paths";
import { queryKey } from "../app/queries/keys";
import { storefrontLoader } from "../app/router/loaders";
import type { PageTitleData } from "../app/router/types";
import { tellOtherTabs } from "../app/state/cart-sync";
import { readOrder, type OrderDetail } from "../app/store-api/order";

export interface OrderSuccessData extends PageTitleData {
  order: OrderDetail;
}

/** The checkout's redirect names the order by its id (`?orderId=`): one Shopware id, either case. */
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
 * The order just placed, as the shop has it. A bad or missing id is a link gone wrong rather than a
 * missing page: the shopper's orders are where the order can be found, so they go there with a note. An
 * unknown id, or another customer's (the shop filters by the customer), is the 404 page.
 */
export const loader = storefrontLoader(async ({ services, domain, url }): Promise<OrderSuccessData> => {
  const orderId = orderIdOf(url.searchParams);
  if (!orderId) {
    services.flash({ type: "info", messageKey: "orderSuccess.unknownOrder" });
    throw redirect(withPrefix(domain.langPrefix, "/account/orders/"), 302);
  }
  const order = await readOrder(services.api, domain.languageId, orderId);
  if (!order) throw data(null, { status: 404 });
  if (!services.isServer) {
    // The shop emptied the cart when it took the order, but this tab's cache still holds the cart from
    // before (the checkout read it): dropped and read again, so no header shows the old count; the
    // shop's other tabs hear of it too.
    void services.queryClient.resetQueries({ queryKey: queryKey("cart") });
    tellOtherTabs();
  }
  return { order };
});
