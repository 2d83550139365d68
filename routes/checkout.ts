import type { ScreenRoute } from "../app/framework/types";

/** The checkout (checkout layout, login required by the customer branch); its forms post to its own action. */
export const checkout: ScreenRoute = {
  name: "checkout",
  layout: "checkout",
  access: "customer",
  titleKey: "pageTitle.checkout",
  loader: () => import("./checkout.loader"),
  screen: () => import("./checkout.screen"),
};
