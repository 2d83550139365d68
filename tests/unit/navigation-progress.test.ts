import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKey } from "../../app/framework/query-keys";
import { NAVIGATION_PROGRESS_DELAY_MS, showNavigationProgress } from "../../app/state/navigation-progress";

/** Just the DOM the progress bar touches: elements with attributes, the body, the main region. */
class FakeElement {
  className = "";
  readonly attributes = new Map<string, string>();
  constructor(private readonly body?: Set<FakeElement>) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  remove() {
    this.body?.delete(this);
  }
}

type NavigationState = "idle" | "loading" | "submitting";

function setUp() {
  const body = new Set<FakeElement>();
  const main = new FakeElement();
  vi.stubGlobal("document", {
    documentElement: { lang: "de-DE" },
    body: { appendChild: (element: FakeElement) => body.add(element) },
    createElement: () => new FakeElement(body),
    getElementById: (id: string) => (id === "main" ? main : null),
  });
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKey("snippets", "de-DE"), { globalLoader: { navigating: "Seite wird geladen…" } });
  queryClient.setQueryData(queryKey("snippets", "en-GB"), { globalLoader: { navigating: "Loading the page…" } });
  let listener: ((state: { navigation: { state: NavigationState } }) => void) | null = null;
  const router = {
    subscribe: (fn: typeof listener) => {
      listener = fn;
      return () => {
        listener = null;
      };
    },
  };
  const stop = showNavigationProgress(router as never, { queryClient });
  const navigation = (state: NavigationState) => listener?.({ navigation: { state } });
  const bars = () => [...body].filter((e) => e.attributes.get("role") === "progressbar");
  return { stop, navigation, bars, main };
}

describe("navigation progress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows nothing before 300 ms, then a named progress bar with the main region busy, gone at the end", () => {
    const { navigation, bars, main } = setUp();
    navigation("loading");
    vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 1);
    expect(bars()).toEqual([]);
    expect(main.attributes.has("aria-busy")).toBe(false);

    vi.advanceTimersByTime(1);
    expect(bars()).toHaveLength(1);
    expect(bars()[0]!.className).toBe("navigation-progress");
    // In the page's language, from the texts in the cache.
    expect(bars()[0]!.attributes.get("aria-label")).toBe("Seite wird geladen…");
    expect(main.attributes.get("aria-busy")).toBe("true");

    navigation("idle");
    expect(bars()).toEqual([]);
    expect(main.attributes.has("aria-busy")).toBe(false);
  });

  it("a navigation that ends within 300 ms shows nothing, not even later", () => {
    const { navigation, bars, main } = setUp();
    navigation("loading");
    vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 50);
    navigation("idle");
    vi.advanceTimersByTime(10 * NAVIGATION_PROGRESS_DELAY_MS);
    expect(bars()).toEqual([]);
    expect(main.attributes.has("aria-busy")).toBe(false);
  });

  it("one bar for one navigation, its steps (a submission, then loading a redirect) counted from its start", () => {
    const { navigation, bars } = setUp();
    navigation("submitting");
    vi.advanceTimersByTime(200);
    navigation("loading");
    vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS - 200);
    expect(bars()).toHaveLength(1);
    navigation("loading");
    vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS);
    expect(bars()).toHaveLength(1);
  });

  it("stops listening when stopped, taking a bar on screen with it", () => {
    const { stop, navigation, bars } = setUp();
    navigation("loading");
    vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS);
    stop();
    expect(bars()).toEqual([]);
    navigation("loading");
    vi.advanceTimersByTime(NAVIGATION_PROGRESS_DELAY_MS);
    expect(bars()).toEqual([]);
  });
});
