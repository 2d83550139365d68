import { isRouteErrorResponse, useRouteError } from "react-router";
import { island } from "../framework/island";

/** The HTTP status a route error stands for; anything that is not a response is a 500. */
export function useErrorStatus(): number {
  const error = useRouteError();
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The error page is an island: most pages never show it, so its code is not part of the first load. */
export const ErrorPage = island(() => import("./ErrorPage").then((m) => m.ErrorPage));
