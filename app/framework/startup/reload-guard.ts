/**
 * The one guard of the page's own reloads: the version check's (a new release is out) and the
 * chunk-failure reload's (a chunk of the build the page was loaded with is gone). A
 * reload is not repeated within 10 s, whichever of them asked, so a build that stays broken cannot
 * reload the page in a loop. Small on purpose: the chunk-failure reload is in the first load.
 */
export const RELOAD_GUARD_MS = 10_000;
/** sessionStorage key of the last reload. */
export const RELOAD_KEY = "es-last-version-reload";

/** True when a reload now would not repeat one made within the guard window. */
export function reloadAllowed(lastReload: number | null, now: number): boolean {
  return lastReload === null || now - lastReload > RELOAD_GUARD_MS;
}

/** True, and the reload noted in the tab's session, when a reload now is allowed; false otherwise. */
export function claimReload(now: number = Date.now()): boolean {
  const stored = Number(sessionStorage.getItem(RELOAD_KEY));
  if (!reloadAllowed(Number.isFinite(stored) && stored > 0 ? stored : null, now)) return false;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  return true;
}
