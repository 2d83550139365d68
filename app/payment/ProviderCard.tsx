import { useEffect, useRef, useState } from "react";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { useDomain, useSiteConfig } from "../state/site";
import { cardOptions, cardSetup, PAYMENT_SDK_STYLESHEET } from "./card-setup";
import { loadProviderCheckout } from "./provider-sdk";

/** How long the provider's secured fields may take to set up before the shopper is told (the SDK's own limit is 6 s per field). */
const CONFIG_TIMEOUT_MS = 20_000;

const BRAND_NAMES: Readonly<Record<string, string>> = { visa: "Visa", mc: "Mastercard", amex: "American Express" };

/** What of the SDK's Card component this form uses. */
interface MountedCard {
  showValidation(): void;
  unmount(): void;
}

/**
 * The provider's own card form: the payment SDK's Card component (@adyen/adyen-web), whose number,
 * expiry and security code are secured fields, the provider's iframes, so the card never touches this
 * page or the Worker (PCI DSS SAQ A). The SDK loads when this form shows (checkout, payment failure),
 * never with another page. Its state data (the encrypted fields, the name, the browser's details for
 * 3-D Secure) goes with the order form `formId` in a hidden field once the component says it is valid;
 * until then the order form is not sent and the component shows what is missing at its fields.
 * Without JavaScript the shopper is told so, and can choose another method.
 */
export function ProviderCard({ formId, brands }: { formId: string; brands: readonly string[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const config = useSiteConfig();
  const domain = useDomain();
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<MountedCard | null>(null);
  const stateData = useRef("");
  const [state, setState] = useState("");
  const [failed, setFailed] = useState(false);
  // The brands as one value: a new array with the same brands must not mount the SDK again.
  const offered = brands.join(",");

  useEffect(() => {
    if (!hydrated || !container.current) return;
    const node = container.current;
    const setup = cardSetup(config.paymentProvider, domain.locale, offered.split(","), window.location.origin);
    let cancelled = false;
    let stopWaiting = () => {};
    const failedToLoad = (error: unknown) => {
      console.error("the payment provider's card form could not be loaded", error);
      if (!cancelled) setFailed(true);
    };
    void loadProviderCheckout(setup)
      .then(({ sdk: { Card }, checkout }) => {
        if (cancelled) return;
        // Its frames set up, or, blocked or unreachable, the shopper is told instead of a form that never answers.
        const notReady = window.setTimeout(() => failedToLoad("its secured fields did not set up"), CONFIG_TIMEOUT_MS);
        stopWaiting = () => window.clearTimeout(notReady);
        card.current = new Card(checkout, {
          ...cardOptions(setup),
          onConfigSuccess: () => stopWaiting(),
          onChange: (change) => {
            const value = change.isValid ? JSON.stringify(change.data) : "";
            stateData.current = value;
            setState(value);
          },
        }).mount(node);
      })
      .catch(failedToLoad);
    return () => {
      cancelled = true;
      stopWaiting();
      card.current?.unmount();
      card.current = null;
    };
  }, [hydrated, config.paymentProvider, domain.locale, offered]);

  // The order form waits for a valid card: the component then shows what is missing at its fields.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const hold = (event: SubmitEvent) => {
      if (stateData.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      card.current?.showValidation();
    };
    form.addEventListener("submit", hold, { capture: true });
    return () => form.removeEventListener("submit", hold, { capture: true });
  }, [formId]);

  if (!hydrated) {
    return (
      <noscript>
        <p className="notice notice--warning card-fields__noscript">{t("payment.card.needsScript")}</p>
      </noscript>
    );
  }

  return (
    <fieldset className="card-fields">
      <legend>{t("payment.card.legend")}</legend>
      {/* The SDK's own look, loaded with it (React places it in the head once). */}
      <link rel="stylesheet" href={PAYMENT_SDK_STYLESHEET} precedence="payment-provider" />
      <p className="card-fields__brands">
        {t("payment.card.brands", { brands: brands.map((b) => BRAND_NAMES[b] ?? b).join(", ") })}
      </p>
      {failed ? (
        <p className="notice notice--danger" role="alert">
          {t("payment.card.unavailable")}
        </p>
      ) : null}
      <div ref={container} className="card-fields__provider" />
      <input type="hidden" name="stateData" form={formId} value={state} />
      <p className="card-fields__note">{t("payment.card.encrypted")}</p>
    </fieldset>
  );
}
