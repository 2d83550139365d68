import { useId, useState } from "react";
import { Link } from "react-router";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { useLocalePath } from "../state/site";
import type { RegistrationData } from "../../routes/account-creation.loader";
import { AccountForm } from "./AccountForm";

/** A labelled select with its error tied to it. */
function Choice({
  label,
  name,
  error,
  value,
  onChange,
  required,
  children,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={`form-field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={value}
        onChange={(event) => onChange?.(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p className="form-field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Spec sections 2 and 3: registration with salutation, names, e-mail, password, an optional company
 * and VAT id, and the billing address with country and state. Without JavaScript every state is
 * listed under its country; with it only the chosen country's. The shop's violations land at their
 * fields; nothing typed is lost (but the password).
 */
export function RegistrationForm({ data }: { data: RegistrationData }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <AccountForm intent="register" action={localePath("/account-creation/")} submit={t("account.register.submit")}>
      {(result) => <RegistrationFields data={data} values={result?.values ?? {}} errors={result && !result.ok ? (result.fieldErrors ?? {}) : {}} />}
    </AccountForm>
  );
}

function RegistrationFields({ data, values, errors }: { data: RegistrationData; values: Record<string, string>; errors: Record<string, string> }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const [countryId, setCountryId] = useState(values["countryId"] ?? data.countries[0]?.id ?? "");
  // Only the chosen country's states once the script runs (the server lists all, by country).
  const scripted = useHydrated();
  const country = data.countries.find((c) => c.id === countryId);
  const states = scripted ? (country?.states ?? []).map((s) => ({ ...s, country: country?.name ?? "" })) : data.countries.flatMap((c) => c.states.map((s) => ({ ...s, country: c.name })));
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <>
      <p className="field-hint">{t("form.requiredHint")}</p>
      <fieldset className="account-form__group">
        <legend>{t("account.register.personal")}</legend>
        <Choice label={t("account.register.salutation")} name="salutationId" value={values["salutationId"] ?? ""} error={errors["salutationId"]}>
          <option value="">{t("account.register.noSalutation")}</option>
          {data.salutations.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Choice>
        <Field label={t("form.firstName")} required autoComplete="given-name" {...field("firstName")} />
        <Field label={t("form.lastName")} required autoComplete="family-name" {...field("lastName")} />
        <Field label={t("form.email")} type="email" required autoComplete="email" {...field("email")} />
        <Field label={t("account.login.password")} type="password" required minLength={8} autoComplete="new-password" name="password" error={errors["password"]} />
        <Field label={t("account.register.company")} autoComplete="organization" {...field("company")} />
        <Field label={t("account.register.vatId")} {...field("vatId")} />
      </fieldset>
      <fieldset className="account-form__group">
        <legend>{t("account.register.address")}</legend>
        <Field label={t("account.register.street")} required autoComplete="street-address" {...field("street")} />
        <Field label={t("account.register.zipcode")} autoComplete="postal-code" {...field("zipcode")} />
        <Field label={t("account.register.city")} required autoComplete="address-level2" {...field("city")} />
        <Choice label={t("account.register.country")} name="countryId" required value={countryId} onChange={setCountryId} error={errors["countryId"]}>
          {data.countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Choice>
        {states.length ? (
          <Choice key={scripted ? countryId : "all"} label={t("account.register.state")} name="countryStateId" value={values["countryStateId"] ?? ""} error={errors["countryStateId"]}>
            <option value="">{t("account.register.noState")}</option>
            {states.map((s) => (
              <option key={s.id} value={s.id}>
                {scripted ? s.name : `${s.country}: ${s.name}`}
              </option>
            ))}
          </Choice>
        ) : null}
      </fieldset>
      <div className={`form-field form-field--check${errors["acceptedDataProtection"] ? " has-error" : ""}`}>
        <label>
          <input type="checkbox" name="acceptedDataProtection" value="1" required defaultChecked={values["acceptedDataProtection"] === "1"} /> {t("account.register.privacy")}{" "}
          <Link to={localePath("/information/privacy-policy/")}>{t("form.newsletter.privacyLink")}</Link>.
        </label>
        {errors["acceptedDataProtection"] ? <p className="form-field__error">{t(errors["acceptedDataProtection"])}</p> : null}
      </div>
    </>
  );
}
