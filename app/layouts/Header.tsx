import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { CartEntry, CurrencySwitcher, LanguageSwitcher, MainNavigation, QuickSearch } from "./islands";
import { Icon } from "../components/Icon";
import { useLocalePath, useSessionContext, useSiteConfig } from "../state/site";

const USER = "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0";

export function Logo() {
  const config = useSiteConfig();
  const localePath = useLocalePath();
  const logo = config.theme.media.logo;
  return (
    <Link to={localePath("/")} className="logo">
      {logo ? <img src={logo} alt={config.salesChannel.name} height="32" /> : <span className="logo__text">{config.salesChannel.name}</span>}
    </Link>
  );
}

/** Spec: main navigation, language and currency switchers, login/account entry and cart entry. */
export function Header() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const session = useSessionContext();
  const customer = session.customer;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="site-header__bar container">
        <Logo />
        <QuickSearch />
        <div className="site-header__tools">
          <LanguageSwitcher />
          <CurrencySwitcher />
          {customer ? (
            <Link className="header-entry" to={localePath("/account/profile/")}>
              <Icon path={USER} />
              <span>{t("header.account")}</span>
            </Link>
          ) : (
            <Link className="header-entry" to={localePath("/login/")}>
              <Icon path={USER} />
              <span>{t("header.login")}</span>
            </Link>
          )}
          <CartEntry />
        </div>
      </div>
      <div className="container">
        <MainNavigation />
      </div>
    </header>
  );
}
