import { createStaticHandler, type StaticHandler, type StaticHandlerContext } from "react-router";
import type { Domain } from "../../kv-schemas/site-config";
import type { ConfiguredPages } from "../../app/framework/configured-pages";
import { createRoutes } from "../../app/framework/create-routes";
import { checkRouteMiddleware } from "../../app/framework/route-middleware";
import { screenModuleOf, type RouteHandle } from "../../app/framework/types";
import { SCREENS } from "../../routes";
import { workerActionOf } from "./route-actions";

/**
 * The static handler per set of language domains and configured pages. Routes hold no per-request
 * state (the request's services travel in the router context), so one handler serves every shopper
 * of the isolate, and lazily loaded screens are resolved once.
 */
const handlers = new Map<string, StaticHandler>();

export function staticHandlerFor(domains: readonly Domain[], pages: ConfiguredPages): StaticHandler {
  const key = [...domains.map((d) => `${d.id}:${d.langPrefix}`), ...Object.values(pages)].join("|");
  let handler = handlers.get(key);
  if (!handler) {
    checkRouteMiddleware(SCREENS);
    handler = createStaticHandler(createRoutes(domains, SCREENS, pages, workerActionOf));
    handlers.set(key, handler);
  }
  return handler;
}

const SCREEN_MODULES = new Map(SCREENS.map((s) => [s.name, screenModuleOf(s)]));

/** The lazily loaded screen and layout modules of the matched routes, for modulepreload hints. */
export function screenModulesOf(context: StaticHandlerContext): string[] {
  return context.matches.flatMap((m) => {
    const handle = m.route.handle as
      | (RouteHandle & { module?: string })
      | { name?: string; module?: string }
      | undefined;
    const module = handle?.module ?? (handle?.name ? SCREEN_MODULES.get(handle.name) : undefined);
    return module ? [module] : [];
  });
}

/** The name of the screen a request matched (the deepest route with one), if any. */
export function screenNameOf(context: StaticHandlerContext): string | undefined {
  for (let i = context.matches.length - 1; i >= 0; i--) {
    const name = (context.matches[i]?.route.handle as { name?: unknown } | undefined)?.name;
    if (typeof name === "string") return name;
  }
  return undefined;
}
