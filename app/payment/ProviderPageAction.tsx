import { useEffect, useRef, useState } from "react";
import { useSubmit } from "react-router";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { useDomain, useSiteConfig } from "../state/site";
import { useIntentResult } from "../forms/use-intent-result";
import type { ThreeDS2Action } from "./authentication";
import { cardSetup, PAYMENT_SDK_STYLESHEET } from "./card-setup";
import { paymentPages } from "./payment-pages";
import { loadProviderCheckout } from "./provider-sdk";
import * as INTENT from "../forms/intents";

/**
 * The bank's check in the page (native 3-D Secure 2, ./authentication): the provider's SDK runs the
 * action the provider answered the card payment with. It fingerprints the browser, and where the bank
 * asks, frames the bank's own challenge page (the shopper answers the bank, never this page). What the
 * SDK hands back is sent once to the payment page's action (confirm-payment), which asks the provider
 * and leads on to the success page, or back here saying why. The SDK's failures (a frame that cannot
 * load) are said here; the shopper can still pay another way below.
 */
export function ProviderAuthentication({
  orderId,
  action,
  submitKey,
}: {
  orderId: string;
  action: ThreeDS2Action;
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
  // By value: the page's data is a new object after every read, the action the same.
  const actionJson = JSON.stringify(action);
  // Read when the SDK answers, not a reason to start again: the page's key is new after every read of
  // the page (another form on it, the session's watch), and the bank's challenge must not restart then.
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
      console.error("the bank's check could not be shown", error);
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
      onError: fail,
    })
      .then(({ checkout }) => {
        if (cancelled) return;
        // "05": the challenge fills the frame this page gives it (phones and desktops alike).
        const step = JSON.parse(actionJson) as ThreeDS2Action;
        element = checkout.createFromAction(step, { challengeWindowSize: "05" }).mount(node);
      })
      .catch(fail);
    return () => {
      cancelled = true;
      element?.unmount();
    };
  }, [hydrated, config.paymentProvider, domain.locale, actionJson, orderId]);
  // A refused form (its error shown) is not being sent any more.
  const showSending = sending && !result?.formError;

  if (!hydrated) {
    return (
      <noscript>
        <p className="notice notice--warning">{t("payment.authentication.needsScript")}</p>
      </noscript>
    );
  }

  return (
    <section className="payment-authentication__frame" aria-label={t("payment.authentication.label")}>
      <link rel="stylesheet" href={PAYMENT_SDK_STYLESHEET} precedence="payment-provider" />
      {failed || result?.formError ? (
        <p className="notice notice--danger" role="alert">
          {t(failed ? "payment.authentication.unavailable" : (result?.formError ?? ""))}{" "}
          {/* The page read again: where the payment stands now, and the bank's step anew if it still waits. */}
          <a href={target}>{t("payment.authentication.retry")}</a>
        </p>
      ) : null}
      <div ref={container} className="payment-authentication__provider" hidden={showSending} />
      {showSending ? (
        <p className="payment-authentication__sending" role="status">
          {t("payment.authentication.sending")}
        </p>
      ) : null}
    </section>
  );
}
