import { type FormEvent, useMemo, useState } from "react";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { encryptCardField } from "./card-encryption";
import { type CardEntry, type CardField, cardBrand, cardErrors, cardStateData } from "./card-entry";

const EMPTY: CardEntry = { number: "", expiry: "", securityCode: "", holderName: "" };
const BRAND_NAMES: Readonly<Record<string, string>> = { visa: "Visa", mc: "Mastercard", amex: "American Express" };

/**
 * The provider's card form (the stand-in for its Drop-in): the fields have no names, so the browser
 * never sends them; only the encrypted state data goes with the form `formId` (a hidden field that
 * belongs to it). Errors show at their field once the shopper has left it or tried to pay, and they
 * keep the form from being sent (each field's custom validity). It needs script, as the provider's
 * does: without it the shopper is told so and can choose another method.
 */
export function CardFields({ formId, brands }: { formId: string; brands: readonly string[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [entry, setEntry] = useState<CardEntry>(EMPTY);
  const [shown, setShown] = useState<Partial<Record<CardField, boolean>>>({});
  // The month changes rarely enough that the form's lifetime may use one "now".
  const now = useMemo(() => new Date(), []);
  const errors = cardErrors(entry, brands, now);
  const valid = Object.keys(errors).length === 0;
  const state = valid ? cardStateData(entry, encryptCardField) : null;
  const brand = cardBrand(entry.number);

  if (!hydrated) {
    return (
      <noscript>
        <p className="notice notice--warning card-fields__noscript">{t("payment.card.needsScript")}</p>
      </noscript>
    );
  }

  const field = (
    name: CardField,
    props: {
      label: string;
      autoComplete: string;
      inputMode?: "numeric";
      placeholder?: string;
      maxLength: number;
      "aria-describedby"?: string;
    },
  ) => {
    const error = shown[name] ? errors[name] : undefined;
    return (
      <Field
        {...props}
        form={formId}
        required
        value={entry[name]}
        error={error}
        ref={(input: HTMLInputElement | null) => input?.setCustomValidity(errors[name] ? t(errors[name]) : "")}
        onChange={(event: FormEvent<HTMLInputElement>) => {
          const { value } = event.currentTarget;
          setEntry((current) => ({ ...current, [name]: value }));
        }}
        onBlur={() => setShown((current) => ({ ...current, [name]: true }))}
        onInvalid={() => setShown((current) => ({ ...current, [name]: true }))}
      />
    );
  };

  return (
    <fieldset className="card-fields">
      <legend>{t("payment.card.legend")}</legend>
      <p className="card-fields__brands" id={`${formId}-card-brands`}>
        {t("payment.card.brands", { brands: brands.map((b) => BRAND_NAMES[b] ?? b).join(", ") })}
      </p>
      {field("number", {
        label: t("payment.card.number"),
        autoComplete: "cc-number",
        inputMode: "numeric",
        placeholder: "1234 5678 9012 3456",
        maxLength: 23,
        "aria-describedby": `${formId}-card-brands ${formId}-card-brand`,
      })}
      {/* The brand the number shows, announced as it appears. */}
      <p className="card-fields__brand" id={`${formId}-card-brand`} aria-live="polite">
        {brand && !errors.number ? (BRAND_NAMES[brand] ?? brand) : ""}
      </p>
      <div className="card-fields__row">
        {field("expiry", {
          label: `${t("payment.card.expiry")} (${t("payment.card.expiryFormat")})`,
          autoComplete: "cc-exp",
          inputMode: "numeric",
          placeholder: t("payment.card.expiryFormat"),
          maxLength: 7,
        })}
        {field("securityCode", {
          label: t("payment.card.securityCode"),
          autoComplete: "cc-csc",
          inputMode: "numeric",
          maxLength: 4,
        })}
      </div>
      {field("holderName", { label: t("payment.card.holderName"), autoComplete: "cc-name", maxLength: 255 })}
      <input type="hidden" name="stateData" form={formId} value={state ? JSON.stringify(state) : ""} />
      <p className="card-fields__note">{t("payment.card.encrypted")}</p>
    </fieldset>
  );
}
