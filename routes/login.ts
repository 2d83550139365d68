import type { ScreenRoute } from "../app/router/types";

/** Spec section 2: the login, open to everyone, not for search engines; it posts to its own action. */
export const login: ScreenRoute = {
  name: "login",
  path: "login",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.login",
  noIndex: true,
  action: () => import("../app/actions/page-action").then((m) => m.loginAction),
  screen: () => import("./login.screen"),
};
