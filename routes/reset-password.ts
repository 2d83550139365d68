import type { ScreenRoute } from "../app/framework/types";

/** A password reset by the recovery mail's link, open to everyone; two paths show it (reset-password, account/recover/password). */
export const resetPassword = (name: string, path: string, titleKey: string): ScreenRoute => ({
  name,
  path,
  layout: "default",
  access: "open",
  titleKey,
  loader: () => import("./reset-password.loader"),
  screen: () => import("./reset-password.screen"),
  screenModule: "routes/reset-password.screen.tsx",
});
