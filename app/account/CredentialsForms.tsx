import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { ProfileForm } from "./ProfileForm";
import * as INTENT from "../forms/intents";

/**
 * A new e-mail address for POST /account/change-email: typed twice and confirmed with the current
 * password (a wrong one is told at its field). The password is never sent back into the page.
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useI18n();
  return (
    <ProfileForm intent={INTENT.changeEmail} submit={t("account.profile.saveEmail")} resetOnSuccess>
      {(failed) => {
        const errors = failed?.fieldErrors ?? {};
        return (
          <>
            <p className="profile-form__current">{t("account.profile.currentEmail", { email: currentEmail })}</p>
            <div className="profile-form__row">
              <Field
                label={t("account.profile.newEmail")}
                name="email"
                type="email"
                required
                autoComplete="email"
                defaultValue={failed?.values?.["email"] ?? ""}
                error={errors["email"]}
              />
              <Field
                label={t("account.profile.emailConfirmation")}
                name="emailConfirmation"
                type="email"
                required
                autoComplete="off"
                defaultValue={failed?.values?.["emailConfirmation"] ?? ""}
                error={errors["emailConfirmation"]}
              />
            </div>
            <Field
              label={t("account.profile.currentPassword")}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              error={errors["password"]}
            />
          </>
        );
      }}
    </ProfileForm>
  );
}

/** A new password for POST /account/change-password (Shopware's names: password, newPassword, newPasswordConfirm). */
export function PasswordChangeForm() {
  const { t } = useI18n();
  return (
    <ProfileForm intent={INTENT.changePassword} submit={t("account.profile.savePassword")} resetOnSuccess>
      {(failed) => {
        const errors = failed?.fieldErrors ?? {};
        return (
          <>
            <Field
              label={t("account.profile.currentPassword")}
              name="password"
              type="password"
              required
              autoComplete="current-password"
              error={errors["password"]}
            />
            <div className="profile-form__row">
              <Field
                label={t("account.recovery.newPassword")}
                name="newPassword"
                type="password"
                required
                minLength={8}
                autoComplete="new-password"
                error={errors["newPassword"]}
              />
              <Field
                label={t("account.profile.newPasswordConfirm")}
                name="newPasswordConfirm"
                type="password"
                required
                minLength={8}
                autoComplete="new-password"
                error={errors["newPasswordConfirm"]}
              />
            </div>
          </>
        );
      }}
    </ProfileForm>
  );
}
