import { Link } from "react-router";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useLocalePath, useSiteConfig } from "../state/site";
import type { RegistrationData } from "./account-data";
import { AccountForm } from "./AccountForm";
import { AddressFields, SalutationChoice } from "./AddressFields";
import * as INTENT from "../forms/intents";

/**
 * Registration with salutation, names, e-mail, password, an optional company
 * and VAT id, and the billing address with country and state. Without JavaScript every state is
 * listed under its country; with it only the chosen country's. The shop's violations land at their
 * fields; nothing typed is lost (but the password). With double opt-in on, the form says that a
 * confirmation mail will follow, before the shopper sends it.
 */
export function RegistrationForm({ data }: { data: RegistrationData }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <AccountForm
      intent={INTENT.register}
      action={localePath("/account-creation/")}
      submit={t("account.register.submit")}
    >
      {(result) => (
        <RegistrationFields
          data={data}
          values={result?.values ?? {}}
          errors={result && !result.ok ? (result.fieldErrors ?? {}) : {}}
        />
      )}
    </AccountForm>
  );
}

function RegistrationFields({
  data,
  values,
  errors,
}: {
  data: RegistrationData;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const config = useSiteConfig();
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <>
      <p className="field-hint">{t("form.requiredHint")}</p>
      <fieldset className="account-form__group">
        <legend>{t("account.register.personal")}</legend>
        <SalutationChoice
          salutations={data.salutations}
          value={values["salutationId"] ?? ""}
          error={errors["salutationId"]}
        />
        <Field label={t("form.firstName")} required autoComplete="given-name" {...field("firstName")} />
        <Field label={t("form.lastName")} required autoComplete="family-name" {...field("lastName")} />
        <Field label={t("form.email")} type="email" required autoComplete="email" {...field("email")} />
        <Field
          label={t("account.login.password")}
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          name="password"
          error={errors["password"]}
        />
        <Field label={t("account.register.company")} autoComplete="organization" {...field("company")} />
        <Field label={t("account.register.vatId")} {...field("vatId")} />
      </fieldset>
      <fieldset className="account-form__group">
        <legend>{t("account.register.address")}</legend>
        <AddressFields choices={data} values={values} errors={errors} />
      </fieldset>
      <div className={`form-field form-field--check${errors["acceptedDataProtection"] ? " has-error" : ""}`}>
        <label>
          <input
            type="checkbox"
            name="acceptedDataProtection"
            value="1"
            required
            defaultChecked={values["acceptedDataProtection"] === "1"}
          />{" "}
          {t("account.register.privacy")}{" "}
          <Link to={localePath(config.extensions.personalDataProtection.privacyPolicyPath)}>
            {t("form.newsletter.privacyLink")}
          </Link>
          .
        </label>
        {errors["acceptedDataProtection"] ? (
          <p className="form-field__error">{t(errors["acceptedDataProtection"])}</p>
        ) : null}
      </div>
      {/* login.doubleOptInRegistration: the shopper learns before sending that a confirmation mail follows (spec section 8). */}
      {config.login.doubleOptInRegistration ? (
        <p className="field-hint">{t("account.register.doubleOptInHint")}</p>
      ) : null}
    </>
  );
}
