import { AccountForm } from "../app/account/AccountForm";
import { Field } from "../app/components/Field";
import { useI18n } from "../app/i18n/context";
import { useLocalePath } from "../app/state/site";
import * as INTENT from "../app/forms/intents";

/** Ask for a recovery mail. */
export default function PasswordRecoveryScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <div className="page page--password-recovery">
      <h1 className="page__title">{t("pageTitle.passwordRecovery")}</h1>
      <p>{t("account.recovery.intro")}</p>
      <AccountForm
        intent={INTENT.passwordRecovery}
        action={localePath("/password-recovery/")}
        submit={t("account.recovery.submit")}
      >
        {(result) => (
          <Field
            label={t("form.email")}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.values?.["email"] ?? ""}
            error={result?.fieldErrors?.["email"]}
          />
        )}
      </AccountForm>
    </div>
  );
}
