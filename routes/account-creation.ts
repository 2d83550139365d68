import type { ScreenRoute } from "../app/framework/types";

/** Registration, open to everyone; it posts to its own action. */
export const accountCreation: ScreenRoute = {
  name: "account-creation",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.accountCreation",
  indexed: true,
  loader: () => import("./account-creation.loader"),
  screen: () => import("./account-creation.screen"),
};
