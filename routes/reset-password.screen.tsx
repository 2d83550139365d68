import { useSearchParams } from "react-router";
import { AccountForm } from "../app/account/AccountForm";
import { Field } from "../app/components/Field";
import { useI18n } from "../app/i18n/context";
import { useLocalePath } from "../app/state/site";

/** Spec section 2: confirm a password reset (the recovery mail's link carries the hash); the new password is typed once. */
export default function ResetPasswordScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  return (
    <div className="page page--reset-password">
      <h1 className="page__title">{t("pageTitle.passwordReset")}</h1>
      <AccountForm intent="reset-password" action={localePath("/reset-password/")} submit={t("account.recovery.save")}>
        {(result) => (
          <>
            <input type="hidden" name="hash" value={params.get("hash") ?? result?.values?.["hash"] ?? ""} />
            <Field
              label={t("account.recovery.newPassword")}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
              error={result?.fieldErrors?.["newPassword"] ?? result?.fieldErrors?.["hash"]}
            />
          </>
        )}
      </AccountForm>
    </div>
  );
}
