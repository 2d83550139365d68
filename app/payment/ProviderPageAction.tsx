import { useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { useDomain, useSiteConfig } from "../state/site";
import { useIntentResult } from "../forms/use-intent-result";
import type { PageAction } from "./page-action";
import type { PayPalConfiguration } from "./offered-methods";
import { cardSetup, PAYMENT_SDK_STYLESHEET } from "./card-setup";
import { paymentPages } from "./payment-pages";
import { loadProviderCheckout } from "./provider-sdk";
import * as INTENT from "../forms/intents";

/** The order's amount in its currency (major units, as the shop answers), for PayPal's window. */
export interface StepAmount {
  total: number;
  currency: string;
}

/** An amount in the currency's minor units, as the provider's SDK takes it (EUR 129.88 is 12988). */
export function minorUnits({ total, currency }: StepAmount): { value: number; currency: string } {
  const digits =
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return { value: Math.round(total * 10 ** digits), currency };
}

/** The page's nonce (the start script's): PayPal's script, which the SDK adds, carries it (CSP). */
const pageNonce = (): string | undefined =>
  document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

/**
 * A step of the payment in the page (./page-action), run by the provider's SDK: the bank's check
 * (native 3-D Secure 2: it fingerprints the browser and, where the bank asks, frames the bank's own
 * challenge page) or PayPal's button (the SDK loads PayPal's script, whose window the shopper approves
 * in; the PayPal order is the one the provider already answered with, read again on every visit). The
 * shopper answers the bank or PayPal, never this page. What the SDK hands back is sent once to the
 * payment page's action (confirm-payment), which asks the provider and leads on to the success page,
 * or back here saying why. The SDK's failures (a frame or a script that cannot load) are said here;
 * the shopper can still pay another way below.
 */
export function ProviderPageAction({
  orderId,
  action,
  amount,
  payPalConfiguration,
  submitKey,
}: {
  orderId: string;
  action: PageAction;
  amount: StepAmount;
  /** PayPal's settings at the provider (merchant id, intent): PayPal's script is asked for them. */
  payPalConfiguration: PayPalConfiguration | null;
  /** The page's idempotency key: the result is acted on once (app/forms/submit-once). */
  submitKey: string;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const config = useSiteConfig();
  const domain = useDomain();
  const submit = useSubmit();
  const result = useIntentResult(null, INTENT.confirmPayment);
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const target = paymentPages({ domain }, orderId).failure;
  const step = action.type === "sdk" ? "paypal" : "authentication";
  // By value: the page's data is a new object after every read, the action and amount the same.
  const actionJson = JSON.stringify(action);
  const amountJson = JSON.stringify(amount);
  const payPalJson = JSON.stringify(payPalConfiguration ?? {});
  // Read when the SDK answers, not a reason to start again: the page's key is new after every read of
  // the page (another form on it, the session's watch), and the step must not restart then.
  const latest = useRef({ submitKey, target, submit });
  latest.current = { submitKey, target, submit };

  useEffect(() => {
    if (!hydrated || !container.current) return;
    const node = container.current;
    const setup = cardSetup(config.paymentProvider, domain.locale, [], window.location.origin);
    let cancelled = false;
    let sent = false;
    let element: { unmount(): void } | null = null;
    const fail = (error: unknown) => {
      console.error("the payment's step could not be shown", error);
      if (!cancelled) setFailed(true);
    };
    void loadProviderCheckout(setup, {
      onAdditionalDetails: (data) => {
        // The SDK answers once per step; a second answer (a repeated message) must not post again.
        if (cancelled || sent) return;
        sent = true;
        setSending(true);
        const now = latest.current;
        void now.submit(
          { intent: INTENT.confirmPayment, idempotencyKey: now.submitKey, orderId, stateData: JSON.stringify(data) },
          { method: "post", action: now.target },
        );
      },
      onError: (error) => {
        // The shopper closed PayPal's window: the button stays, nothing failed.
        if (error.name !== "CANCEL") fail(error);
      },
    })
      .then(({ sdk, checkout }) => {
        if (cancelled) return;
        const pending = JSON.parse(actionJson) as PageAction;
        if (pending.type === "threeDS2") {
          // "05": the challenge fills the frame this page gives it (phones and desktops alike).
          element = checkout.createFromAction(pending, { challengeWindowSize: "05" }).mount(node);
          return;
        }
        // PayPal's button for the PayPal order the provider answered with: pressing it hands that order on.
        const nonce = pageNonce();
        element = new sdk.PayPal(checkout, {
          showPayButton: true,
          amount: minorUnits(JSON.parse(amountJson) as StepAmount),
          configuration: JSON.parse(payPalJson) as PayPalConfiguration,
          blockPayPalCreditButton: true,
          blockPayPalPayLaterButton: true,
          blockPayPalVenmoButton: true,
          ...(nonce ? { cspNonce: nonce } : {}),
          onSubmit: (_state: unknown, _component: unknown, actions: { resolve(response: unknown): void }) =>
            actions.resolve({ resultCode: "Pending", action: pending }),
        }).mount(node);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      element?.unmount();
    };
  }, [hydrated, config.paymentProvider, domain.locale, actionJson, amountJson, payPalJson, orderId]);
  // A refused form (its error shown) is not being sent any more.
  const showSending = sending && !result?.formError;

  if (!hydrated) {
    return (
      <noscript>
        <p className="notice notice--warning">{t(`payment.${step}.needsScript`)}</p>
      </noscript>
    );
  }

  return (
    <section className="payment-authentication__frame" aria-label={t(`payment.${step}.label`)}>
      <link rel="stylesheet" href={PAYMENT_SDK_STYLESHEET} precedence="payment-provider" />
      {failed || result?.formError ? (
        <p className="notice notice--danger" role="alert">
          {t(failed ? `payment.${step}.unavailable` : (result?.formError ?? ""))}{" "}
          {/* The page read again: where the payment stands now, and the step anew if it still waits. */}
          <a href={target}>{t(`payment.${step}.retry`)}</a>
        </p>
      ) : null}
      <div ref={container} className="payment-authentication__provider" hidden={showSending} />
      {showSending ? (
        <p className="payment-authentication__sending" role="status">
          {t(`payment.${step}.sending`)}
        </p>
      ) : null}
    </section>
  );
}
