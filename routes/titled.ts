import type { Access, Layout, ScreenRoute } from "../app/router/types";

/** Guards customer-only screens in their loader, before anything else is fetched. */
export const customerOnly = () => import("./guards.loader").then((m) => m.customerOnlyLoader);

/** A screen that, for now, shows its title: route, guard, layout and title are final. */
export function titledScreen(name: string, path: string, titleKey: string, layout: Layout, access: Access, extra: Partial<ScreenRoute> = {}): ScreenRoute {
  return {
    name, path, layout, access, titleKey,
    ...(access === "customer" ? { loader: customerOnly } : {}),
    screen: () => import("./titled.screen"),
    screenModule: "routes/titled.screen.tsx",
    ...extra,
  };
}
