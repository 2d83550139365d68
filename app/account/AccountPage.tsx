import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";

/** The account area's sections (the account routes), in the order Shopware's account menu shows them. */
const SECTIONS = [
  { path: "/account/", key: "account.nav.overview", end: true },
  { path: "/account/profile/", key: "account.nav.profile", end: true },
  { path: "/account/addresses/", key: "account.nav.addresses", end: false },
  { path: "/account/orders/", key: "account.nav.orders", end: false },
  // The saved projects live at /projects/; the customer reaches them from the account.
  // A document load (reload): the projects page starts the editor, whose origin only its own Content-Security-Policy allows.
  { path: "/projects/", key: "account.nav.projects", end: true, reload: true },
] as const;

/**
 * Every account screen's frame: the account menu beside the screen's heading and content, so a
 * customer moves between profile, addresses, orders and projects without the header. The current section is
 * marked for screen readers (aria-current).
 */
export function AccountPage({ title, children, modifier }: { title: string; children: ReactNode; modifier?: string }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  // Link with aria-current rather than NavLink: React Router's NavLink would join the first load's framework chunk for this menu alone.
  const current = (path: string, end: boolean) => pathname === path || (!end && pathname.startsWith(path));
  return (
    <div className={`page page--account${modifier ? ` page--${modifier}` : ""}`}>
      <nav className="account-nav" aria-label={t("account.nav.label")}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <Link
                reloadDocument={"reload" in section}
                to={localePath(section.path)}
                aria-current={current(localePath(section.path), section.end) ? "page" : undefined}
              >
                {t(section.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-content">
        <h1 className="page__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
