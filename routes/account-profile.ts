import type { ScreenRoute } from "../app/framework/types";

/**
 * The profile (personal data, e-mail, password, newsletter, account removal); every
 * form posts to its own action, so each works without JavaScript.
 */
export const accountProfile: ScreenRoute = {
  name: "account-profile",
  path: "account/profile",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.profile",
  loader: () => import("./account-profile.loader"),
  screen: () => import("./account-profile.screen"),
};
