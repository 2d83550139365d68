import type { ScreenRoute } from "../app/router/types";

/** Spec section 2: login required, and an empty cart sends the shopper back with a warning notice. */
export const checkout: ScreenRoute = {
  name: "checkout",
  path: "checkout",
  layout: "checkout",
  access: "customer",
  titleKey: "pageTitle.checkout",
  noIndex: true,
  loader: () => import("./checkout.loader").then((m) => m.checkoutLoader),
  screen: () => import("./titled.screen"),
  screenModule: "routes/titled.screen.tsx",
};
