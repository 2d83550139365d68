import type { ComponentType } from "react";
import type { ActionFunction, NonIndexRouteObject, RouteObject } from "react-router";
import type { Domain } from "../../kv-schemas/site-config";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { DefaultLayout } from "../layouts/DefaultLayout";
import { preloadIslands } from "../lib/island";
import { Document, RootErrorBoundary } from "../root";
import { actionOnDemand, loaderOnDemand, middlewareOnDemand } from "./on-demand";
import type { Layout, Preloadable, RouteHandle, ScreenModule, ScreenRoute } from "./types";

// Loaders and actions load with their first client-side use (see on-demand).
const loadRootLoader = () => import("./root-loaders").then((m) => m.rootLoader);
const loadSessionLoader = () => import("./root-loaders").then((m) => m.sessionLoader);
const loadDefaultLayoutLoader = () => import("../layouts/default-layout.loader").then((m) => m.defaultLayoutLoader);
const requireCustomer = middlewareOnDemand(() => import("./guards").then((m) => m.requireCustomerMiddleware));
/** Every page answers the session's and the CMS forms' intents (currency, language, contact, newsletter). */
const loadPageAction = (): Promise<ActionFunction> => import("../actions/page-action").then((m) => m.pageAction);

/** A lazily loaded component together with the islands its module declares. */
const withIslands = async (module: Promise<{ component: ComponentType; islands?: readonly Preloadable[] }>): Promise<ComponentType> => {
  const { component, islands } = await module;
  await preloadIslands(islands);
  return component;
};

/**
 * The default layout is part of the first load (most pages use it; the entry loads its islands); the
 * others load like screens, with a modulepreload hint from the server (handle.module).
 */
const LAYOUTS: Record<Layout, { Component?: ComponentType; load?: () => Promise<ComponentType>; module?: string; loader?: RouteObject["loader"] }> = {
  default: { Component: DefaultLayout, loader: loaderOnDemand(loadDefaultLayoutLoader) },
  checkout: { load: () => withIslands(import("../layouts/CheckoutLayout").then((m) => ({ ...m, component: m.CheckoutLayout }))), module: "app/layouts/CheckoutLayout.tsx" },
  blank: { load: () => withIslands(import("../layouts/BlankLayout").then((m) => ({ ...m, component: m.BlankLayout }))), module: "app/layouts/BlankLayout.tsx" },
  none: { load: () => withIslands(import("../layouts/NoLayout").then((m) => ({ ...m, component: m.NoLayout }))), module: "app/layouts/NoLayout.tsx" },
};

/** A layout route's component, given or loaded. */
function layoutParts(layout: Layout): Pick<NonIndexRouteObject, "Component" | "lazy" | "handle"> {
  const { Component, load, module } = LAYOUTS[layout];
  return Component ? { Component } : { lazy: { Component: load! }, handle: { name: `layout-${layout}`, module } };
}

/** Route ids are prefixed by the language prefix (spec section 2: route names per prefix). */
const routeId = (prefix: string, name: string) => (prefix ? `${prefix}:${name}` : name);

const screenComponent = (screen: ScreenRoute) => () =>
  withIslands(screen.screen().then((m: ScreenModule) => ({ component: m.default, ...(m.islands ? { islands: m.islands } : {}) })));

function screenRoute(prefix: string, screen: ScreenRoute): RouteObject {
  const loadAction = screen.action ?? loadPageAction;
  const handle: RouteHandle = {
    name: screen.name, layout: screen.layout, access: screen.access,
    ...(screen.titleKey ? { titleKey: screen.titleKey } : {}),
    ...(screen.title ? { title: screen.title } : {}),
    ...(screen.noIndex ? { noIndex: true } : {}),
    // Route preloading loads a link's loader with its screen, so the click starts with the Store API call.
    ...(screen.loader ? { preload: screen.loader } : {}),
  };
  const common = {
    id: routeId(prefix, screen.name),
    handle,
    // Spec: the error page has the default layout, so a screen's error renders inside its layout.
    ErrorBoundary: RouteErrorBoundary,
    ...(screen.loader ? { loader: loaderOnDemand(screen.loader) } : {}),
    action: actionOnDemand(loadAction),
    lazy: { Component: screenComponent(screen) },
  };
  return screen.index ? { ...common, index: true } : { ...common, path: screen.path ?? "" };
}

/**
 * The route tree: the document, then one branch per configured language prefix (the root prefix
 * without a path segment), then the session, the layouts and the screens. The maintenance screen
 * sits outside the session branch: it must render while the shop answers nothing else.
 *
 * Actions: a form posts to the page it is on (or to a route with its own action, like the cart).
 * React Router sends a POST to the deepest route that contributes to the path, which is the root
 * for "/" and the language route for "/de/": they take the page action too.
 */
export function createRoutes(domains: readonly Domain[], screens: readonly ScreenRoute[]): RouteObject[] {
  const pageAction = actionOnDemand(loadPageAction);
  const branch = (domain: Domain): RouteObject => {
    const prefix = domain.langPrefix;
    const inLayout = (layout: Layout) => screens.filter((s) => s.layout === layout && s.name !== "maintenance");
    const maintenance = screens.find((s) => s.name === "maintenance");
    return {
      id: routeId(prefix, "language"),
      ...(prefix ? { path: prefix, action: pageAction } : {}),
      children: [
        ...(maintenance ? [{ id: routeId(prefix, "layout-maintenance"), ...layoutParts("blank"), children: [screenRoute(prefix, maintenance)] }] : []),
        {
          id: routeId(prefix, "session"),
          loader: loaderOnDemand(loadSessionLoader),
          ErrorBoundary: RouteErrorBoundary,
          children: (Object.keys(LAYOUTS) as Layout[]).map((layout) => ({
            id: routeId(prefix, `layout-${layout}`),
            ...layoutParts(layout),
            ...(LAYOUTS[layout].loader ? { loader: LAYOUTS[layout].loader } : {}),
            ErrorBoundary: RouteErrorBoundary,
            children: [
              ...inLayout(layout).filter((s) => s.access === "open").map((screen) => screenRoute(prefix, screen)),
              // Spec section 6: one guard for every customer-only screen of the layout, before their loaders run.
              { id: routeId(prefix, `customer-${layout}`), middleware: [requireCustomer], children: inLayout(layout).filter((s) => s.access === "customer").map((screen) => screenRoute(prefix, screen)) },
            ],
          })),
        },
      ],
    };
  };
  return [{
    id: "root",
    path: "/",
    loader: loaderOnDemand(loadRootLoader),
    action: pageAction,
    Component: Document,
    ErrorBoundary: RootErrorBoundary,
    children: domains.map(branch),
  }];
}
