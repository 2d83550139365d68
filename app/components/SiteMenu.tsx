import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useI18n } from "../i18n/context";
import { useSessionContext } from "../state/site";
import { CategoryTree, useMainNavigation } from "./CategoryTree";
import { CurrencyOptions } from "./CurrencySwitcher";
import { Drawer } from "./Drawer";
import { Icon } from "./Icon";
import { LanguageOptions } from "./LanguageSwitcher";
import * as INTENT from "../forms/intents";

const MENU = "M4 6h16M4 12h16M4 18h16";

/**
 * What the phone menu holds: every top-level category with its children, then the language, the
 * currency and, for a customer, the logout (which the phone's header row has no room for). The same
 * markup serves the drawer and the <details> a browser without JavaScript opens.
 */
function MenuContents({ onChoice }: { onChoice?: () => void }) {
  const { t } = useI18n();
  const customer = useSessionContext().customer;
  const { pathname } = useLocation();
  const logout = useFetcher({ key: "logout" });
  const categories = useMainNavigation();
  return (
    <div className="site-menu__contents">
      <nav aria-label={t("header.mainNavigation")}>
        <CategoryTree
          categories={categories}
          classes={{
            list: "site-menu__list",
            link: "site-menu__link",
            sublist: "site-menu__sublist",
            sublink: "site-menu__link site-menu__link--child",
          }}
        />
      </nav>
      <section className="site-menu__section">
        <h3 className="site-menu__heading">{t("header.language")}</h3>
        <LanguageOptions className="menu-options" {...(onChoice ? { onSubmit: onChoice } : {})} />
      </section>
      <section className="site-menu__section">
        <h3 className="site-menu__heading">{t("header.currency")}</h3>
        <CurrencyOptions {...(onChoice ? { onSubmit: onChoice } : {})} />
      </section>
      {customer ? (
        <logout.Form method="post" action={pathname} className="site-menu__section">
          <input type="hidden" name="intent" value={INTENT.logout} />
          <button type="submit" className="button site-menu__logout" disabled={logout.state !== "idle"}>
            {t("header.logout")}
          </button>
        </logout.Form>
      ) : null}
    </div>
  );
}

/**
 * The phone header's menu button. With JavaScript it opens the menu in a drawer from the start
 * (components/Drawer: focus kept inside, Escape closes, focus back on the button). Without, it is
 * the summary of a <details> whose panel lists the same categories, languages and currencies as
 * plain links and forms. Wider screens show the navigation and switchers in the header instead.
 */
export function SiteMenu() {
  const { t } = useI18n();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the button once the drawer has gone: while its modal dialog is open the button is inert.
  useEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      button.current?.focus();
    }
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <details className="site-menu">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' native button (focusable, Enter and Space click it) */}
        <summary
          ref={button}
          className="icon-button site-menu__button"
          aria-label={t("header.openMenu")}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          <Icon path={MENU} />
        </summary>
        <div className="site-menu__fallback">
          <MenuContents />
        </div>
      </details>
      {open ? (
        <Drawer
          titleId={titleId}
          title={t("header.menu")}
          closeLabel={t("header.closeMenu")}
          side="start"
          className="site-menu__drawer"
          onClose={close}
        >
          <MenuContents onChoice={close} />
        </Drawer>
      ) : null}
    </>
  );
}
