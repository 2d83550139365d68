import type * as z from "zod/mini";
import { dataOf, type StoreApi } from "../store-api/api";
import * as contracts from "../store-api/contracts/shop-plugins";
import { type PageAction, pageActionOf } from "./page-action";

export type ProviderPaymentResult = z.infer<typeof contracts.providerPaymentResultSchema>;
export type ProviderPaymentMethods = z.infer<typeof contracts.providerPaymentMethodsSchema>;

/**
 * The card and alternative payment provider's plugin routes (Adyen's Shopware plugin
 * in the demo shop), under the path segment the site configuration names. Every answer is checked
 * against its contract: what they say decides where the shopper goes next.
 */

/** GET /{segment}/payment-methods: the provider's methods (card brands, PayPal) for the cart, or for an order being paid again. */
export async function readProviderPaymentMethods(
  api: StoreApi,
  providerSegment: string,
  orderId?: string,
): Promise<ProviderPaymentMethods> {
  return contracts.providerPaymentMethodsSchema.parse(
    await dataOf(
      api.invoke("readProviderPaymentMethods get /{providerSegment}/payment-methods", {
        pathParams: { providerSegment },
        ...(orderId ? { query: { orderId } } : {}),
      }),
    ),
  );
}

/**
 * POST /{segment}/payment-details: the provider's state data for the order's open transaction, either
 * the payment method to charge (the card's encrypted fields, PayPal) or, back from a redirect, its
 * `details.redirectResult`.
 */
export async function sendPaymentDetails(
  api: StoreApi,
  providerSegment: string,
  orderId: string,
  stateData: Record<string, unknown>,
): Promise<ProviderPaymentResult> {
  return contracts.providerPaymentResultSchema.parse(
    await dataOf(
      api.invoke("sendProviderPaymentDetails post /{providerSegment}/payment-details", {
        pathParams: { providerSegment },
        body: { orderId, stateData },
      }),
    ),
  );
}

/** POST /{segment}/payment-status: where the order's provider payment stands (its result code, final or not). */
export async function readPaymentStatus(
  api: StoreApi,
  providerSegment: string,
  orderId: string,
): Promise<ProviderPaymentResult> {
  return contracts.providerPaymentResultSchema.parse(
    await dataOf(
      api.invoke("readProviderPaymentStatus post /{providerSegment}/payment-status", {
        pathParams: { providerSegment },
        body: { orderId },
      }),
    ),
  );
}

/** POST /{segment}/cancel-order-transaction: the shopper gives up the order's open payment. */
export async function cancelOrderTransaction(api: StoreApi, providerSegment: string, orderId: string): Promise<void> {
  contracts.successSchema.parse(
    await dataOf(
      api.invoke("cancelProviderOrderTransaction post /{providerSegment}/cancel-order-transaction", {
        pathParams: { providerSegment },
        body: { orderId },
      }),
    ),
  );
}

/**
 * The provider's result codes (Adyen's names) as the storefront acts on them: a step in this page (native
 * 3-D Secure 2, PayPal's button: ./page-action), paid (or on its way without the shopper), a page the
 * shopper must visit first, or a payment that did not happen.
 */
export type PaymentOutcome =
  | { kind: "paid" }
  | { kind: "redirect"; url: string }
  | { kind: "in-page"; action: PageAction }
  | { kind: "failed" };

const ACCEPTED = new Set(["Authorised", "Pending", "Received"]);
const SHOPPER_ACTIONS = new Set(["RedirectShopper", "IdentifyShopper", "ChallengeShopper"]);

export function paymentOutcome(result: ProviderPaymentResult): PaymentOutcome {
  // First: PayPal's order comes as Pending with its action, which is the shopper's to approve, not paid.
  const action = pageActionOf(result.resultCode, result.action);
  if (action) return { kind: "in-page", action };
  if (ACCEPTED.has(result.resultCode)) return { kind: "paid" };
  const url = result.action?.url;
  if (SHOPPER_ACTIONS.has(result.resultCode) && url && /^https?:\/\//.test(url)) return { kind: "redirect", url };
  return { kind: "failed" };
}
