import type { ScreenRoute } from "../app/framework/types";

/**
 * The parcel-locker map route, open to everyone and without the shop's layout. Its
 * searches are GET forms and its choice posts to its own action, so it all works without JavaScript.
 */
export const parcelLocker: ScreenRoute = {
  name: "parcel-locker",
  layout: "none",
  access: "open",
  titleKey: "pageTitle.parcelLocker",
  loader: () => import("./parcel-locker.loader"),
  screen: () => import("./parcel-locker.screen"),
};
