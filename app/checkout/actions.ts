import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { CUSTOMER_COMMENT_MAX, customerCommentCookie } from "../cart/customer-comment";
import { withPrefix } from "../lib/paths";
import { offeredPaymentMethods } from "../payment/offered-methods";
import { payOrder, paymentRedirect } from "../payment/pay-order";
import { missingDetailsError } from "../payment/provider-type";
import { paymentStateData, stateDataField } from "../payment/state-data";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, type IntentAnswer, storefrontAction, type StorefrontActionArgs } from "../framework/actions";
import { sessionChanged } from "../session/session-change";
import { tellCart } from "../framework/action-outcome";
import { readCart } from "../cart/store-api";
import { createOrder, providerTypeOf, readPaymentMethods } from "./store-api";
import { readSessionContext, updateContext } from "../session/store-api";
import { ClientApiError } from "../store-api/errors";
import { listOrders } from "../order/store-api";
import { parcelLockerOfCart } from "../parcel-locker/store-api";
import { idempotencyKeyField } from "../framework/submissions";
import { hexId, optionalHexId } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import { submitOnce } from "../forms/submit-once";
import * as INTENT from "../forms/intents";

/** A choice of the checkout (addresses, shipping, payment) is the session's: PATCH /context, then everything priced by it is read again. */
async function chooseInContext(
  { services, domain }: StorefrontActionArgs,
  changes: Parameters<typeof updateContext>[2],
) {
  await updateContext(services.api, domain.languageId, changes);
  // Shipping costs and taxes follow the shipping address and method: the cart and the session are read again.
  sessionChanged(services, { name: "customer-changed" });
}

/** Billing and shipping address from the address book, "same as billing" by default. */
export const checkoutAddressesIntent = defineIntent({
  schema: z.object({
    billingAddressId: hexId(),
    shippingAddressId: optionalHexId,
    differentShipping: z.optional(z.literal("1")),
  }),
  async run(args, { billingAddressId, shippingAddressId, differentShipping }) {
    const shipping = differentShipping && shippingAddressId ? shippingAddressId : billingAddressId;
    await chooseInContext(args, { billingAddressId, shippingAddressId: shipping });
    return { intent: INTENT.checkoutAddresses, ok: true };
  },
});

export const shippingMethodIntent = defineIntent({
  schema: z.object({ shippingMethodId: hexId() }),
  async run(args, { shippingMethodId }) {
    await chooseInContext(args, { shippingMethodId });
    return { intent: INTENT.shippingMethod, ok: true };
  },
});

export const paymentMethodIntent = defineIntent({
  schema: z.object({ paymentMethodId: hexId() }),
  async run(args, { paymentMethodId }) {
    await chooseInContext(args, { paymentMethodId });
    return { intent: INTENT.paymentMethod, ok: true };
  },
});

/** How long an order counts as "just placed" for a form sent again (a double click, the back button, a retry). */
const JUST_PLACED_MS = 10 * 60_000;

const placeOrderForm = z.object({
  idempotencyKey: idempotencyKeyField,
  tos: z.literal("1", "checkout.errors.tos"),
  expectedTotal: z.string().check(z.regex(/^\d+(\.\d+)?$/, "form.errors.invalid")),
  customerComment: z.optional(z.string().check(z.trim(), z.maxLength(CUSTOMER_COMMENT_MAX, "form.errors.tooLong"))),
  stateData: stateDataField,
});
type PlaceOrderForm = Omit<z.infer<typeof placeOrderForm>, "idempotencyKey">;

/**
 * The order, then its payment. The order is placed only on the total the
 * shopper saw (another tab, a price change or an ended promotion changes the cart: the page shows the
 * new one and its messages instead); a form sent again after the order (the cart is empty then) leads
 * to that order instead of a second one. Invoice and prepayment end on the success page; a provider's
 * payment goes to the page the shop names. Two posts at once act once (submit-once: the form's
 * idempotency key); another tab's post waits for this one and then finds the cart emptied.
 */
export const placeOrderIntent = defineIntent({
  schema: placeOrderForm,
  keepsValues: true,
  run: (args, { idempotencyKey, ...form }) =>
    submitOnce(args, INTENT.placeOrder, idempotencyKey, (gated) => placeOrder(gated, form)),
});

/** The order and its payment, once the ledger let this submit act. */
async function placeOrder(
  args: StorefrontActionArgs,
  { expectedTotal, customerComment, stateData }: PlaceOrderForm,
): Promise<IntentAnswer> {
  const { services, domain, url, config } = args;
  const prefix = domain.langPrefix;
  const [cart, session, paymentMethods] = await Promise.all([
    readCart(services.api, domain.languageId),
    readSessionContext(services.api, domain.languageId),
    readPaymentMethods(services.api, domain.languageId),
  ]);
  if (!cart.lineItems?.length) {
    const [latest] = (await listOrders(services.api, domain.languageId, 1)).orders;
    const placedAt = latest ? Date.parse(latest.orderDateTime) : Number.NaN;
    if (latest && Date.now() - placedAt < JUST_PLACED_MS)
      throw redirect(`${withPrefix(prefix, "/order-success/")}?orderId=${latest.id}`, 303);
    services.flash({ type: "warning", messageKey: "notification.emptyCartAtCheckout" });
    throw redirect(withPrefix(prefix, "/cart/"), 303);
  }
  // Only a payment this checkout offers (a provider's only while the provider offers it); a provider's
  // needs the provider's data for it (the card's encrypted fields) before any order exists.
  const offer = await offeredPaymentMethods(args, paymentMethods);
  const method = offer.methods.find((candidate) => candidate.id === session.paymentMethod.id);
  if (!method)
    return data<ActionResult>(
      { intent: INTENT.placeOrder, ok: false, formError: "checkout.errors.choosePayment" },
      { status: 400 },
    );
  const providerType = providerTypeOf(method, config.paymentProvider.segment);
  const state = providerType ? paymentStateData(stateData, providerType, config.paymentProvider.environment) : null;
  if (providerType && !state)
    return data<ActionResult>(
      { intent: INTENT.placeOrder, ok: false, formError: missingDetailsError(providerType) },
      { status: 400 },
    );
  // The parcel-locker method delivers to a locker: none chosen, no order.
  const parcelLocker = config.parcelLocker.active && session.shippingMethod.id === config.parcelLocker.shippingMethodId;
  if (parcelLocker && !parcelLockerOfCart(cart))
    return data<ActionResult>(
      { intent: INTENT.placeOrder, ok: false, formError: "checkout.errors.chooseParcelLocker" },
      { status: 400 },
    );
  if (Math.abs(cart.price.totalPrice - Number(expectedTotal)) > 0.004) {
    // The page shows the cart as it is now (its summary reads the cart the answer carries).
    tellCart(services, domain.languageId, cart);
    return data<ActionResult>(
      { intent: INTENT.placeOrder, ok: false, formError: "checkout.errors.cartChanged" },
      { status: 409 },
    );
  }

  let order: { id: string };
  try {
    order = await createOrder(services.api, domain.languageId, customerComment ?? "");
  } catch (error) {
    // The shop refused the cart as it is (a blocking message): the page shows the cart's messages again.
    if (error instanceof ClientApiError && error.statusCode === 400)
      return data<ActionResult>(
        { intent: INTENT.placeOrder, ok: false, formError: "checkout.errors.cartInvalid" },
        { status: 400 },
      );
    throw error;
  }
  // The Worker runs this (submit-once): the comment's cookie goes with the redirect.
  const { target, reloadDocument } = await payOrder(args, order.id, state);
  throw paymentRedirect(target, { "Set-Cookie": customerCommentCookie("", url.protocol === "https:") }, reloadDocument);
}

/** The checkout's action: its choices and the order, and what every page answers. */
export const checkoutAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.checkoutAddresses]: checkoutAddressesIntent,
  [INTENT.shippingMethod]: shippingMethodIntent,
  [INTENT.paymentMethod]: paymentMethodIntent,
  [INTENT.placeOrder]: placeOrderIntent,
});
