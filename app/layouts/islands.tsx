import { island } from "../framework/island";

/**
 * The chrome's interactive parts as islands (see lib/island): rendered with the page, hydrated
 * right after it. Until then the quick search is a working GET form, the language switcher a
 * <details> list of links, the phone's menu and search buttons <details> that open natively, and
 * the cart entry a link.
 */
export const MainNavigation = island(() => import("../components/MainNavigation").then((m) => m.MainNavigation));
export const HeaderSearch = island(() => import("../components/HeaderSearch").then((m) => m.HeaderSearch));
export const SiteMenu = island(() => import("../components/SiteMenu").then((m) => m.SiteMenu));
export const HeaderSwitchers = island(() => import("../components/HeaderSwitchers").then((m) => m.HeaderSwitchers));
export const AccountEntry = island(() => import("../components/AccountEntry").then((m) => m.AccountEntry));
export const CartEntry = island(() => import("../components/CartEntry").then((m) => m.CartEntry));
export const Footer = island(() => import("./Footer").then((m) => m.Footer));
export const NotificationCenter = island(() =>
  import("../components/NotificationCenter").then((m) => m.NotificationCenter),
);

/** Starts loading the chrome's islands (the entry does so while the screen's code loads). */
export const preloadChrome = (): Promise<unknown> =>
  Promise.all(
    [MainNavigation, HeaderSearch, SiteMenu, HeaderSwitchers, AccountEntry, CartEntry, Footer, NotificationCenter].map(
      (i) => i.preload(),
    ),
  );
