import { redirect } from "react-router";
import { withPrefix } from "../app/lib/paths";
import { cartQuery } from "../app/queries/cart";
import { storefrontLoader } from "../app/router/loaders";

/** Spec section 2: an empty cart sends the shopper back with a warning notice (the customer branch asks for login first). */
export const loader = storefrontLoader(async (args) => {
  const cart = await args.services.queryClient.fetchQuery(cartQuery(args.services, args.domain.languageId));
  if (!cart.lineItems?.length) {
    args.services.flash({ type: "warning", messageKey: "notification.emptyCartAtCheckout" });
    throw redirect(withPrefix(args.domain.langPrefix, "/cart/"), 302);
  }
  return null;
});
