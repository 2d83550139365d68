import { ErrorPage, useErrorStatus } from "./error-status";

/** The error page in place of the route that failed, inside whatever layout is still standing. */
export function RouteErrorBoundary() {
  const status = useErrorStatus();
  return (
    <div className="page page--error">
      <ErrorPage status={status} />
    </div>
  );
}
