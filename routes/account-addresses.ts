import type { ScreenRoute } from "../app/framework/types";

/** The address book (login required); its buttons post to its own action, so they work without JavaScript. */
export const accountAddresses: ScreenRoute = {
  name: "account-addresses",
  path: "account/addresses",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.addresses",
  loader: () => import("./account-addresses.loader"),
  screen: () => import("./account-addresses.screen"),
};
