import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from "react";

/**
 * An island: a part of the page that is rendered on the server with everything else, but whose code
 * loads after the first one. In the browser its server HTML stays in place (a dehydrated Suspense
 * boundary, links and forms working) until its chunk has arrived, then React hydrates it. This is
 * what keeps the JavaScript needed to start hydrating small.
 *
 * Once loaded, an island renders its component directly (synchronously); before, it suspends on
 * its load with React's `use()` (always called by the part that waits, as React requires). The server loads every island before its first render
 * (preloadAllIslands); in the browser a screen's or layout's declared islands load with the route's
 * code (create-routes), data-dependent ones with the loader that knows the data (CMS elements).
 */
export interface Island<P> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

const everyIsland = new Set<() => Promise<void>>();

/**
 * How far the page has hydrated, for anyone who waits for it (tests, performance marks): <html> gets
 * `data-hydrated` once every island the page rendered has hydrated. Islands hydrate after the root
 * (every page has some: the notification centre is in the document), so that is the whole page.
 */
let pendingIslands = 0;
/** An island's first render in the browser (a state initialiser: once per instance). */
const islandRendered = () => {
  if (typeof document !== "undefined") pendingIslands++;
  return null;
};
/** An island's own part has hydrated (effects run in the browser only). */
const islandHydrated = () => {
  if (!--pendingIslands) document.documentElement.dataset["hydrated"] = "true";
};

/**
 * @param fallback What keeps the island's place if it ever renders before its code is there (a
 *   client navigation that did not preload it): the same box, so nothing moves when it arrives.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ((props: P) => ReactNode) | null = null): Island<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  everyIsland.add(preload);
  function Loaded(props: P) {
    useEffect(islandHydrated, []);
    const Component = loaded!;
    return <Component {...props} />;
  }
  // Suspends until the code is there; React replays it with the same promise, then it renders the island.
  function Pending(props: P) {
    use(preload());
    return <Loaded {...props} />;
  }
  const Component = (props: P) => {
    useState(islandRendered);
    return <Suspense fallback={fallback ? fallback(props) : null}>{loaded ? <Loaded {...props} /> : <Pending {...props} />}</Suspense>;
  };
  Component.preload = preload;
  return Component;
}

/**
 * Loads every island, to a fixed point: an island's module may declare islands of its own, which
 * register when it is evaluated, so the loop runs until no new one appeared (the server renders the
 * whole page in one pass).
 */
export async function preloadAllIslands(): Promise<void> {
  let known = -1;
  while (known !== everyIsland.size) {
    known = everyIsland.size;
    await Promise.all([...everyIsland].map((preload) => preload()));
  }
}

/** Loads the islands a screen or layout declares (its module's `islands` export) with its code. */
export const preloadIslands = async (list: readonly { preload(): Promise<unknown> }[] = []): Promise<void> => {
  await Promise.all(list.map((item) => item.preload()));
};
