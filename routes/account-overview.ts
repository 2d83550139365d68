import type { ScreenRoute } from "../app/router/types";

/** Spec section 2: /account/ is the account's overview (personal data, default addresses, newsletter), for customers only. */
export const accountOverview: ScreenRoute = {
  name: "account-overview",
  path: "account",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.account",
  loader: () => import("./account-overview.loader"),
  screen: () => import("./account-overview.screen"),
};
