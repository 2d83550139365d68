import { LAYOUT_MODULES, screenModuleOf, type ScreenRoute } from "./types";

/**
 * The source files the server names in its modulepreload hints: every screen's and every lazily
 * loaded layout's (worker/ssr/routes). They are strings, so nothing but this check ties them to the
 * code: one that names no module of the build would only lose its hint, silently, and the page would
 * load its screen after the entry instead of with it.
 */
export const routeModules = (screens: readonly ScreenRoute[]): string[] => [
  ...new Set([...screens.map(screenModuleOf), ...Object.values(LAYOUT_MODULES)]),
];

/**
 * The route modules that are no module of a build, given the keys of its Vite manifest (source
 * paths relative to the project root): scripts/build.mjs fails on any.
 */
export function missingRouteModules(screens: readonly ScreenRoute[], manifestKeys: Iterable<string>): string[] {
  const known = new Set(manifestKeys);
  return routeModules(screens).filter((module) => !known.has(module));
}

/**
 * What each screen loads before it hydrates besides the entry, as the server's hints name it: its
 * layout's module when that layout loads lazily (the checkout's, the blank one, none), and its own.
 * scripts/first-load.mjs holds each screen's sum to the budget.
 */
export const firstLoadModules = (screens: readonly ScreenRoute[]): { screen: string; modules: string[] }[] =>
  screens.map((screen) => ({
    screen: screen.name,
    modules: [...(screen.layout === "default" ? [] : [LAYOUT_MODULES[screen.layout]]), screenModuleOf(screen)],
  }));
