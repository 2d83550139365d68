import type {
  ActionFunction,
  LoaderFunction,
  MiddlewareFunction,
  NonIndexRouteObject,
  RouteObject,
} from "react-router";
import { redirectDocument } from "react-router";
import type { Domain } from "../../kv-schemas/site-config";
import { ErrorPage } from "../components/error-status";
import { RouteErrorBoundary } from "../components/RouteErrorBoundary";
import { DefaultLayout } from "../layouts/DefaultLayout";
import { preloadIslands } from "./island";
import { Document, RootErrorBoundary } from "../root";
import { SessionScope } from "../state/site";
import type { ConfiguredPages } from "./configured-pages";
import { onDemand } from "./on-demand";
import { LAYOUT_MODULES, type Layout, type RouteHandle, type ScreenModule, type ScreenRoute } from "./types";

// Loaders load with their first client-side use (see on-demand).
const loadRootLoader = () => import("./root-loaders").then((m) => m.rootLoader);
const loadSessionLoader = () => import("./root-loaders").then((m) => m.sessionLoader);
const loadDefaultLayoutLoader = () => import("../layouts/default-layout.loader").then((m) => m.defaultLayoutLoader);
const requireCustomer: MiddlewareFunction = onDemand(() =>
  import("./guards").then((m): MiddlewareFunction => m.requireCustomerMiddleware),
);
/**
 * A route's action, by its screen's name (null: the root's and the language routes'). Actions run in
 * the Worker only (decision 021): there a screen's own action or the page action, which every page
 * answers (the session's and the CMS forms' intents: worker/ssr/route-actions); in the browser one
 * action for every route, which sends the form to the Worker (router/server-action).
 */
export type ActionOf = (screenName: string | null) => ActionFunction;

type LazyComponent = () => Promise<ScreenModule["default"]>;
/** A route's `lazy.Component` as React Router types it. */
type RouteComponentLoader = () => Promise<ScreenModule["default"] | null | undefined>;

/** Each lazy route's way to load for the first page's hydration (see withIslands). */
const forHydration = new WeakMap<RouteComponentLoader, LazyComponent>();

/**
 * A lazily loaded screen or layout: its component, once the islands its module declares are loaded
 * too, and the error page's (every route's error boundary shows it): a client navigation never
 * renders a page, or a 404, with a part still missing. The first page hydrates without waiting for
 * them (`componentForHydration`): their server HTML stays until their code arrives, and their code is
 * not part of the JavaScript a page needs before it hydrates (decision 011).
 */
const withIslands = (load: () => Promise<ScreenModule>): LazyComponent => {
  const withThem = async () => {
    const module = await load();
    await Promise.all([preloadIslands(module.islands), ErrorPage.preload()]);
    return module.default;
  };
  forHydration.set(withThem, async () => {
    const module = await load();
    void preloadIslands(module.islands);
    return module.default;
  });
  return withThem;
};

/** What the entry awaits for a lazy route of the first page: its module alone, its islands started (app/entry.client). */
export const componentForHydration = (lazy: RouteComponentLoader): RouteComponentLoader =>
  forHydration.get(lazy) ?? lazy;

/**
 * The default layout is part of the first load (most pages use it; the entry loads its islands); the
 * others load like screens, with a modulepreload hint from the server (handle.module). A function, not
 * a table of route parts: React Router resolves a route's `lazy` in place, so no two routes may share one.
 */
const layoutParts = (layout: Layout): Pick<NonIndexRouteObject, "Component" | "lazy" | "handle" | "loader"> => {
  const lazyLayout = (load: () => Promise<ScreenModule>, module: string) => ({
    lazy: { Component: withIslands(load) },
    handle: { name: `layout-${layout}`, module },
  });
  switch (layout) {
    case "default":
      return { Component: DefaultLayout, loader: onDemand(loadDefaultLayoutLoader) };
    case "checkout":
      return lazyLayout(() => import("../layouts/CheckoutLayout"), LAYOUT_MODULES.checkout);
    case "blank":
      return lazyLayout(() => import("../layouts/BlankLayout"), LAYOUT_MODULES.blank);
    case "none":
      return lazyLayout(() => import("../layouts/NoLayout"), LAYOUT_MODULES.none);
  }
};
const LAYOUTS: readonly Layout[] = ["default", "checkout", "blank", "none"];

/** Route ids are prefixed by the language prefix (route names per prefix). */
const routeId = (prefix: string, name: string) => (prefix ? `${prefix}:${name}` : name);

/** `pages`: where the shop's configuration puts some screens (configured-pages). */
/**
 * A screen with its own policy (ScreenRoute.ownPolicy) reached from another page in the browser: the
 * router loads it as a document instead. Its own revalidations (after an action on it) and the
 * server's render run its loader as usual.
 */
const asDocument =
  (loader: LoaderFunction | undefined): LoaderFunction =>
  (args) => {
    if (typeof window !== "undefined" && new URL(args.request.url).pathname !== window.location.pathname)
      throw redirectDocument(args.request.url);
    return loader ? loader(args) : null;
  };

function screenRoute(prefix: string, screen: ScreenRoute, pages: ConfiguredPages, actionOf: ActionOf): RouteObject {
  const { loader: loadLoader } = screen;
  const own = loadLoader ? onDemand((): Promise<LoaderFunction> => loadLoader().then((m) => m.loader)) : undefined;
  const loader = screen.ownPolicy ? asDocument(own) : own;
  const common = {
    id: routeId(prefix, screen.name),
    // Title, layout and access for the document; the loader's code for route preloading.
    handle: screen satisfies RouteHandle,
    // The error page has the default layout, so a screen's error renders inside its layout.
    ErrorBoundary: RouteErrorBoundary,
    ...(loader ? { loader } : {}),
    action: actionOf(screen.name),
    lazy: { Component: withIslands(screen.screen) },
  };
  return screen.index
    ? { ...common, index: true }
    : { ...common, path: pages[screen.name] ?? screen.path ?? screen.name };
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
export function createRoutes(
  domains: readonly Domain[],
  screens: readonly ScreenRoute[],
  pages: ConfiguredPages,
  actionOf: ActionOf,
): RouteObject[] {
  const pageAction = actionOf(null);
  const branch = (domain: Domain): RouteObject => {
    const prefix = domain.langPrefix;
    const inLayout = (layout: Layout) => screens.filter((s) => s.layout === layout && s.name !== "maintenance");
    const maintenance = screens.find((s) => s.name === "maintenance");
    return {
      id: routeId(prefix, "language"),
      ...(prefix ? { path: prefix, action: pageAction } : {}),
      children: [
        ...(maintenance
          ? [
              {
                id: routeId(prefix, "layout-maintenance"),
                ...layoutParts("blank"),
                children: [screenRoute(prefix, maintenance, pages, actionOf)],
              },
            ]
          : []),
        {
          id: routeId(prefix, "session"),
          loader: onDemand(loadSessionLoader),
          Component: SessionScope,
          ErrorBoundary: RouteErrorBoundary,
          children: LAYOUTS.map((layout) => ({
            id: routeId(prefix, `layout-${layout}`),
            ...layoutParts(layout),
            ErrorBoundary: RouteErrorBoundary,
            children: [
              ...inLayout(layout)
                .filter((s) => s.access === "open")
                .map((screen) => screenRoute(prefix, screen, pages, actionOf)),
              // One guard for every customer-only screen of the layout, before their loaders run.
              {
                id: routeId(prefix, `customer-${layout}`),
                middleware: [requireCustomer],
                children: inLayout(layout)
                  .filter((s) => s.access === "customer")
                  .map((screen) => screenRoute(prefix, screen, pages, actionOf)),
              },
            ],
          })),
        },
      ],
    };
  };
  return [
    {
      id: "root",
      path: "/",
      loader: onDemand(loadRootLoader),
      action: pageAction,
      Component: Document,
      ErrorBoundary: RootErrorBoundary,
      children: domains.map(branch),
    },
  ];
}
