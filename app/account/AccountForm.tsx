import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../lib/use-intent-result";
import { useSingleSubmit } from "../lib/use-single-submit";
import type { ActionResult } from "../router/action-result";

/**
 * An account form (login, registration, recovery, reset): its own fetcher and answer, sent once (a
 * double click sends one request); the form's error above the fields, a done notice in place of
 * the form when the action answers with one. The fields get the answer (values, field errors).
 */
export function AccountForm({
  intent,
  action,
  submit,
  sending,
  children,
}: {
  intent: string;
  action: string;
  submit: string;
  /** The button's text while the form is on its way. */
  sending?: string;
  children: (result: ActionResult | null) => ReactNode;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher({ key: intent });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, intent);
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  if (result?.ok && result.notice) {
    return (
      <div className="account-form__done" role="status">
        <p>{t(result.notice)}</p>
      </div>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="account-form" onSubmit={sendOnce}>
      <input type="hidden" name="intent" value={intent} />
      {result?.formError ? (
        <p className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      {children(result)}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy && sending ? sending : submit}
      </button>
    </fetcher.Form>
  );
}
