import type { ScreenRoute } from "../app/framework/types";

/** One order of the customer, titled by its number; it posts the cancel to its own action. */
export const accountOrderDetail: ScreenRoute = {
  name: "account-order-detail",
  path: "account/orders/:id",
  layout: "default",
  access: "customer",
  // The loader gives the order number (its data's titleParams).
  titleKey: "pageTitle.orderDetail",
  loader: () => import("./account-order-detail.loader"),
  screen: () => import("./account-order-detail.screen"),
};
