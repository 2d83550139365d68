import { Link } from "react-router";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import { AccountForm } from "./AccountForm";
import * as INTENT from "../forms/intents";

/**
 * E-mail and password (login by password). A failure says only that the two do not
 * match (never whether the e-mail exists) and keeps the e-mail and the return path, never the password.
 */
export function LoginForm({
  redirectTo,
  onLeave,
}: {
  redirectTo: string /** The login modal closes when the shopper follows a link away. */;
  onLeave?: () => void;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <>
      <AccountForm
        intent={INTENT.login}
        action={localePath("/login/")}
        submit={t("account.login.submit")}
        sending={t("account.login.sending")}
      >
        {(result) => {
          // Shown again after a failed login without JavaScript, the page's URL has lost its query: the answer kept it.
          const back = redirectTo || result?.values?.["redirect"] || "";
          return (
            <>
              {back ? <input type="hidden" name="redirect" value={back} /> : null}
              <Field
                label={t("form.email")}
                name="username"
                type="email"
                autoComplete="username"
                required
                defaultValue={result?.values?.["username"] ?? ""}
                error={result?.fieldErrors?.["username"]}
              />
              <Field
                label={t("account.login.password")}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                error={result?.fieldErrors?.["password"]}
              />
            </>
          );
        }}
      </AccountForm>
      <p className="account-form__links">
        <Link to={localePath("/password-recovery/")} onClick={onLeave}>
          {t("account.login.forgotPassword")}
        </Link>
        <Link to={localePath("/account-creation/")} onClick={onLeave}>
          {t("account.login.register")}
        </Link>
      </p>
    </>
  );
}
