import type { ScreenRoute } from "../app/framework/types";
import { accountAddressForm } from "./account-address-form";
import { accountAddresses } from "./account-addresses";
import { accountCreation } from "./account-creation";
import { accountOrderDetail } from "./account-order-detail";
import { accountProfile } from "./account-profile";
import { cart } from "./cart";
import { checkout } from "./checkout";
import { login } from "./login";
import { parcelLocker } from "./parcel-locker";
import { passwordRecovery } from "./password-recovery";
import { paymentFailure } from "./payment-failure";
import { projects } from "./projects";
import { registrationConfirm } from "./registration-confirm";
import { resetPassword } from "./reset-password";
import { socialSummary } from "./social-summary";

/**
 * Every screen; createRoutes places them under each language prefix. One table
 * (docs/decisions/024): a screen is its entry here, its loader (`routes/{name}.loader.ts`, loaded on
 * demand) and its component (`routes/{name}.screen.tsx`, loaded before hydration). The table is part
 * of every first load, so an entry holds data and lazy imports only. A screen with a client action
 * still has its entry in a file of its own (`routes/{name}.ts`) until its action becomes the server's.
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
  login,
  accountCreation,
  passwordRecovery,
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
  accountProfile,
  accountAddresses,
  accountAddressForm,
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
  accountOrderDetail,
  // The recovery mail's link: open without login (the password-recovery check).
  resetPassword("account-recover-password", "account/recover/password", "pageTitle.accountRecoverPassword"),
  projects,
  cart,
  checkout,
  // After a successful order, in the blank layout, for the customer who placed it.
  {
    name: "order-success",
    layout: "blank",
    access: "customer",
    titleKey: "pageTitle.orderSuccess",
    loader: () => import("./order-success.loader"),
    screen: () => import("./order-success.screen"),
  },
  paymentFailure,
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
  parcelLocker,
  socialSummary,
  // A privacy policy page under the footer's information path; the configuration names it (app/framework/configured-pages).
  {
    name: "privacy-policy",
    layout: "default",
    access: "open",
    titleKey: "pageTitle.privacyPolicy",
    indexed: true,
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
  registrationConfirm,
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
