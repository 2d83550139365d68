import { matchRoutes, type DataRouter } from "react-router";
import { screenHandleOf } from "./route-matches";

/** Up to four routes are preloaded at a time. */
export const MAX_CONCURRENT_PRELOADS = 4;
/** How long one task may spend matching links in view before it lets the browser do other work. */
const SLICE_MS = 8;

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  /** "cellular" where the browser tells (Chrome on Android). */
  type?: string;
}

/** No preloading on data-saver or 2g connections. */
export function preloadAllowed(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

/**
 * What to preload: nothing (data saver, 2g), the screens of links the shopper is about to follow
 * ("intent": pointed at, touched, focused), or also those of every link that comes into view. On a
 * touch screen or a metered or slow connection only intent: preloading every link in view doubled a
 * phone's first visit (about 400 KiB in 112 requests for home, category or product; issue 27), while a
 * tap's touch comes early enough before its click for the screen's code to be on its way.
 */
export type PreloadPolicy = "none" | "intent" | "in-view";

export function preloadPolicy(connection: NetworkInformation | undefined, touchScreen: boolean): PreloadPolicy {
  if (!preloadAllowed(connection)) return "none";
  const metered = connection?.type === "cellular" || connection?.effectiveType === "3g";
  return touchScreen || metered ? "intent" : "in-view";
}

/**
 * Loads the code of the screens that links on the page lead to, when they come into view or the
 * shopper points at them, so that the click finds the code already there.
 */
export function startRoutePreloading(router: DataRouter): () => void {
  const policy = preloadPolicy(
    (navigator as Navigator & { connection?: NetworkInformation }).connection,
    // A screen whose main pointer cannot hover: a phone or a tablet.
    window.matchMedia("(hover: none)").matches,
  );
  if (policy === "none") return () => {};
  const queued: (() => Promise<unknown>)[] = [];
  const seen = new Set<string>();
  let running = 0;
  const pump = () => {
    while (running < MAX_CONCURRENT_PRELOADS && queued.length) {
      const task = queued.shift()!;
      running++;
      task()
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  const preload = (anchor: HTMLAnchorElement) => {
    if (anchor.origin !== window.location.origin || seen.has(anchor.pathname)) return;
    seen.add(anchor.pathname);
    for (const match of matchRoutes(router.routes, anchor.pathname) ?? []) {
      // The screen's code with its islands (route lazy), and its loader's code (the route's handle).
      const loadComponent = typeof match.route.lazy === "object" ? match.route.lazy.Component : undefined;
      if (loadComponent) queued.push(loadComponent);
      const preloadData = screenHandleOf(match.route)?.loader;
      if (preloadData) queued.push(preloadData);
    }
    pump();
  };
  // The first client-side navigation needs the Store API client and the page lookup.
  const warmUp = () =>
    void Promise.all([import("../store-api/client"), import("../cms/store-api")]).catch(() => undefined);
  let warmedUp = false;
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.("a[href]");
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (!warmedUp) {
      warmedUp = true;
      warmUp();
    }
    preload(anchor);
  };
  // Links that came into view are matched a few at a time: a page shows a hundred of them at once
  // (the navigation's), and matching them in one go was the longest task after hydration (issue 15).
  const inView: HTMLAnchorElement[] = [];
  const matchInView = () => {
    const until = performance.now() + SLICE_MS;
    while (inView.length && performance.now() < until) preload(inView.shift()!);
    if (inView.length) setTimeout(matchInView);
  };
  const observer = new IntersectionObserver((entries) => {
    const idle = !inView.length;
    for (const entry of entries) {
      if (entry.isIntersecting && entry.target instanceof HTMLAnchorElement) {
        observer.unobserve(entry.target);
        inView.push(entry.target);
      }
    }
    if (idle && inView.length) setTimeout(matchInView);
  });
  const observeLinks = () => {
    for (const a of document.querySelectorAll("a[href^='/']")) observer.observe(a);
  };
  // A touch fires pointerover as the finger lands, before its click: the tap's intent.
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  let unsubscribe = () => {};
  if (policy === "in-view") {
    unsubscribe = router.subscribe((state) => {
      if (state.navigation.state === "idle") requestIdle(observeLinks);
    });
    requestIdle(observeLinks);
    // Loaded while idle rather than one after the other when the shopper clicks.
    warmedUp = true;
    requestIdle(warmUp);
  }
  return () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
    observer.disconnect();
    unsubscribe();
  };
}

function requestIdle(callback: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}
