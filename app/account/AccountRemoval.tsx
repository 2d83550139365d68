import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { ProfileForm } from "./ProfileForm";
import * as INTENT from "../forms/intents";

/**
 * Account removal (POST /customer/self-purge): the customer confirms by typing the account's e-mail;
 * a different one is told at the field. What goes is said before, plainly.
 */
export function AccountRemoval() {
  const { t } = useI18n();
  return (
    <ProfileForm intent={INTENT.accountRemoval} submit={t("account.removal.submit")} danger>
      {(failed) => (
        <>
          <p>{t("account.removal.warning")}</p>
          <Field
            label={t("account.removal.confirmEmail")}
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={failed?.values?.["email"] ?? ""}
            error={failed?.fieldErrors?.["email"]}
          />
        </>
      )}
    </ProfileForm>
  );
}
