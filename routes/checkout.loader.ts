import { redirect } from "react-router";
import { readCustomerComment } from "../app/cart/customer-comment";
import { withPrefix } from "../app/lib/paths";
import { cartQuery } from "../app/cart/queries";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import { newIdempotencyKey } from "../app/framework/submissions";
import { type CustomerAddress, listAddresses } from "../app/account/address-store-api";
import { offeredPaymentMethods } from "../app/payment/offered-methods";
import { checkoutLineOptions } from "../app/checkout/line-options";
import { parcelLockerOfCart } from "../app/parcel-locker/store-api";
import type { ParcelSelection } from "../app/session/shop-plugins";
import {
  type PaymentMethod,
  readPaymentMethods,
  readShippingMethods,
  type ShippingMethod,
} from "../app/checkout/store-api";

export interface CheckoutData {
  addresses: CustomerAddress[];
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** The card brands the payment provider takes (its card form shows them). */
  cardBrands: string[];
  /** The comment the shopper wrote on the cart page (kept in a cookie until the order sends it). */
  customerComment: string;
  /** The order form's idempotency key, made with the page (app/forms/submit-once). */
  submitKey: string;
  /** Each line's options by line id, and the parcel locker kept on the cart: their payloads read here, not on the screen. */
  lineOptions: Record<string, string[]>;
  parcelLocker: ParcelSelection | null;
}

/**
 * An empty cart sends the shopper back with a warning notice (the customer branch asks
 * for login first). Otherwise everything the checkout chooses from, in parallel: the address book,
 * the shipping and payment methods, with the cart and the session (the choices made) in the cache.
 */
export const loader = storefrontLoader(async (args): Promise<CheckoutData> => {
  const { services, domain, request } = args;
  const [cart, , addresses, shippingMethods, offer] = await Promise.all([
    services.queryClient.fetchQuery(cartQuery(services, domain.languageId)),
    ensureSession(args),
    listAddresses(services.api, domain.languageId),
    readShippingMethods(services.api, domain.languageId),
    readPaymentMethods(services.api, domain.languageId).then((methods) => offeredPaymentMethods(args, methods)),
  ]);
  if (!cart.lineItems?.length) {
    services.flash({ type: "warning", messageKey: "notification.emptyCartAtCheckout" });
    throw redirect(withPrefix(domain.langPrefix, "/cart/"), 302);
  }
  const cookies = services.isServer ? (request.headers.get("cookie") ?? "") : document.cookie;
  return {
    addresses,
    shippingMethods,
    paymentMethods: offer.methods,
    cardBrands: offer.cardBrands,
    customerComment: readCustomerComment(cookies),
    submitKey: newIdempotencyKey(),
    lineOptions: checkoutLineOptions(cart.lineItems),
    parcelLocker: parcelLockerOfCart(cart),
  };
});
