import type { ScreenRoute } from "../app/router/types";

/**
 * Spec section 2, the configured subscribe URL (its path from the configuration, app/router/configured-pages):
 * the confirmation mail's link (em and hash) confirms the subscription in the loader; without them the
 * page offers the sign-up, and takes the footer's sign-up posted without JavaScript (the page action
 * answers the newsletter intent).
 */
export const newsletterSubscribe: ScreenRoute = {
  name: "newsletter-subscribe",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.newsletterConfirm",
  loader: () => import("./newsletter-subscribe.loader"),
  screen: () => import("./newsletter-subscribe.screen"),
};
