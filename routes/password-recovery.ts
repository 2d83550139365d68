import type { ScreenRoute } from "../app/framework/types";

/** Ask for a recovery mail, open to everyone; it posts to its own action. */
export const passwordRecovery: ScreenRoute = {
  name: "password-recovery",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.passwordRecovery",
  screen: () => import("./password-recovery.screen"),
};
