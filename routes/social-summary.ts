import type { ScreenRoute } from "../app/framework/types";

/**
 * The result of the social login's hand-off, on the blank layout, open to everyone
 * (the shopper is a guest until it is done) and not for search engines. Its loader reads what the
 * provider sent back; its action logs in.
 */
export const socialSummary: ScreenRoute = {
  name: "social-summary",
  layout: "blank",
  access: "open",
  titleKey: "pageTitle.socialSummary",
  loader: () => import("./social-summary.loader"),
  screen: () => import("./social-summary.screen"),
};
