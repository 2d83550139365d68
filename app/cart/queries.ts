import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";

/**
 * The session's cart. It is the server's (another tab, a price change or a promotion may change it),
 * so it is never fresh: every read that can ask again does; actions write the cart they get back.
 * Reads go in cart order with the actions' calls (state/cart-sync), so none overtakes a change.
 */
export const cartQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("cart", languageId),
    queryFn: async () => (await import("./cart-sync")).readCartInOrder(services, languageId),
    staleTime: 0,
  });
