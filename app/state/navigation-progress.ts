import type { DataRouter } from "react-router";
import type { SnippetTree } from "../../kv-schemas/snippets";
import { createTranslate, FALLBACK_LOCALE } from "../i18n/i18n";
import { queryKey } from "../framework/query-keys";
import type { StorefrontServices } from "../framework/services";

/** Issue 12: a client navigation shows its progress only when it takes longer than this; a quicker one shows nothing. */
export const NAVIGATION_PROGRESS_DELAY_MS = 300;

/**
 * The progress bar of client navigations (the loader, for the page's own navigations):
 * once a navigation has run for 300 ms, a bar at the top of the page (an indeterminate progressbar
 * with its name) and the main region marked busy, both gone when the navigation ends. A plain element
 * beside the app rather than a React root: it needs nothing of React, and it comes with the code
 * loaded once the page is interactive, never with the first load. Returns the stop.
 */
export function showNavigationProgress(
  router: Pick<DataRouter, "subscribe">,
  services: Pick<StorefrontServices, "queryClient">,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | null = null;
  let busyMain: HTMLElement | null = null;

  // The page's language when the bar shows (a language switch changes it); its texts are in the cache.
  const label = () => {
    const locale = document.documentElement.lang || FALLBACK_LOCALE;
    const snippets = (lang: string) => services.queryClient.getQueryData<SnippetTree>(queryKey("snippets", lang));
    return createTranslate(locale, snippets(locale) ?? {}, snippets(FALLBACK_LOCALE))("globalLoader.navigating");
  };

  const show = () => {
    timer = undefined;
    bar = document.createElement("div");
    bar.className = "navigation-progress";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-label", label());
    document.body.appendChild(bar);
    busyMain = document.getElementById("main");
    busyMain?.setAttribute("aria-busy", "true");
  };

  const end = () => {
    clearTimeout(timer);
    timer = undefined;
    bar?.remove();
    bar = null;
    // Only the region marked here: another layout's main region arrived without the mark.
    busyMain?.removeAttribute("aria-busy");
    busyMain = null;
  };

  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === "idle") end();
    else if (!timer && !bar) timer = setTimeout(show, NAVIGATION_PROGRESS_DELAY_MS);
  });
  return () => {
    unsubscribe();
    end();
  };
}
