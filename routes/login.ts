import type { ScreenRoute } from "../app/framework/types";

/**
 * The login, open to everyone, not for search engines; it posts to its own action
 * (the login and the start of a social login). The provider's answer arrives here and goes on to the
 * social summary (its loader).
 */
export const login: ScreenRoute = {
  name: "login",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.login",
  loader: () => import("./login.loader"),
  screen: () => import("./login.screen"),
};
