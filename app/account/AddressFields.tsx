import { useState } from "react";
import { Choice } from "../components/Choice";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import type { AddressChoices } from "./account-data";

/** The salutation as the registration and the address forms ask it: the shop's "not specified" is the empty choice. */
export function SalutationChoice({
  salutations,
  value,
  error,
}: {
  salutations: AddressChoices["salutations"];
  value: string;
  error: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <Choice label={t("account.register.salutation")} name="salutationId" value={value} error={error}>
      <option value="">{t("account.register.noSalutation")}</option>
      {salutations.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </Choice>
  );
}

/**
 * The customer address as a shopper enters it, for every address form (registration,
 * address book, checkout): the recipient's salutation and names and a company where the address
 * carries them (a registration asks those as the customer's own), street, postcode, city, country
 * and state, and an optional phone number. Without JavaScript every state is listed under its
 * country; with it only the chosen country's. The field names are the Store API's.
 */
export function AddressFields({
  choices,
  values,
  errors,
  recipient = false,
  phone = false,
}: {
  choices: AddressChoices;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** Salutation, first and last name, company: the address book's and checkout's forms have them, the registration asks them apart. */
  recipient?: boolean;
  phone?: boolean;
}) {
  const { t } = useI18n();
  const [countryId, setCountryId] = useState(values["countryId"] ?? choices.countries[0]?.id ?? "");
  // Only the chosen country's states once the script runs (the server lists all, by country).
  const scripted = useHydrated();
  const country = choices.countries.find((c) => c.id === countryId);
  const states = scripted
    ? (country?.states ?? []).map((s) => ({ ...s, country: country?.name ?? "" }))
    : choices.countries.flatMap((c) => c.states.map((s) => ({ ...s, country: c.name })));
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <>
      {recipient ? (
        <>
          <SalutationChoice
            salutations={choices.salutations}
            value={values["salutationId"] ?? ""}
            error={errors["salutationId"]}
          />
          <Field label={t("form.firstName")} required autoComplete="given-name" {...field("firstName")} />
          <Field label={t("form.lastName")} required autoComplete="family-name" {...field("lastName")} />
          <Field label={t("account.addresses.company")} autoComplete="organization" {...field("company")} />
        </>
      ) : null}
      <Field label={t("account.register.street")} required autoComplete="street-address" {...field("street")} />
      <Field label={t("account.register.zipcode")} autoComplete="postal-code" {...field("zipcode")} />
      <Field label={t("account.register.city")} required autoComplete="address-level2" {...field("city")} />
      <Choice
        label={t("account.register.country")}
        name="countryId"
        required
        value={countryId}
        onChange={setCountryId}
        error={errors["countryId"]}
      >
        {choices.countries.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Choice>
      {states.length ? (
        <Choice
          key={scripted ? countryId : "all"}
          label={t("account.register.state")}
          name="countryStateId"
          value={values["countryStateId"] ?? ""}
          error={errors["countryStateId"]}
        >
          <option value="">{t("account.register.noState")}</option>
          {states.map((s) => (
            <option key={s.id} value={s.id}>
              {scripted ? s.name : `${s.country}: ${s.name}`}
            </option>
          ))}
        </Choice>
      ) : null}
      {phone ? <Field label={t("form.phone")} type="tel" autoComplete="tel" {...field("phoneNumber")} /> : null}
    </>
  );
}
