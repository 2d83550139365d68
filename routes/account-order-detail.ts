import type { ScreenRoute } from "../app/router/types";
import type { OrderDetailData } from "./account-order-detail.loader";

/** Spec section 2: one order of the customer, titled by its number; it posts the cancel to its own action. */
export const accountOrderDetail: ScreenRoute = {
  name: "account-order-detail",
  path: "account/orders/:id",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.orders",
  title: (data, t) => {
    const orderNumber = (data as OrderDetailData | undefined)?.order.orderNumber;
    return orderNumber ? t("pageTitle.orderDetail", { orderNumber }) : null;
  },
  noIndex: true,
  loader: () => import("./account-order-detail.loader").then((m) => m.accountOrderDetailLoader),
  action: () => import("../app/actions/order").then((m) => m.orderDetailAction),
  screen: () => import("./account-order-detail.screen"),
};
