import { useContext } from "react";
import { isRouteErrorResponse, UNSAFE_DataRouterDataContext, UNSAFE_RouteContext } from "react-router";

/*
 * The router state that React Router keeps private. These are the plumbing's only `UNSAFE_` uses
 * (tests/unit/layers.test.ts keeps them here); each has a test that fails when React Router changes it.
 */

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

/**
 * The route ids down to the error boundary being rendered. React Router passes them to the boundary
 * in its route context, which it exports only as UNSAFE_ (no public hook names the boundary's route);
 * tests/unit/error-layout.test.tsx fails if that changes.
 */
export function useBoundaryRouteIds(): string[] {
  return useContext(UNSAFE_RouteContext).matches.map((match) => match.route.id ?? "");
}
