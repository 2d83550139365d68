import type { ScreenRoute } from "../app/router/types";

/** Home: the CMS page of the root category (spec: its title uses the empty-cart text). */
export const home: ScreenRoute = {
  name: "home",
  index: true,
  layout: "default",
  access: "open",
  titleKey: "cart.empty",
  indexed: true,
  loader: () => import("./home.loader"),
  screen: () => import("./home.screen"),
};
