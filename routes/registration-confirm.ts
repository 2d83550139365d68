import type { ScreenRoute } from "../app/framework/types";

/**
 * The double opt-in link of the registration mail, at the configured
 * confirmation URL (app/framework/configured-pages: the path given here is never used). Its GET only
 * shows a button; the button's POST confirms and logs in (a mail scanner that opens the link must
 * not log anyone in).
 */
export const registrationConfirm: ScreenRoute = {
  name: "registration-confirm",
  path: "registration-confirm",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.registrationConfirm",
  loader: () => import("./registration-confirm.loader"),
  screen: () => import("./registration-confirm.screen"),
};
