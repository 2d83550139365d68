import type { ScreenRoute } from "../app/router/types";

/** Spec's test page: shows what the edge knows about this request's session. */
export const hello: ScreenRoute = {
  name: "hello",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.hello",
  screen: () => import("./hello.screen"),
};
