import { lazy, Suspense, type ComponentType, type ReactElement } from "react";

/**
 * An island: a part of the page that is rendered on the server with everything else, but whose code
 * loads after the first one. In the browser its server HTML stays in place (a dehydrated Suspense
 * boundary, links and GET forms working) until its chunk has arrived, then React hydrates it. This is
 * what keeps the JavaScript needed to start hydrating small.
 *
 * Once loaded, an island renders synchronously: the server loads all islands before its first
 * render (preloadAllIslands), and loaders preload the ones a page needs before a client navigation.
 */
export interface Island<P> {
  (props: P): ReactElement;
  preload(): Promise<void>;
}

const everyIsland = new Set<() => Promise<void>>();

/** A thenable that calls back at once: React.lazy then resolves in the same render. */
const settled = <T,>(value: T): PromiseLike<T> => ({
  then<R1 = T, R2 = never>(onFulfilled?: ((v: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
    return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
  },
});

export function island<P extends object>(load: () => Promise<ComponentType<P>>): Island<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => (pending ??= load().then((component) => {
    loaded = component;
  }));
  everyIsland.add(preload);
  const Lazy = lazy(() => (loaded ? settled({ default: loaded }) : preload().then(() => ({ default: loaded! }))) as Promise<{ default: ComponentType<P> }>);
  const Component = (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
  Component.preload = preload;
  return Component;
}

export const preloadAllIslands = (): Promise<unknown> => Promise.all([...everyIsland].map((preload) => preload()));

/** Loads the islands a screen or layout declares (its module's `islands` export) with its code. */
export const preloadIslands = async (list: readonly { preload(): Promise<unknown> }[] = []): Promise<void> => {
  await Promise.all(list.map((item) => item.preload()));
};
