import type { ScreenRoute } from "../app/router/types";

/** Spec section 2: after a successful order, in the blank layout, for the customer who placed it. */
export const orderSuccess: ScreenRoute = {
  name: "order-success",
  layout: "blank",
  access: "customer",
  titleKey: "pageTitle.orderSuccess",
  loader: () => import("./order-success.loader"),
  screen: () => import("./order-success.screen"),
};
