import { useEffect, useRef, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../lib/use-intent-result";
import { useSingleSubmit } from "../lib/use-single-submit";
import type { ActionResult } from "../router/action-result";
import { useLocalePath } from "../state/site";

/**
 * One of the profile's forms: posted to the profile's action with its intent, its own fetcher and
 * answer, sent once (a double click sends one request). Success is told in a notice (the action's
 * flash), so the form stays for the next change; `resetOnSuccess` empties it (e-mail, password).
 */
export function ProfileForm({
  intent,
  submit,
  danger,
  resetOnSuccess,
  children,
}: {
  intent: string;
  submit: string;
  danger?: boolean;
  resetOnSuccess?: boolean;
  children: (result: ActionResult | null) => ReactNode;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: intent });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, intent);
  const sendOnce = useSingleSubmit(fetcher.state);
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (resetOnSuccess && result?.ok) form.current?.reset();
  }, [result, resetOnSuccess]);
  return (
    <fetcher.Form ref={form} method="post" action={localePath("/account/profile/")} className="profile-form" onSubmit={sendOnce}>
      <input type="hidden" name="intent" value={intent} />
      {result?.formError ? (
        <p className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      {children(result && !result.ok ? result : null)}
      <button type="submit" className={`button ${danger ? "profile-button--danger" : "button--primary"}`} disabled={busy}>
        {busy ? t("form.sending") : submit}
      </button>
    </fetcher.Form>
  );
}
