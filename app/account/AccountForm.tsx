import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../lib/use-intent-result";
import { useSingleSubmit } from "../lib/use-single-submit";
import type { ActionResult } from "../router/action-result";

/**
 * A one-purpose account form (recovery, reset): its fetcher, its answer, sent once; the form's error
 * above the fields, a done notice in place of the form.
 */
export function SimpleAccountForm({ intent, action, submit, children }: { intent: string; action: string; submit: string; children: (result: ActionResult | null) => ReactNode }) {
  const { t } = useI18n();
  const fetcher = useFetcher({ key: intent });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, intent);
  const sendOnce = useSingleSubmit(fetcher.state);
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
      <button type="submit" className="button button--primary" disabled={fetcher.state !== "idle"}>
        {submit}
      </button>
    </fetcher.Form>
  );
}
