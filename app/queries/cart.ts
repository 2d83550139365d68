import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../router/services";
import { queryKey } from "./keys";

/**
 * The session's cart. It is the server's (another tab, a price change or a promotion may change it),
 * so it is never fresh: every read that can ask again does; actions write the cart they get back.
 */
export const cartQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({ queryKey: queryKey("cart", languageId), queryFn: async () => (await import("../store-api/cart")).readCart(services.api, languageId), staleTime: 0 });
