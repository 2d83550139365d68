import type { DataRouter } from "react-router";
import { claimReload } from "../framework/startup/reload-guard";

// The guard is shared with the chunk-failure reload (app/framework/startup/chunk-failure-reload.ts).
export { RELOAD_GUARD_MS, RELOAD_KEY, reloadAllowed } from "../framework/startup/reload-guard";

/** The latest build is checked every hour; a reload is not repeated within 10 s (reload-guard). */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The running version against the latest build's version (the operator's
 * release, APP_VERSION). A build of the same version (a redeploy) reloads nothing: its old chunks,
 * should they be gone, reload the page through the chunk-failure guard instead.
 */
export const isOutdated = (latest: { version?: unknown }, running: { version: string }): boolean =>
  typeof latest.version === "string" && latest.version !== running.version;

/**
 * Compares the running version with /builds/latest.json every hour. When a new version is out, the
 * next navigation loads the new code with a full page load instead of a client-side one.
 */
export function startVersionCheck(router: DataRouter, running: { id: string; version: string }): () => void {
  // Which build a shopper's page runs, for support (logged once the page is interactive).
  console.info(`Edge Storefront ${running.version} (build ${running.id})`);
  let outdated = false;
  const check = async () => {
    try {
      const response = await fetch("/builds/latest.json", { cache: "no-store" });
      if (!response.ok) return;
      if (isOutdated((await response.json()) as { version?: unknown }, running)) outdated = true;
    } catch {
      // Offline or the Worker unreachable: try again at the next interval.
    }
  };
  const timer = setInterval(() => void check(), VERSION_CHECK_INTERVAL_MS);
  const unsubscribe = router.subscribe((state) => {
    if (!outdated || state.navigation.state !== "loading" || !claimReload()) return;
    const { pathname, search, hash } = state.navigation.location;
    window.location.assign(`${pathname}${search}${hash}`);
  });
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}
