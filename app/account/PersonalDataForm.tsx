import { useId } from "react";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import type { Customer } from "./customer-store-api";
import type { ProfileData } from "./account-data";
import { ProfileForm } from "./ProfileForm";
import * as INTENT from "../forms/intents";

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const OLDEST = 1900;

/** The stored birthday ("1990-05-17", or a date-time) as the three choices. */
function birthdayParts(birthday: string | undefined | null): { day: string; month: string; year: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday ?? "");
  return match
    ? { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: "", month: "", year: "" };
}

/**
 * Personal data (salutation, names, birthday) for POST /account/change-profile. The
 * shop's "not specified" salutation is the empty choice, as in the registration; the birthday is
 * optional, three choices as Shopware takes it.
 */
export function PersonalDataForm({ customer, data }: { customer: Customer; data: ProfileData }) {
  const { t, locale } = useI18n();
  const id = useId();
  const monthName = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" });
  const thisYear = new Date().getUTCFullYear();
  const years = Array.from({ length: thisYear - OLDEST + 1 }, (_, i) => thisYear - i);
  const stored = birthdayParts(customer.birthday);
  return (
    <ProfileForm intent={INTENT.changeProfile} submit={t("account.profile.savePersonal")}>
      {(failed) => {
        const values = failed?.values;
        const errors = failed?.fieldErrors ?? {};
        const value = (name: string, current: string) => values?.[name] ?? current;
        const birthdayError =
          errors["birthdayDay"] ?? errors["birthdayMonth"] ?? errors["birthdayYear"] ?? errors["birthday"];
        const salutationId = value(
          "salutationId",
          customer.salutationId && customer.salutationId !== data.notSpecifiedId
            ? customer.salutationId
            : data.notSpecifiedId,
        );
        const describedBy = birthdayError ? `${id}-birthday-error` : undefined;
        return (
          <>
            <div className={`form-field${errors["salutationId"] ? " has-error" : ""}`}>
              <label htmlFor={`${id}-salutation`}>{t("account.register.salutation")}</label>
              <select
                id={`${id}-salutation`}
                name="salutationId"
                defaultValue={salutationId}
                aria-invalid={errors["salutationId"] ? true : undefined}
                aria-describedby={errors["salutationId"] ? `${id}-salutation-error` : undefined}
              >
                <option value={data.notSpecifiedId}>{t("account.register.noSalutation")}</option>
                {data.salutations.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
              {errors["salutationId"] ? (
                <p className="form-field__error" id={`${id}-salutation-error`}>
                  {t(errors["salutationId"])}
                </p>
              ) : null}
            </div>
            <div className="profile-form__row">
              <Field
                label={t("form.firstName")}
                name="firstName"
                required
                autoComplete="given-name"
                defaultValue={value("firstName", customer.firstName)}
                error={errors["firstName"]}
              />
              <Field
                label={t("form.lastName")}
                name="lastName"
                required
                autoComplete="family-name"
                defaultValue={value("lastName", customer.lastName)}
                error={errors["lastName"]}
              />
            </div>
            <fieldset className={`profile-birthday${birthdayError ? " has-error" : ""}`} aria-describedby={describedBy}>
              <legend>{t("account.profile.birthday")}</legend>
              <div className="profile-birthday__choices">
                <label>
                  <span>{t("account.profile.day")}</span>
                  <select
                    name="birthdayDay"
                    defaultValue={value("birthdayDay", stored.day)}
                    autoComplete="bday-day"
                    aria-invalid={birthdayError ? true : undefined}
                    aria-describedby={describedBy}
                  >
                    <option value="">–</option>
                    {DAYS.map((d) => (
                      <option key={d} value={d}>
                        {d}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t("account.profile.month")}</span>
                  <select
                    name="birthdayMonth"
                    defaultValue={value("birthdayMonth", stored.month)}
                    autoComplete="bday-month"
                    aria-invalid={birthdayError ? true : undefined}
                    aria-describedby={describedBy}
                  >
                    <option value="">–</option>
                    {MONTHS.map((m) => (
                      <option key={m} value={m}>
                        {monthName.format(new Date(Date.UTC(2000, m - 1, 1)))}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span>{t("account.profile.year")}</span>
                  <select
                    name="birthdayYear"
                    defaultValue={value("birthdayYear", stored.year)}
                    autoComplete="bday-year"
                    aria-invalid={birthdayError ? true : undefined}
                    aria-describedby={describedBy}
                  >
                    <option value="">–</option>
                    {years.map((y) => (
                      <option key={y} value={y}>
                        {y}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {birthdayError ? (
                <p className="form-field__error" id={`${id}-birthday-error`}>
                  {t(birthdayError)}
                </p>
              ) : null}
            </fieldset>
          </>
        );
      }}
    </ProfileForm>
  );
}
