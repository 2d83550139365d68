import type { ScreenRoute } from "../app/framework/types";

/**
 * The cart, open to guests, not for search engines. The buy box posts to its action,
 * so adding to the cart works before and without JavaScript.
 */
export const cart: ScreenRoute = {
  name: "cart",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.cart",
  loader: () => import("./cart.loader"),
  screen: () => import("./cart.screen"),
};
