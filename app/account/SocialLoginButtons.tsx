import { useI18n } from "../i18n/context";
import { openGlobalLoader } from "../state/global-loader";
import { useLocalePath, useSiteConfig } from "../state/site";
import * as INTENT from "../forms/intents";

/**
 * One button per social login provider of the site configuration: each a form that posts the
 * `social-login` intent to the login route, which sends the browser to the provider (the shop names
 * the address). A document form with or without JavaScript: the page is left anyway, and the answer
 * sets the HttpOnly hand-off cookie (app/account/social-login-actions). The global loader opens as the
 * hand-off starts; the page shows it (the default layout's header has it, with the language
 * switcher; the login modal has its own, in the top layer).
 */
export function SocialLoginButtons({ redirectTo = "" }: { redirectTo?: string }) {
  const { t } = useI18n();
  const { socialLogin } = useSiteConfig();
  const localePath = useLocalePath();
  if (!socialLogin.active || socialLogin.providers.length === 0) return null;
  return (
    <section className="social-login" aria-labelledby="social-login-heading">
      <h2 id="social-login-heading" className="social-login__heading">
        {t("account.social.heading")}
      </h2>
      <ul className="social-login__list">
        {socialLogin.providers.map((provider) => (
          <li key={provider.name}>
            <form method="post" action={localePath("/login/")} onSubmit={() => openGlobalLoader("social-login")}>
              <input type="hidden" name="intent" value={INTENT.socialLogin} />
              <input type="hidden" name="provider" value={provider.name} />
              {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
              <button type="submit" className="button social-login__button">
                {t("account.social.loginWith", { provider: provider.label })}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}
