import type { LoaderFunction, LoaderFunctionArgs } from "react-router";

/**
 * A loader whose code loads when it first runs. Loaders do not run while the first page hydrates
 * (the server's data is used), so their code (and the Store API wrappers they use) need not be part
 * of the JavaScript sent before hydration.
 */
export const lazyLoader = (load: () => Promise<LoaderFunction>): LoaderFunction =>
  async (args: LoaderFunctionArgs) => (await load())(args);
