import type { ScreenRoute } from "../app/framework/types";

/** The customer's saved print projects; it posts their attributes to its own action. */
export const projects: ScreenRoute = {
  name: "projects",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.projects",
  loader: () => import("./projects.loader"),
  screen: () => import("./projects.screen"),
};
