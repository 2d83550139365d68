import { useLoaderData } from "react-router";
import { AccountForm } from "../app/account/AccountForm";
import { Field } from "../app/components/Field";
import { useI18n } from "../app/i18n/context";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./reset-password.loader";
import * as INTENT from "../app/forms/intents";

/**
 * Confirm a password reset (the recovery mail's link carries the hash); the new password
 * is typed once. The hash comes from the page's data (the address bar loses it on load, app/lib/link-secrets),
 * or, once the form was refused and the data read again without it, from the action's answer.
 */
export default function ResetPasswordScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const link = useLoaderData<typeof loader>();
  return (
    <div className="page page--reset-password">
      <h1 className="page__title">{t("pageTitle.passwordReset")}</h1>
      <AccountForm
        intent={INTENT.resetPassword}
        action={localePath("/reset-password/")}
        submit={t("account.recovery.save")}
      >
        {(result) => (
          <>
            <input type="hidden" name="hash" value={link.hash || result?.values?.["hash"] || ""} />
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
