import type { Access, Layout, ScreenRoute } from "../app/router/types";

/**
 * A screen that, for now, shows its title: route, layout and title are final; a customer-only one is
 * guarded by the customer branch's middleware (app/router/create-routes).
 */
export function titledScreen(name: string, path: string, titleKey: string, layout: Layout, access: Access, extra: Partial<ScreenRoute> = {}): ScreenRoute {
  return {
    name,
    path,
    layout,
    access,
    titleKey,
    screen: () => import("./titled.screen"),
    screenModule: "routes/titled.screen.tsx",
    ...extra,
  };
}
