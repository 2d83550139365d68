import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { AccountEntry, CartEntry, HeaderSearch, HeaderSwitchers, MainNavigation, SiteMenu } from "./islands";
import { useLocalePath, useSiteConfig } from "../state/site";

export function Logo() {
  const config = useSiteConfig();
  const localePath = useLocalePath();
  const logo = config.theme.media.logo;
  return (
    <Link to={localePath("/")} className="logo">
      {logo ? (
        <img src={logo} alt={config.salesChannel.name} height="32" />
      ) : (
        <span className="logo__text">{config.salesChannel.name}</span>
      )}
    </Link>
  );
}

/**
 * Main navigation, language and currency switchers, login/account entry and cart entry. On phones
 * one row: menu button, logo, search button, account and cart; the navigation and the switchers are
 * in the menu (components/SiteMenu) there, and the search opens over the row.
 */
export function Header() {
  const { t } = useI18n();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("header.skipToContent")}
      </a>
      <div className="site-header__bar container">
        <SiteMenu />
        <Logo />
        <HeaderSearch />
        <div className="site-header__tools">
          <HeaderSwitchers />
          <AccountEntry />
          <CartEntry />
        </div>
      </div>
      <div className="container">
        <MainNavigation />
      </div>
    </header>
  );
}
