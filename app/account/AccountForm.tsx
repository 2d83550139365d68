import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { useSingleSubmit } from "../forms/use-single-submit";
import type { ActionResult } from "../framework/action-result";
import type { Intent } from "../forms/intents";

/**
 * An account form (login, registration, recovery, reset, the profile's): its own fetcher and answer,
 * sent once (a double click sends one request); the form's error above the fields. A done notice
 * takes the form's place when the action answers with one, unless the form stays for the next
 * change (`stays`: the profile's, whose success is a notice); `resetOnSuccess` empties it then
 * (e-mail, password). The fields get the answer (values, field errors).
 */
export function AccountForm({
  intent,
  action,
  submit,
  sending,
  className = "account-form",
  stays = false,
  resetOnSuccess = false,
  danger = false,
  children,
}: {
  intent: Intent;
  action: string;
  submit: string;
  /** The button's text while the form is on its way. */
  sending?: string;
  className?: string;
  stays?: boolean;
  resetOnSuccess?: boolean;
  /** The button of a change that cannot be undone (account removal). */
  danger?: boolean;
  children: (result: ActionResult | null) => ReactNode;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher({ key: intent });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, intent);
  const sendOnce = useSingleSubmit(fetcher.state);
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (resetOnSuccess && result?.ok) form.current?.reset();
  }, [result, resetOnSuccess]);
  if (!stays && result?.ok && result.notice) {
    return (
      <div className="account-form__done" role="status">
        <p>{t(result.notice)}</p>
      </div>
    );
  }
  return (
    <fetcher.Form ref={form} method="post" action={action} className={className} onSubmit={sendOnce}>
      <input type="hidden" name="intent" value={intent} />
      {result?.formError ? (
        <p className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      {children(result)}
      <button
        type="submit"
        className={`button ${danger ? "profile-button--danger" : "button--primary"}`}
        disabled={busy}
      >
        {busy && sending ? sending : submit}
      </button>
    </fetcher.Form>
  );
}
