import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../lib/use-intent-result";
import { useSingleSubmit } from "../lib/use-single-submit";
import { useLocalePath } from "../state/site";

/**
 * E-mail and password (spec section 7: login by password). A failure says only that the two do not
 * match (never whether the e-mail exists) and keeps the e-mail, never the password.
 */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useI18n();
  const id = useId();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: "login" });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, "login");
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  // Shown again after a failed login without JavaScript, the page's URL has lost its query: the form kept it.
  const back = redirectTo || result?.values?.["redirect"] || "";
  const fieldError = (name: string) => (result && !result.ok ? result.fieldErrors?.[name] : undefined);
  return (
    <fetcher.Form method="post" action={localePath("/login/")} className="account-form" onSubmit={sendOnce} aria-describedby={result?.formError ? `${id}-error` : undefined}>
      <input type="hidden" name="intent" value="login" />
      {back ? <input type="hidden" name="redirect" value={back} /> : null}
      {result?.formError ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      <div className={`form-field${fieldError("username") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-email`}>{t("form.email")}</label>
        <input
          id={`${id}-email`}
          name="username"
          type="email"
          autoComplete="username"
          required
          defaultValue={result?.values?.["username"] ?? ""}
          aria-invalid={fieldError("username") ? true : undefined}
        />
        {fieldError("username") ? <p className="form-field__error">{t(fieldError("username")!)}</p> : null}
      </div>
      <div className={`form-field${fieldError("password") ? " has-error" : ""}`}>
        <label htmlFor={`${id}-password`}>{t("account.login.password")}</label>
        <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required aria-invalid={fieldError("password") ? true : undefined} />
        {fieldError("password") ? <p className="form-field__error">{t(fieldError("password")!)}</p> : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t("account.login.sending") : t("account.login.submit")}
      </button>
      <p className="account-form__links">
        <Link to={localePath("/password-recovery/")}>{t("account.login.forgotPassword")}</Link>
        <Link to={localePath("/account-creation/")}>{t("account.login.register")}</Link>
      </p>
    </fetcher.Form>
  );
}
