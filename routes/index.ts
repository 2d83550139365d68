import type { ScreenRoute } from "../app/framework/types";

/**
 * A password reset by the recovery mail's link, open to everyone: two paths show it (reset-password,
 * account/recover/password), each an entry of its own with one loader, one screen and one action (the
 * Worker's table, worker/ssr/route-actions.ts, names both). The screen's module is named because the
 * entries' names are not its file's.
 */
const resetPassword = (name: string, path: string, titleKey: string): ScreenRoute => ({
  name,
  path,
  layout: "default",
  access: "open",
  titleKey,
  loader: () => import("./reset-password.loader"),
  screen: () => import("./reset-password.screen"),
  screenModule: "routes/reset-password.screen.tsx",
});

/**
 * Every screen; createRoutes places them under each language prefix. One table
 * (docs/decisions/024): a screen is its entry here, its loader (`routes/{name}.loader.ts`, loaded on
 * demand) and its component (`routes/{name}.screen.tsx`, loaded before hydration). The table is part
 * of every first load, so an entry holds data and lazy imports only. A screen's own action is no part
 * of it: actions run in the Worker only (docs/decisions/021), whose table worker/ssr/route-actions.ts
 * names them.
 */
export const SCREENS: readonly ScreenRoute[] = [
  // Home: the CMS page of the root category (spec: its title uses the empty-cart text).
  {
    name: "home",
    index: true,
    layout: "default",
    access: "open",
    titleKey: "cart.empty",
    indexed: true,
    loader: () => import("./home.loader"),
    screen: () => import("./home.screen"),
  },
  // The login, open to everyone, not for search engines; it posts to its own action (the login and
  // the start of a social login). The provider's answer arrives here and goes on to the social summary
  // (its loader).
  {
    name: "login",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.login",
    loader: () => import("./login.loader"),
    screen: () => import("./login.screen"),
  },
  // Registration, open to everyone; it posts to its own action.
  {
    name: "account-creation",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.accountCreation",
    indexed: true,
    loader: () => import("./account-creation.loader"),
    screen: () => import("./account-creation.screen"),
  },
  // Ask for a recovery mail, open to everyone; it posts to its own action.
  {
    name: "password-recovery",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.passwordRecovery",
    screen: () => import("./password-recovery.screen"),
  },
  // A password reset by the recovery mail's link, open to everyone.
  resetPassword("reset-password", "reset-password", "pageTitle.passwordReset"),
  // The account area; every route needs login except the password-recovery check.
  // /account/ is the account's overview (personal data, default addresses, newsletter).
  {
    name: "account-overview",
    path: "account",
    layout: "default",
    access: "customer",
    titleKey: "pageTitle.account",
    loader: () => import("./account-overview.loader"),
    screen: () => import("./account-overview.screen"),
  },
  // The profile (personal data, e-mail, password, newsletter, account removal); every form posts to
  // its own action, so each works without JavaScript.
  {
    name: "account-profile",
    path: "account/profile",
    layout: "default",
    access: "customer",
    titleKey: "pageTitle.profile",
    loader: () => import("./account-profile.loader"),
    screen: () => import("./account-profile.screen"),
  },
  // The address book (login required); its buttons post to its own action, so they work without JavaScript.
  {
    name: "account-addresses",
    path: "account/addresses",
    layout: "default",
    access: "customer",
    titleKey: "pageTitle.addresses",
    loader: () => import("./account-addresses.loader"),
    screen: () => import("./account-addresses.screen"),
  },
  // /account/addresses/add, with an optional :id to edit an address (login required).
  {
    name: "account-address-form",
    path: "account/addresses/add/:id?",
    layout: "default",
    access: "customer",
    // Editing, the loader names pageTitle.addressEdit (its data's titleKey).
    titleKey: "pageTitle.addressAdd",
    loader: () => import("./account-address-form.loader"),
    screen: () => import("./account-address-form.screen"),
  },
  // The customer's orders, newest first, ten to a page (`?p=`).
  {
    name: "account-orders",
    path: "account/orders",
    layout: "default",
    access: "customer",
    titleKey: "pageTitle.orders",
    loader: () => import("./account-orders.loader"),
    screen: () => import("./account-orders.screen"),
  },
  // One order of the customer, titled by its number; it posts the cancel to its own action.
  {
    name: "account-order-detail",
    path: "account/orders/:id",
    layout: "default",
    access: "customer",
    // The loader gives the order number (its data's titleParams).
    titleKey: "pageTitle.orderDetail",
    loader: () => import("./account-order-detail.loader"),
    screen: () => import("./account-order-detail.screen"),
  },
  // The recovery mail's link: open without login (the password-recovery check).
  resetPassword("account-recover-password", "account/recover/password", "pageTitle.accountRecoverPassword"),
  // The customer's saved print projects; it posts their attributes to its own action.
  {
    name: "projects",
    ownPolicy: true,
    layout: "default",
    access: "customer",
    titleKey: "pageTitle.projects",
    loader: () => import("./projects.loader"),
    screen: () => import("./projects.screen"),
  },
  // The cart, open to guests, not for search engines. The buy box posts to its action, so adding to
  // the cart works before and without JavaScript.
  {
    name: "cart",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.cart",
    loader: () => import("./cart.loader"),
    screen: () => import("./cart.screen"),
  },
  // The checkout (checkout layout, login required by the customer branch); its forms post to its own action.
  {
    name: "checkout",
    ownPolicy: true,
    layout: "checkout",
    access: "customer",
    titleKey: "pageTitle.checkout",
    loader: () => import("./checkout.loader"),
    screen: () => import("./checkout.screen"),
  },
  // After a successful order, in the blank layout, for the customer who placed it.
  {
    name: "order-success",
    layout: "blank",
    access: "customer",
    titleKey: "pageTitle.orderSuccess",
    loader: () => import("./order-success.loader"),
    screen: () => import("./order-success.screen"),
  },
  // After a failed payment, in the default layout, for the customer whose order it is; also where an
  // unpaid order is paid again.
  {
    name: "payment-failure",
    ownPolicy: true,
    layout: "default",
    access: "customer",
    titleKey: "pageTitle.paymentFailure",
    loader: () => import("./payment-failure.loader"),
    screen: () => import("./payment-failure.screen"),
  },
  // The shop-closed notice, answered with 503 and Retry-After so that crawlers keep
  // the shop's pages instead of indexing the notice. When the shop is open it redirects home.
  {
    name: "maintenance",
    layout: "blank",
    access: "open",
    titleKey: "pageTitle.maintenance",
    loader: () => import("./maintenance.loader"),
    screen: () => import("./maintenance.screen"),
  },
  // Spec's test page: shows what the edge knows about this request's session.
  {
    name: "hello",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.hello",
    screen: () => import("./hello.screen"),
  },
  // The parcel-locker map route, open to everyone and without the shop's layout. Its searches are GET
  // forms and its choice posts to its own action, so it all works without JavaScript.
  {
    name: "parcel-locker",
    ownPolicy: true,
    layout: "none",
    access: "open",
    titleKey: "pageTitle.parcelLocker",
    loader: () => import("./parcel-locker.loader"),
    screen: () => import("./parcel-locker.screen"),
  },
  // The result of the social login's hand-off, on the blank layout, open to everyone (the shopper is
  // a guest until it is done) and not for search engines. Its loader reads what the provider sent
  // back; its action logs in.
  {
    name: "social-summary",
    layout: "blank",
    access: "open",
    titleKey: "pageTitle.socialSummary",
    loader: () => import("./social-summary.loader"),
    screen: () => import("./social-summary.screen"),
  },
  // A privacy policy page under the footer's information path; the configuration names it (app/framework/configured-pages).
  {
    name: "privacy-policy",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.privacyPolicy",
    indexed: true,
    loader: () => import("./privacy-policy.loader"),
    screen: () => import("./privacy-policy.screen"),
  },
  // The configured subscribe URL (its path from the configuration, app/framework/configured-pages):
  // the confirmation mail's link (em and hash) confirms the subscription in the loader; without them the
  // page offers the sign-up, and takes the footer's sign-up posted without JavaScript (the page action
  // answers the newsletter intent).
  {
    name: "newsletter-subscribe",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.newsletterConfirm",
    loader: () => import("./newsletter-subscribe.loader"),
    screen: () => import("./newsletter-subscribe.screen"),
  },
  // The double opt-in link of the registration mail, at the configured confirmation URL
  // (app/framework/configured-pages: the path given here is never used). Its GET only shows a button;
  // the button's POST confirms and logs in (a mail scanner that opens the link must not log anyone in).
  {
    name: "registration-confirm",
    path: "registration-confirm",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.registrationConfirm",
    loader: () => import("./registration-confirm.loader"),
    screen: () => import("./registration-confirm.screen"),
  },
  // The search results page (query `search`, every language prefix): the same listing, filters and
  // sortings as a category. Like Shopware, result pages are not for search engines to index.
  {
    name: "search",
    layout: "default",
    access: "open",
    // With a term the loader names search.resultsTitle and the term (its data's titleKey and titleParams).
    titleKey: "search.title",
    loader: () => import("./search.loader"),
    screen: () => import("./search.screen"),
  },
  // The print editor (Printbox) for a product family, or a saved project; open to
  // guests (the editor asks for a login when it saves).
  {
    name: "editor",
    ownPolicy: true,
    layout: "default",
    access: "open",
    titleKey: "pageTitle.editor",
    loader: () => import("./editor.loader"),
    screen: () => import("./editor.screen"),
  },
  // Any other path: resolved by the page lookup. Unknown paths are a 404; a page
  // reached by an old or technical path is redirected (301) to its canonical SEO URL, query kept.
  // Titled by its page (the loader data's title).
  {
    name: "catch-all",
    path: "*",
    layout: "default",
    access: "open",
    indexed: true,
    loader: () => import("./catch-all.loader"),
    screen: () => import("./catch-all.screen"),
  },
];
