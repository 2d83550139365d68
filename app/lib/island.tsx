import { Suspense, use, type ComponentType, type ReactNode } from "react";

/**
 * An island: a part of the page that is rendered on the server with everything else, but whose code
 * loads after the first one. In the browser its server HTML stays in place (a dehydrated Suspense
 * boundary, links and forms working) until its chunk has arrived, then React hydrates it. This is
 * what keeps the JavaScript needed to start hydrating small.
 *
 * Once loaded, an island renders its component directly (synchronously); before, it suspends on
 * its load with React's `use()`. The server loads every island before its first render
 * (preloadAllIslands); in the browser a screen's or layout's declared islands load with the route's
 * code (create-routes), data-dependent ones with the loader that knows the data (CMS elements).
 */
export interface Island<P> {
  (props: P): ReactNode;
  preload(): Promise<void>;
}

const everyIsland = new Set<() => Promise<void>>();

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
    if (!loaded) use(preload());
    const Component = loaded!;
    return <Component {...props} />;
  }
  const Component = (props: P) => (
    <Suspense fallback={fallback ? fallback(props) : null}>
      <Loaded {...props} />
    </Suspense>
  );
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
