import type { ScreenRoute } from "../app/router/types";

/**
 * Any other path: resolved by the page lookup (spec section 2). Unknown paths are a 404; a page
 * reached by an old or technical path is redirected (301) to its canonical SEO URL, query kept.
 */
export const catchAll: ScreenRoute = {
  name: "catch-all",
  path: "*",
  layout: "default",
  access: "open",
  indexed: true,
  // Titled by its page (the loader data's title).
  // The loader's code is loaded with its first client-side navigation, not before hydration.
  loader: () => import("./catch-all.loader"),
  screen: () => import("./catch-all.screen"),
};
