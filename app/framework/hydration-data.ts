import { isRouteErrorResponse, type HydrationState, type StaticHandlerContext } from "react-router";

/** A route error as the browser gets it: what isRouteErrorResponse() recognises, nothing more. */
interface RouteErrorJson {
  status: number;
  statusText: string;
  internal: boolean;
  data: unknown;
}

/**
 * The router's state for hydration, in a form of our own handed over with the page's bootstrap and
 * given to createBrowserRouter's public `hydrationData` option (not React Router's private
 * window.__staticRouterHydrationData format). A route error keeps its status; any other error
 * becomes a 500 (its message stays on the server), which is what the error page shows for it anyway.
 */
export function routerHydrationData(context: StaticHandlerContext): HydrationState {
  let errors: Record<string, RouteErrorJson> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      errors[routeId] = isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, internal: false, data: error.data }
        : { status: 500, statusText: "Internal Server Error", internal: true, data: null };
    }
  }
  // Every matched route is named, null when it loaded nothing: JSON drops an undefined value, and a
  // route with middleware but no loader (the customer branch's guard) must be in loaderData, or the
  // browser router runs the page's loaders again instead of hydrating the server's HTML.
  const loaderData: Record<string, unknown> = { ...context.loaderData };
  for (const match of context.matches) loaderData[match.route.id] ??= null;
  return { loaderData, actionData: context.actionData ?? null, errors };
}
