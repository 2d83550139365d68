import { readCustomerComment } from "../app/cart/customer-comment";
import { cartQuery } from "../app/cart/queries";
import { storefrontLoader } from "../app/framework/loaders";

export interface CartData {
  /** The comment for the order the shopper wrote on this page earlier (kept in a cookie until checkout). */
  customerComment: string;
}

/**
 * The cart is the server's: the server reads it for the page; in the browser the cart cached by the
 * last action or read is shown at once, and the screen reads it again as it mounts (it is never fresh).
 */
export const loader = storefrontLoader(async ({ services, domain, request }): Promise<CartData> => {
  const query = cartQuery(services, domain.languageId);
  await (services.isServer ? services.queryClient.fetchQuery(query) : services.queryClient.ensureQueryData(query));
  return {
    customerComment: readCustomerComment(services.isServer ? (request.headers.get("cookie") ?? "") : document.cookie),
  };
});
