import { ErrorPage, useErrorStatus } from "./error-status";

/** The error page in place of the route that failed, inside whatever layout is still standing (ErrorPage knows). */
export function RouteErrorBoundary() {
  return <ErrorPage status={useErrorStatus()} />;
}
