import { redirect } from "react-router";
import { readCustomerComment } from "../app/cart/customer-comment";
import { withPrefix } from "../app/lib/paths";
import { cartQuery } from "../app/queries/cart";
import { ensureSession, storefrontLoader } from "../app/router/loaders";
import { type CustomerAddress, listAddresses } from "../app/store-api/address";
import { isProviderMethod, type PaymentMethod, readPaymentMethods, readShippingMethods, type ShippingMethod } from "../app/store-api/checkout";

export interface CheckoutData {
  addresses: CustomerAddress[];
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** The comment the shopper wrote on the cart page (kept in a cookie until the order sends it). */
  customerComment: string;
}

/**
 * Spec section 2: an empty cart sends the shopper back with a warning notice (the customer branch asks
 * for login first). Otherwise everything the checkout chooses from, in parallel: the address book,
 * the shipping and payment methods, with the cart and the session (the choices made) in the cache.
 */
export const loader = storefrontLoader(async (args): Promise<CheckoutData> => {
  const { services, domain, request } = args;
  const [cart, , addresses, shippingMethods, paymentMethods] = await Promise.all([
    services.queryClient.fetchQuery(cartQuery(services, domain.languageId)),
    ensureSession(args),
    listAddresses(services.api, domain.languageId),
    readShippingMethods(services.api, domain.languageId),
    readPaymentMethods(services.api, domain.languageId),
  ]);
  if (!cart.lineItems?.length) {
    services.flash({ type: "warning", messageKey: "notification.emptyCartAtCheckout" });
    throw redirect(withPrefix(domain.langPrefix, "/cart/"), 302);
  }
  const cookies = services.isServer ? (request.headers.get("cookie") ?? "") : document.cookie;
  // The provider's card form and its 3-D Secure round trip are not built yet: its methods are not offered, rather than taking an order nobody can pay.
  const offered = paymentMethods.filter((method) => !isProviderMethod(method, args.config.paymentProvider.segment));
  return { addresses, shippingMethods, paymentMethods: offered, customerComment: readCustomerComment(cookies) };
});
