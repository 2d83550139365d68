import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationStore } from "../../app/state/notifications";
import { MAX_CONCURRENT_PRELOADS, preloadAllowed, preloadPolicy } from "../../app/framework/route-preload";
import { isOutdated } from "../../app/state/version-check";
import { claimReload } from "../../app/framework/startup/reload-guard";

describe("notifications", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("dismisses a notice after the timeout unless it is persistent", () => {
    vi.useFakeTimers();
    vi.stubGlobal("window", {});
    const store = new NotificationStore(2500);
    store.push({ type: "info", message: "a", translate: false });
    store.push({ type: "danger", message: "b", translate: false, persistent: true });
    expect(store.snapshot()).toHaveLength(2);
    vi.advanceTimersByTime(2499);
    expect(store.snapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.snapshot().map((n) => n.message)).toEqual(["b"]);
  });

  it("starts the timers of notices rendered on the server only in the browser", () => {
    vi.useFakeTimers();
    const store = new NotificationStore(2500, [{ type: "warning", message: "flash", translate: true }]);
    vi.advanceTimersByTime(10_000);
    expect(store.snapshot()).toHaveLength(1);
    vi.stubGlobal("window", {});
    store.startTimers();
    vi.advanceTimersByTime(2500);
    expect(store.snapshot()).toHaveLength(0);
  });

  it("tells subscribers about changes", () => {
    const store = new NotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.push({ type: "success", message: "x", translate: false }, false);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe("route preloading", () => {
  it("preloads at most four routes at a time", () => expect(MAX_CONCURRENT_PRELOADS).toBe(4));
  it.each([
    [undefined, true],
    [{ effectiveType: "4g" }, true],
    [{ effectiveType: "3g" }, true],
    [{ effectiveType: "2g" }, false],
    [{ effectiveType: "slow-2g" }, false],
    [{ saveData: true, effectiveType: "4g" }, false],
  ])("on %o preloading is %s", (connection, allowed) => expect(preloadAllowed(connection)).toBe(allowed));

  it.each([
    [undefined, false, "in-view"],
    [{ effectiveType: "4g" }, false, "in-view"],
    [undefined, true, "intent"],
    [{ effectiveType: "4g" }, true, "intent"],
    [{ effectiveType: "3g" }, false, "intent"],
    [{ type: "cellular", effectiveType: "4g" }, false, "intent"],
    [{ saveData: true }, true, "none"],
    [{ effectiveType: "2g" }, false, "none"],
  ] as const)("on %o, a touch screen %s: preloads %s", (connection, touch, policy) =>
    expect(preloadPolicy(connection, touch)).toBe(policy),
  );
});

// The hourly check and its full load on the next navigation: tests/e2e/startup.spec.ts, in the browser.
describe("the reload guard (the version check's and the chunk-failure reload's)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("allows one reload, then none for 10 s in the same tab, whichever asks", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    const first = 1_700_000_000_000;
    expect(claimReload(first)).toBe(true);
    expect(claimReload(first + 1)).toBe(false);
    // A refused reload does not move the window on.
    expect(claimReload(first + 10_000)).toBe(false);
    expect(claimReload(first + 10_001)).toBe(true);
    expect(claimReload(first + 15_000)).toBe(false);
  });

  it("ignores a stored value that is no time (another script's, or garbage)", () => {
    vi.stubGlobal("sessionStorage", { getItem: () => "not-a-time", setItem: () => undefined });
    expect(claimReload(1_000)).toBe(true);
  });
});

describe("the version check (the running version against the latest build's)", () => {
  it.each([
    [{ id: "b2", version: "1.1.0" }, true],
    [{ id: "b2", version: "1.0.0" }, false],
    [{ id: "b1" }, false],
    [{ version: 2 }, false],
  ] as [Record<string, unknown>, boolean][])("latest %j: outdated %s", (latest, outdated) => {
    expect(isOutdated(latest, { version: "1.0.0" })).toBe(outdated);
  });
});
