import { claimReload } from "./reload-guard";

/**
 * A lazily loaded chunk that fails to load (a deploy removed the build this page was loaded with)
 * reloads the page once, under the version check's guard (app/framework/startup/reload-guard): the reload gets
 * the current build. Vite's dynamic-import helper dispatches `vite:preloadError` on window for such a
 * failure (Vite's guide, "Building for Production", "Load Error Handling"). The event is not
 * prevented: the import still rejects with its error, so whatever awaited it fails as it would
 * without this listener (an island's error boundary, the router's error page), and a second failure
 * within the guard's 10 s shows that instead of reloading in a loop.
 *
 * Imported first by the entry, so that it listens before any of the app's modules can import a chunk.
 */
window.addEventListener("vite:preloadError", () => {
  if (claimReload()) window.location.reload();
});
