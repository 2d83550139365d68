import type { MiddlewareFunction } from "react-router";
import { logInternalError, requireCustomer, routeArgs, toRouteError } from "./loaders";

/**
 * The auth guard, as route middleware on the customer branch: it runs before any loader
 * or action below it, so a guest is sent to the login (with a same-origin return path and a notice)
 * before anything personal is fetched.
 */
export const requireCustomerMiddleware: MiddlewareFunction = async (args, next) => {
  const base = await routeArgs(args);
  try {
    await requireCustomer(base);
  } catch (error) {
    logInternalError(base.services, `route middleware failed for ${base.url.pathname}`, error);
    throw toRouteError(error, base.domain.langPrefix, base.url);
  }
  return next();
};
