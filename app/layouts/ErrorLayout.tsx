import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import { Logo } from "./Header";
import { Copyright, StoreInformation } from "./StoreInformation";

/** The layouts' route ids (create-routes: `layout-{name}`, after the language prefix and a colon). */
const LAYOUT_ROUTE = /(^|:)layout-[a-z]+$/;

/**
 * Whether an error boundary whose route ids lead from the root to it (the boundary's own last) stands
 * above every layout: the root's, the session's, a layout's own. Then no header or footer is
 * standing around the error page, and it brings them itself (default layout).
 */
export const isAboveLayouts = (routeIds: readonly string[]): boolean =>
  !routeIds.slice(0, -1).some((id) => LAYOUT_ROUTE.test(id));

/**
 * The default layout's header and footer for an error page above the layouts. It shows what the
 * site configuration gives, the logo or name (home) and the store information, and nothing that needs
 * the shop: such an error is often the shop failing (502, 504), so navigation, search, cart and
 * account, which all ask the shop, are left out rather than failing again.
 */
export function ErrorLayout({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="layout layout--default">
      <header className="site-header">
        <a className="skip-link" href="#main">
          {t("header.skipToContent")}
        </a>
        <div className="site-header__bar container">
          <Logo />
        </div>
      </header>
      <main id="main" className="site-main container">
        {children}
      </main>
      <footer className="site-footer">
        <div className="container site-footer__grid">
          <StoreInformation />
        </div>
        <Copyright />
      </footer>
    </div>
  );
}
