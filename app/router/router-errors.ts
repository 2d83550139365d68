import { useContext } from "react";
import { isRouteErrorResponse, UNSAFE_DataRouterDataContext } from "react-router";

/**
 * The status of the error a route failed with, if any route did, for the document's title and
 * robots meta, which render above every error boundary.
 *
 * React Router has no public hook for this: `useRouteError()` answers only inside the boundary that
 * caught the error, and `useMatches()` carries no errors. So this is the one place that reads its
 * private data context; tests/unit/router-errors.test.tsx fails when React Router changes it.
 */
export function useRouteErrorStatus(): number | null {
  const state = useContext(UNSAFE_DataRouterDataContext);
  const error = state?.errors ? Object.values(state.errors)[0] : undefined;
  if (error === undefined) return null;
  return isRouteErrorResponse(error) ? error.status : 500;
}
