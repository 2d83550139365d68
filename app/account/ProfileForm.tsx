import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import type { ActionResult } from "../framework/action-result";
import { useLocalePath } from "../state/site";
import { AccountForm } from "./AccountForm";
import type { Intent } from "../forms/intents";

/**
 * One of the profile's forms: an account form posted to the profile's action that stays for the
 * next change (its success is told in a notice, the action's flash); `resetOnSuccess` empties it
 * (e-mail, password). Its fields get a failed answer only.
 */
export function ProfileForm({
  intent,
  submit,
  danger,
  resetOnSuccess,
  children,
}: {
  intent: Intent;
  submit: string;
  danger?: boolean;
  resetOnSuccess?: boolean;
  children: (result: ActionResult | null) => ReactNode;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <AccountForm
      intent={intent}
      action={localePath("/account/profile/")}
      submit={submit}
      sending={t("form.sending")}
      className="profile-form"
      stays
      resetOnSuccess={resetOnSuccess ?? false}
      danger={danger ?? false}
    >
      {(result) => children(result && !result.ok ? result : null)}
    </AccountForm>
  );
}
