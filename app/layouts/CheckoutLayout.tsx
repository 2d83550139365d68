import { Link, Outlet } from "react-router";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import { Logo } from "./Header";
import { ConsentBanner, LoginModalHost, SessionWatch } from "./watcher-islands";

// Loaded right after the layout, not awaited: hydration does not need them (their server HTML stays until they arrive).
void Promise.all([SessionWatch.preload(), LoginModalHost.preload(), ConsentBanner.preload()]);

/** Checkout keeps the shopper on task: the logo and a way back to the cart, nothing to wander off to. */
export default function CheckoutLayout() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <div className="layout layout--checkout">
      <header className="site-header site-header--slim">
        <div className="site-header__bar container">
          <Logo />
          <Link className="header-entry" to={localePath("/cart/")}>
            {t("cart.entry")}
          </Link>
        </div>
      </header>
      <main id="main" className="site-main container">
        <Outlet />
      </main>
      {/* The checkout asks for a login again when the session ended on the way. */}
      <SessionWatch askToLogIn />
      <LoginModalHost />
      <ConsentBanner />
    </div>
  );
}
