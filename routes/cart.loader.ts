import { cartQuery } from "../app/queries/cart";
import { storefrontLoader } from "../app/router/loaders";

/** The cart is the server's: read afresh for its own page (another tab may have changed it). */
export const cartLoader = storefrontLoader(async ({ services, domain }) => {
  await services.queryClient.fetchQuery(cartQuery(services, domain.languageId));
  return null;
});
