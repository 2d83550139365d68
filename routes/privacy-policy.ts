import type { ScreenRoute } from "../app/router/types";

/** Spec: a privacy policy page under the footer's information path; the configuration names it (app/router/configured-pages). */
export const privacyPolicy: ScreenRoute = {
  name: "privacy-policy",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.privacyPolicy",
  indexed: true,
  screen: () => import("./privacy-policy.screen"),
};
