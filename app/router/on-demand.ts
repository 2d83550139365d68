import type { ActionFunction, ActionFunctionArgs, LoaderFunction, LoaderFunctionArgs, MiddlewareFunction } from "react-router";

/**
 * A loader or action whose code loads when it first runs.
 *
 * Why not React Router's `lazy: { loader, action }`: while any matched route still has a `lazy`
 * property at hydration, the router treats the page as not loaded and runs every loader again
 * (router.js: `initialMatches.some((m) => m.route.lazy)` → not initialized, and `route.lazy` forces
 * `shouldLoad`). Resolving them before hydration instead would put the loaders, their zod checks and
 * the Store API wrappers into the first load (about 12 KB gzip over the 115 KB budget). A loader is
 * only a function to the router, so this one imports its module on first call; the screen's
 * component does use `lazy: { Component }` (resolved before hydration, as React Router's SSR guide
 * does). tests/unit/routes.test.ts fails if the router changes this rule.
 */
export function loaderOnDemand(load: () => Promise<LoaderFunction>): LoaderFunction {
  return async (args: LoaderFunctionArgs, handlerContext?: unknown) => (await load())(args, handlerContext);
}

export function actionOnDemand(load: () => Promise<ActionFunction>): ActionFunction {
  return async (args: ActionFunctionArgs, handlerContext?: unknown) => (await load())(args, handlerContext);
}

/** Route middleware whose code loads when it first runs (the same reason: `lazy: { middleware }` would re-run loaders at hydration). */
export function middlewareOnDemand(load: () => Promise<MiddlewareFunction>): MiddlewareFunction {
  return async (args, next) => (await load())(args, next);
}
