import { isRouteErrorResponse, type StaticHandlerContext } from "react-router";

/**
 * React Router's hydration data in the form createBrowserRouter reads from
 * window.__staticRouterHydrationData (as StaticRouterProvider would write it): route errors keep
 * their status, other errors become plain messages.
 */
export function serializeHydrationData(context: StaticHandlerContext) {
  let errors: Record<string, unknown> | null = null;
  if (context.errors) {
    errors = {};
    for (const [routeId, error] of Object.entries(context.errors)) {
      errors[routeId] = isRouteErrorResponse(error) ? { ...error, __type: "RouteErrorResponse" } : error instanceof Error ? { message: "Unexpected Server Error", __type: "Error" } : error;
    }
  }
  return { loaderData: context.loaderData, actionData: context.actionData, errors };
}
