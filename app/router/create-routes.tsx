import type { NonIndexRouteObject, RouteObject } from "react-router";
import type { Domain } from "../../kv-schemas/site-config";
import { Document, RootErrorBoundary } from "../root";
import { DefaultLayout } from "../layouts/DefaultLayout";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { lazyLoader } from "./lazy-loader";

// Loaders load with the first client-side navigation (see lazy-loader).
const rootLoader = lazyLoader(() => import("./root-loaders").then((m) => m.rootLoader));
const sessionLoader = lazyLoader(() => import("./root-loaders").then((m) => m.sessionLoader));
const defaultLayoutLoader = lazyLoader(() => import("../layouts/default-layout.loader").then((m) => m.defaultLayoutLoader));
import type { Layout, RouteHandle, ScreenRoute } from "./types";

type LayoutComponent = () => React.ReactNode;

/**
 * The default layout is part of the first load (most pages use it); the others load like screens,
 * with a modulepreload hint from the server (handle.module).
 */
const LAYOUTS: Record<Layout, { Component?: LayoutComponent; lazy?: () => Promise<LayoutComponent>; module?: string; loader?: RouteObject["loader"] }> = {
  default: { Component: DefaultLayout, loader: defaultLayoutLoader },
  checkout: { lazy: () => import("../layouts/CheckoutLayout").then((m) => m.CheckoutLayout), module: "app/layouts/CheckoutLayout.tsx" },
  blank: { lazy: () => import("../layouts/BlankLayout").then((m) => m.BlankLayout), module: "app/layouts/BlankLayout.tsx" },
  none: { lazy: () => import("../layouts/NoLayout").then((m) => m.NoLayout), module: "app/layouts/NoLayout.tsx" },
};

/** A layout route's component, given or loaded. */
function layoutParts(layout: Layout): Pick<NonIndexRouteObject, "Component" | "lazy" | "handle"> {
  const { Component, lazy, module } = LAYOUTS[layout];
  return Component ? { Component } : { lazy: async () => ({ Component: await lazy!() }), handle: { name: `layout-${layout}`, module } };
}

/** Route ids are prefixed by the language prefix (spec section 2: route names per prefix). */
const routeId = (prefix: string, name: string) => (prefix ? `${prefix}:${name}` : name);

function screenRoute(prefix: string, screen: ScreenRoute): RouteObject {
  const handle: RouteHandle = {
    name: screen.name, layout: screen.layout, access: screen.access,
    ...(screen.titleKey ? { titleKey: screen.titleKey } : {}),
    ...(screen.title ? { title: screen.title } : {}),
    ...(screen.noIndex ? { noIndex: true } : {}),
  };
  const common = {
    id: routeId(prefix, screen.name),
    handle,
    // Spec: the error page has the default layout, so a screen's error renders inside its layout.
    ErrorBoundary: RouteErrorBoundary,
    ...(screen.loader ? { loader: screen.loader } : {}),
    lazy: async () => ({ Component: (await screen.screen()).default }),
  };
  return screen.index ? { ...common, index: true } : { ...common, path: screen.path ?? "" };
}

/**
 * The route tree: the document, then one branch per configured language prefix (the root prefix
 * without a path segment), then the session, the layouts and the screens. The maintenance screen
 * sits outside the session branch: it must render while the shop answers nothing else.
 */
export function createRoutes(domains: readonly Domain[], screens: readonly ScreenRoute[]): RouteObject[] {
  const branch = (domain: Domain): RouteObject => {
    const prefix = domain.langPrefix;
    const inLayout = (layout: Layout) => screens.filter((s) => s.layout === layout && s.name !== "maintenance");
    const maintenance = screens.find((s) => s.name === "maintenance");
    return {
      id: routeId(prefix, "language"),
      ...(prefix ? { path: prefix } : {}),
      children: [
        ...(maintenance ? [{ id: routeId(prefix, "layout-maintenance"), ...layoutParts("blank"), children: [screenRoute(prefix, maintenance)] }] : []),
        {
          id: routeId(prefix, "session"),
          loader: sessionLoader,
          ErrorBoundary: RouteErrorBoundary,
          children: (Object.keys(LAYOUTS) as Layout[]).map((layout) => ({
            id: routeId(prefix, `layout-${layout}`),
            ...layoutParts(layout),
            ...(LAYOUTS[layout].loader ? { loader: LAYOUTS[layout].loader } : {}),
            ErrorBoundary: RouteErrorBoundary,
            children: inLayout(layout).map((screen) => screenRoute(prefix, screen)),
          })),
        },
      ],
    };
  };
  return [{
    id: "root",
    path: "/",
    loader: rootLoader,
    Component: Document,
    ErrorBoundary: RootErrorBoundary,
    children: domains.map(branch),
  }];
}
