import type { ScreenRoute } from "../app/router/types";

/**
 * Spec section 4: the shop-closed notice, answered with 503 and Retry-After so that crawlers keep
 * the shop's pages instead of indexing the notice. When the shop is open it redirects home.
 */
export const maintenance: ScreenRoute = {
  name: "maintenance",
  layout: "blank",
  access: "open",
  titleKey: "pageTitle.maintenance",
  loader: () => import("./maintenance.loader"),
  screen: () => import("./maintenance.screen"),
};
