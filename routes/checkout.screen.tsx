import { useQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import { cartTotals } from "../app/cart/totals";
import { PlaceOrder } from "../app/checkout/PlaceOrder";
import { useI18n } from "../app/i18n/context";
import { cartQuery } from "../app/cart/queries";
import { useServices } from "../app/framework/services";
import { useDomain, useSessionContext, useSiteConfig } from "../app/state/site";
import type { loader } from "./checkout.loader";
import { CardForm, DirectDebitForm } from "../app/payment/ProviderState";
import { island } from "../app/framework/island";

// The summary only shows (messages, lines, totals): its code hydrates right after the page.
const CheckoutSummary = island(() => import("../app/checkout/CheckoutSummary").then((m) => m.CheckoutSummary));
// The addresses only show, with links and forms that work before their code arrives.
const CheckoutAddresses = island(() => import("../app/checkout/CheckoutAddresses").then((m) => m.CheckoutAddresses));
// Only for the parcel-locker method; its form and link work before its code arrives.
const ParcelLockerChoice = island(() => import("../app/checkout/ParcelLockerChoice").then((m) => m.ParcelLockerChoice));

// The shipping and payment choices: forms that post the choice before their code arrives (it only sends
// them without a reload), kept out of the JavaScript before hydration (the checkout's was at its budget).
const ShippingMethods = island(() => import("../app/checkout/CheckoutMethods").then((m) => m.ShippingMethods));
const PaymentMethods = island(() => import("../app/checkout/CheckoutMethods").then((m) => m.PaymentMethods));

/** Islands: loaded with the screen's code before a client navigation shows it (app/framework/create-routes). */
export const islands = [
  CardForm,
  DirectDebitForm,
  CheckoutSummary,
  CheckoutAddresses,
  ParcelLockerChoice,
  ShippingMethods,
  PaymentMethods,
];

/** The order's form: the provider's card or direct debit form, in the payment section, sends its state data with it. */
const ORDER_FORM_ID = "checkout-order";

/**
 * /checkout/ (checkout layout): addresses, shipping and payment method (each a choice
 * of the session), what is bought with its totals gross or net, the cart's own messages, and the
 * order. Every form works without JavaScript.
 */
export default function CheckoutScreen() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  const services = useServices();
  const domain = useDomain();
  const session = useSessionContext();
  const config = useSiteConfig();
  const cart = useQuery(cartQuery(services, domain.languageId)).data;
  const customer = session.customer;
  if (!cart || !customer) return null;
  const billingId = customer.activeBillingAddressId ?? customer.defaultBillingAddressId;
  const shippingId = customer.activeShippingAddressId ?? customer.defaultShippingAddressId;
  // The summary comes first: folded at the top on a phone, beside the steps on a wide screen.
  return (
    <div className="page page--checkout">
      <h1 className="page__title">{t("pageTitle.checkout")}</h1>
      <div className="checkout">
        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <CheckoutSummary cart={cart} options={data.lineOptions} />
        </aside>
        <div className="checkout__main">
          <div className="checkout__steps">
            <CheckoutAddresses addresses={data.addresses} billingId={billingId} shippingId={shippingId} />
            <ShippingMethods
              methods={data.shippingMethods}
              chosen={session.shippingMethod.id}
              shippingCost={cartTotals(cart).totalShippingCost}
            />
            {/* The parcel-locker method asks for a locker (the parcel delivery choice). */}
            {config.parcelLocker.active && session.shippingMethod.id === config.parcelLocker.shippingMethodId ? (
              <ParcelLockerChoice choice={data.parcelLocker} />
            ) : null}
            <PaymentMethods
              methods={data.paymentMethods}
              chosen={session.paymentMethod.id}
              cardBrands={data.cardBrands}
              orderFormId={ORDER_FORM_ID}
            />
          </div>
          <PlaceOrder
            id={ORDER_FORM_ID}
            total={cart.price.totalPrice}
            comment={data.customerComment}
            submitKey={data.submitKey}
          />
        </div>
      </div>
    </div>
  );
}
