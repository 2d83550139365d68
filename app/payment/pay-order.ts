import { data, redirect } from "react-router";
import { paymentPages } from "./payment-pages";
import { allowedRedirectTarget } from "./redirect-target";
import type { StorefrontLoaderArgs } from "../framework/loaders";
import { handlePayment } from "../checkout/store-api";
import { ClientApiError, refusedByShop } from "../store-api/errors";
import { paymentOutcome, sendPaymentDetails } from "./store-api";
import type { PaymentStateData } from "./state-data";

type Args = Pick<StorefrontLoaderArgs, "services" | "domain" | "url" | "config">;

/**
 * What of a failure the log gets: the API's messages, an error's message, or "failed" for anything else
 * (offered-methods' `loggable` logs that value itself, so the two stay apart).
 */
function failureOf(error: unknown): unknown {
  if (error instanceof ClientApiError) return error.messages;
  if (error instanceof Error) return error.message;
  return "failed";
}

const logged = (step: string, error: unknown) => console.error(step, failureOf(error));

export interface PaymentNext {
  target: string;
  refused: boolean;
  /**
   * A step in the payment page waits there: the page is loaded as a document, also from itself (paid
   * again on it), so that it gets the policy its step needs (worker/middleware/security-headers).
   */
  reloadDocument?: boolean;
}

/**
 * A page the shop's or the provider's answer names (3-D Secure, PayPal), followed only on the shop's or
 * the provider's configured origins (redirect-target): otherwise the failure page says so, and the
 * order can be paid again from there.
 */
export function followedProviderPage(
  { services, url, config }: Pick<Args, "services" | "url" | "config">,
  target: string,
  failurePage: string,
): PaymentNext {
  const allowed = allowedRedirectTarget(target, {
    shopOrigin: url.origin,
    providerOrigins: config.paymentProvider.redirectOrigins,
  });
  if (allowed) return { target: allowed, refused: false };
  console.error(
    "payment redirect refused",
    URL.canParse(target, url.origin) ? new URL(target, url.origin).origin : "(no URL)",
  );
  services.flash({ type: "danger", messageKey: "payment.errors.redirectRefused" });
  return { target: failurePage, refused: true };
}

/**
 * An order's payment, once the order (or its new transaction) exists. First
 * `POST /handle-payment` (the shop's own methods end there: invoice and prepayment wait for a transfer;
 * a method with its own page names it). A provider's method then goes to the provider with the
 * shopper's state data: paid, a page to visit first (3-D Secure, PayPal), or refused. The return from
 * such a page comes to the success page, which finishes the payment (order-success's loader). A step
 * in the page (the bank's check, PayPal's button) is shown by the payment page, which reads it from the
 * provider (./page-action).
 * Answers where the shopper goes next, and whether the payment did not happen: one that did not start
 * or was refused ends on the failure page too, where it can be tried again.
 */
export async function payOrder(args: Args, orderId: string, state: PaymentStateData | null): Promise<PaymentNext> {
  const { services, domain, url, config } = args;
  const pages = paymentPages(args, orderId);
  const returnUrl = `${url.origin}${pages.success}`;
  const refused = { target: pages.failure, refused: true };
  const followed = (target: string) => followedProviderPage(args, target, pages.failure);
  try {
    const { redirectUrl } = await handlePayment(services.api, domain.languageId, orderId, {
      finishUrl: returnUrl,
      errorUrl: `${url.origin}${pages.failure}`,
    });
    if (redirectUrl) return followed(redirectUrl);
  } catch (error) {
    logged("handle-payment failed", error);
    return refused;
  }
  if (!state) return { target: pages.success, refused: false };
  try {
    const result = await sendPaymentDetails(services.api, config.paymentProvider.segment, orderId, {
      ...state,
      returnUrl,
    });
    const outcome = paymentOutcome(result);
    if (outcome.kind === "paid") return { target: pages.success, refused: false };
    if (outcome.kind === "redirect") return followed(outcome.url);
    if (outcome.kind === "in-page") return { target: pages.failure, refused: false, reloadDocument: true };
    return refused;
  } catch (error) {
    logged("payment-details failed", error);
    return refused;
  }
}

/**
 * The redirect to where `payOrder` sends the shopper (303: after a form). A provider's page is
 * another site (or, with the emulator, a path outside the storefront's routes): the router must
 * load it as a document rather than look for a route (React Router's reload-document header).
 */
export function paymentRedirect(
  target: string,
  headers: Record<string, string> = {},
  reloadDocument = false,
): Response {
  const elsewhere = /^https?:\/\//.test(target);
  return redirect(target, {
    status: 303,
    headers: elsewhere || reloadDocument ? { ...headers, "X-Remix-Reload-Document": "true" } : headers,
  });
}

/** Adyen's redirectResult: an opaque token, base64-like and not endless. */
const REDIRECT_RESULT = /^[\w+/=.-]{1,4096}$/;

/**
 * The return from the provider's page (3-D Secure, PayPal) to the order's success page with
 * `redirectResult`: the provider is asked (payment-details with it as `details`) and decides; the
 * shopper goes on to the success page without the token (a reload does not send it twice) or to the
 * failure page. A forged or foreign token changes nothing: the provider does not know it for this
 * order (the shop answers a foreign order as not found: the 404 page).
 */
export async function finishProviderRedirect(args: Args, orderId: string, returned: string): Promise<Response> {
  const { services, config } = args;
  const pages = paymentPages(args, orderId);
  if (!config.paymentProvider.active) {
    services.flash({ type: "danger", messageKey: "payment.errors.returnRefused" });
    return redirect(pages.failure, 302);
  }
  // A token sent back unencoded has its "+" read as a space by the query's parser.
  const redirectResult = returned.replaceAll(" ", "+");
  if (!REDIRECT_RESULT.test(redirectResult)) {
    services.flash({ type: "danger", messageKey: "payment.errors.returnRefused" });
    return redirect(pages.failure, 302);
  }
  let paid = false;
  try {
    const result = await sendPaymentDetails(services.api, config.paymentProvider.segment, orderId, {
      details: { redirectResult },
    });
    paid = paymentOutcome(result).kind === "paid";
    // "Error": the provider knows no such return for this order (the failure page then shows the payment as it stands).
    if (result.resultCode === "Error") services.flash({ type: "danger", messageKey: "payment.errors.returnRefused" });
  } catch (error) {
    if (error instanceof ClientApiError && error.statusCode === 404) throw data(null, { status: 404 });
    // Any other refusal (a return opened again, a token used up) changes nothing: the failure page shows the payment as it stands.
    if (refusedByShop(error)) services.flash({ type: "danger", messageKey: "payment.errors.returnRefused" });
    else if (error instanceof ClientApiError && error.hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")) throw error;
    else logged("payment-details (return) failed", error);
  }
  return redirect(paid ? pages.success : pages.failure, 302);
}
