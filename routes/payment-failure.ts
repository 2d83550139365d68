import type { ScreenRoute } from "../app/framework/types";

/** After a failed payment, in the default layout, for the customer whose order it is; also where an unpaid order is paid again. */
export const paymentFailure: ScreenRoute = {
  name: "payment-failure",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.paymentFailure",
  loader: () => import("./payment-failure.loader"),
  screen: () => import("./payment-failure.screen"),
};
