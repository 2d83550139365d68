import { useState } from "react";
import { Form } from "react-router";
import { useI18n } from "../i18n/context";
import { translatedDescription, translatedName } from "../lib/entity-names";
import { useDocumentSubmit } from "../forms/use-document-submit";
import { useIntentResult } from "../forms/use-intent-result";
import { useDomain, useSiteConfig } from "../state/site";
import type { PaymentMethod } from "../checkout/store-api";
import { providerTypeOf } from "./provider-type";
import { ProviderState } from "./ProviderState";
import { paymentPages } from "./payment-pages";
import * as INTENT from "../forms/intents";

const FORM_ID = "payment-retry";

/**
 * The order paid again (pay-order): the methods it can be paid with, the one that failed chosen
 * first, with what the provider needs for the chosen one (the card form). Sent once however often it
 * is clicked; without script, invoice, prepayment and PayPal work as a plain form. Like every form it
 * is posted to the Worker (decision 021): there the submit ledger lets one post per idempotency key
 * (`submitKey`, made with the page) start the payment, whatever the browser does; the provider's page
 * is a document load.
 */
export function PayAgain({
  orderId,
  transactionId,
  methods,
  chosen,
  cardBrands,
  amount,
  submitKey,
  heading,
}: {
  orderId: string;
  /** The payment this page shows (the newest transaction): the action starts none if a newer one exists. */
  transactionId: string | null;
  methods: PaymentMethod[];
  chosen: string | null;
  cardBrands: string[];
  amount: string;
  /** The form's idempotency key (the page's loader made it). */
  submitKey: string;
  /** The section's heading when it is not the page's main way on (another way than the bank's check). */
  heading?: string | undefined;
}) {
  const { t } = useI18n();
  const domain = useDomain();
  const config = useSiteConfig();
  const result = useIntentResult(null, INTENT.payOrder);
  const { busy, onSubmit } = useDocumentSubmit();
  const [methodId, setMethodId] = useState(chosen);
  const method = methods.find((candidate) => candidate.id === methodId);
  const providerType = method ? providerTypeOf(method, config.paymentProvider.segment) : null;
  const methodError = result?.fieldErrors?.["paymentMethodId"];
  return (
    <section className="payment-retry" aria-labelledby="payment-retry-heading">
      <h2 id="payment-retry-heading">{heading ?? t("payment.retryHeading")}</h2>
      <Form id={FORM_ID} method="post" action={paymentPages({ domain }, orderId).failure} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={INTENT.payOrder} />
        <input type="hidden" name="idempotencyKey" value={submitKey} />
        <input type="hidden" name="orderId" value={orderId} />
        {transactionId ? <input type="hidden" name="transactionId" value={transactionId} /> : null}
        <fieldset
          className={methodError ? "has-error" : undefined}
          aria-describedby={methodError ? "payment-method-error" : undefined}
        >
          <legend>{t("checkout.choosePayment")}</legend>
          <ul className="checkout-options">
            {methods.map((candidate) => {
              const description = translatedDescription(candidate);
              return (
                <li key={candidate.id}>
                  <label className="checkout-option">
                    <input
                      type="radio"
                      name="paymentMethodId"
                      value={candidate.id}
                      checked={candidate.id === methodId}
                      onChange={() => setMethodId(candidate.id)}
                      required
                    />
                    <span className="checkout-option__text">
                      <strong>{translatedName(candidate)}</strong>
                      {description ? <span className="checkout-option__description">{description}</span> : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {methodError ? (
            <p className="form-field__error" id="payment-method-error">
              {t(methodError)}
            </p>
          ) : null}
        </fieldset>
      </Form>
      {providerType ? <ProviderState key={methodId} formId={FORM_ID} type={providerType} brands={cardBrands} /> : null}
      {result?.formError ? (
        <p className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      <button type="submit" form={FORM_ID} className="button button--primary payment-retry__submit" disabled={busy}>
        {busy ? t("payment.paying") : t("payment.payNow", { amount })}
      </button>
    </section>
  );
}
