import type { ScreenRoute } from "../app/router/types";

/** Spec section 2: the print editor (Printbox) for a product family, or a saved project; open to guests (the editor asks for a login when it saves). */
export const editor: ScreenRoute = {
  name: "editor",
  layout: "default",
  access: "open",
  titleKey: "pageTitle.editor",
  loader: () => import("./editor.loader"),
  screen: () => import("./editor.screen"),
};
