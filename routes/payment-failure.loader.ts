import { data, redirect } from "react-router";
import { orderOfPage } from "../app/order/order-query";
import {
  latestTransaction,
  type PaymentFailureReason,
  paymentFailureReason,
  payableAgain,
} from "../app/payment/failure-reason";
import { offeredPaymentMethods, type PayPalConfiguration } from "../app/payment/offered-methods";
import { paymentPages } from "../app/payment/payment-pages";
import { cancellablePayment, paymentStanding } from "../app/payment/payment-standing";
import { storefrontLoader } from "../app/framework/loaders";
import { newIdempotencyKey } from "../app/framework/submissions";
import type { PageTitleData } from "../app/framework/types";
import { forgetOrderedCart } from "../app/cart/cart-sync";
import { type PaymentMethod, readPaymentMethods } from "../app/checkout/store-api";
import { readOrder, type OrderDetail } from "../app/order/store-api";
import { PAGE_ACTION_HEADER, type PageAction } from "../app/payment/page-action";

export interface PaymentFailureData extends PageTitleData {
  order: OrderDetail;
  reason: PaymentFailureReason;
  /** The methods the order can be paid with now (after-order payment), the failed one first chosen. */
  methods: PaymentMethod[];
  chosenMethodId: string | null;
  cardBrands: string[];
  payable: boolean;
  /** An open provider payment can be given up (cancel-order-transaction). */
  cancellable: boolean;
  /** The pay-again form's idempotency key, made with the page (app/forms/submit-once). */
  submitKey: string;
  /** The step in the page the payment waits for (the bank's check, PayPal's approval), shown first: null when none. */
  pageAction: PageAction | null;
  /** PayPal's settings at the provider, for PayPal's button (its merchant id and intent). */
  payPalConfiguration: PayPalConfiguration | null;
}

/**
 * The order whose payment did not go through: why (its newest transaction, and the provider's
 * payment-status for a provider's payment), and what it can be paid with now. An order whose payment
 * did not fail (paid, accepted by the provider, an invoice to pay by transfer) has nothing to do here:
 * on to its success page. A payment waiting for a step in the page (the bank's check, PayPal's
 * approval) is continued here (with the provider on), with the other ways to pay below it. An unknown or foreign order is the 404 page.
 */
export const loader = storefrontLoader(async (args) => {
  const { services, domain, config } = args;
  const orderId = orderOfPage(args);
  const [order, allMethods] = await Promise.all([
    readOrder(services.api, domain.languageId, orderId),
    readPaymentMethods(services.api, domain.languageId),
  ]);
  if (!order) throw data(null, { status: 404 });
  const standing = await paymentStanding(args, order);
  // Paid, accepted by the provider, or waiting for the shopper's transfer (invoice, prepayment): nothing failed.
  if (standing.kind !== "unpaid" && standing.kind !== "unknown")
    throw redirect(paymentPages(args, orderId).success, 302);
  // A provider that cannot say where the payment stands: no new payment on a guess.
  const payable = standing.kind === "unpaid" && payableAgain(order.stateMachineState.technicalName, standing.state);
  const offer = payable
    ? await offeredPaymentMethods(
        args,
        allMethods.filter((method) => method.afterOrderEnabled),
        orderId,
      )
    : { methods: [], cardBrands: [], payPalConfiguration: null };
  const latestMethodId = latestTransaction(order)?.paymentMethod?.id;
  const chosen = offer.methods.find((method) => method.id === latestMethodId) ?? offer.methods[0];
  forgetOrderedCart(services);
  const pageAction = config.paymentProvider.active ? standing.pageAction : null;
  const page: PaymentFailureData = {
    order,
    reason:
      standing.kind === "unknown"
        ? "unavailable"
        : paymentFailureReason(standing.state, standing.status?.resultCode ?? null),
    methods: offer.methods,
    chosenMethodId: chosen?.id ?? null,
    cardBrands: offer.cardBrands,
    payable,
    cancellable: payable && cancellablePayment(standing, config.paymentProvider.active),
    submitKey: newIdempotencyKey(),
    pageAction,
    payPalConfiguration: offer.payPalConfiguration ?? null,
  };
  // The bank's or PayPal's pages may be reached only while their step waits (worker/middleware/security-headers).
  return data(page, pageAction && services.isServer ? { headers: { [PAGE_ACTION_HEADER]: pageAction.type } } : {});
});
