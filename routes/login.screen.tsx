import { useSearchParams } from "react-router";
import { LoginForm } from "../app/account/LoginForm";
import { SocialLoginButtons } from "../app/account/SocialLoginButtons";
import { useI18n } from "../app/i18n/context";

/**
 * The login page; `?redirect=` is where the shopper goes afterwards (checked by the
 * action). The global loader of a social login's hand-off is the layout's (with the language switcher).
 */
export default function LoginScreen() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirect") ?? "";
  return (
    <div className="page page--login">
      <h1 className="page__title">{t("pageTitle.login")}</h1>
      <LoginForm redirectTo={redirectTo} />
      <SocialLoginButtons redirectTo={redirectTo} />
    </div>
  );
}
