import type { LoaderFunction, LoaderFunctionArgs } from "react-router";

/**
 * A loader whose code loads when it first runs. Loaders do not run while the first page hydrates
 * (the server's data is used), so their code (and the Store API wrappers they use) need not be part
 * of the JavaScript sent before hydration.
 */
export type LazyLoader = LoaderFunction & { preload: () => Promise<unknown> };

export function lazyLoader(load: () => Promise<LoaderFunction>): LazyLoader {
  const loader = async (args: LoaderFunctionArgs) => (await load())(args);
  // Route preloading loads a link's loader with its screen, so the click starts with the Store API call.
  return Object.assign(loader, { preload: load });
}
