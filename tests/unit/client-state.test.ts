import { afterEach, describe, expect, it, vi } from "vitest";
import { NotificationStore } from "../../app/state/notifications";
import { MAX_CONCURRENT_PRELOADS, preloadAllowed, preloadPolicy } from "../../app/framework/route-preload";
import { isOutdated, RELOAD_GUARD_MS, reloadAllowed, VERSION_CHECK_INTERVAL_MS } from "../../app/state/version-check";

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

describe("version check", () => {
  it("checks every hour and guards reloads for 10 s", () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(3_600_000);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAllowed(null, 1_000)).toBe(true);
    expect(reloadAllowed(1_000, 5_000)).toBe(false);
    expect(reloadAllowed(1_000, 11_001)).toBe(true);
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
