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
 * `data-hydrated` once every island the page committed has hydrated. React hydrates each island's
 * Suspense boundary on its own, after the root (selective hydration), code or not: an island counts
 * from its own commit until a mark inside its boundary commits. Counted in effects (a render React
 * discards leaves nothing behind) and checked after all effects of a commit.
 */
let waitingIslands = 0;
const countWaiting = (change: number) => {
  waitingIslands += change;
  queueMicrotask(() => {
    if (!waitingIslands) document.documentElement.dataset["hydrated"] = "true";
  });
};
/** Renders nothing: its effect runs when the island's boundary has hydrated. */
function HydrationMark() {
  useEffect(() => countWaiting(-1), []);
  return null;
}

/**
 * Why not `React.lazy` with an explicit preload (docs/decisions/011-islands.md): an island's code
 * loads after hydration, not before. Loaded before hydrate, the islands of a page would add 38–47 KiB
 * gzip to its first load (the bench's islands column), far over the 120 KiB budget; loaded after it,
 * React.lazy gives the same dehydrated boundary but renders through a suspended first pass in every
 * new place, even when its code is already there (React marks a lazy resolved only in its promise's
 * `then`), so a client navigation could commit the empty boundary: a part missing, then a shift. An
 * island renders at once when its code is loaded, and counts towards `data-hydrated`.
 *
 * No fallback is needed to keep an island's place: while a page hydrates, its server HTML keeps it;
 * on a client navigation the route's lazy part has loaded the screen's and layout's declared islands,
 * and the loader the data-dependent ones (CMS elements, forms), before anything renders
 * (tests/e2e/islands.spec.ts delays every such chunk and checks for missing parts and shifts).
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): Island<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  everyIsland.add(preload);
  // Suspends until the code is there; React replays it with the same promise, then it renders the island.
  function Pending(props: P) {
    use(preload());
    const Loaded = loaded!;
    return <Loaded {...props} />;
  }
  const Component = (props: P) => {
    // Fixed at the first render: the element type must not change when the code arrives later.
    const [withCode] = useState(() => !!loaded);
    useEffect(() => countWaiting(1), []);
    const Loaded = loaded;
    return (
      <Suspense>
        <HydrationMark />
        {withCode && Loaded ? <Loaded {...props} /> : <Pending {...props} />}
      </Suspense>
    );
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
