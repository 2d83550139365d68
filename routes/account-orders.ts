import type { ScreenRoute } from "../app/router/types";

/** Spec section 2: the customer's orders, newest first, ten to a page (`?p=`). */
export const accountOrders: ScreenRoute = {
  name: "account-orders",
  path: "account/orders",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.orders",
  loader: () => import("./account-orders.loader"),
  screen: () => import("./account-orders.screen"),
};
