/**
 * A loader, action or route middleware whose code loads when it first runs.
 *
 * Why not React Router's `lazy: { loader, action, middleware }`: while any matched route still has a
 * `lazy` property at hydration, the router treats the page as not loaded and runs every loader again
 * (router.js: `initialMatches.some((m) => m.route.lazy)` → not initialized, and `route.lazy` forces
 * `shouldLoad`). Resolving them before hydration instead would put the loaders, their zod checks and
 * the Store API wrappers into the first load (about 12 KB gzip over the 115 KB budget). To the router
 * these are only functions, so this one imports its module on first call; the screen's component
 * does use `lazy: { Component }` (resolved before hydration, as React Router's SSR guide does).
 * tests/unit/route-actions.test.ts fails if the router changes this rule.
 */
export function onDemand<A extends unknown[], R>(load: () => Promise<(...args: A) => R>): (...args: A) => Promise<R> {
  return (...args) => load().then((handler) => handler(...args));
}
