import { beforeEach, describe, expect, it, vi } from "vitest";
import type { DataRouter } from "react-router";
import type { Bootstrap } from "../../app/bootstrap";
import type { StorefrontServices } from "../../app/framework/services";

const loaded = vi.hoisted(() => ({ errorReporting: 0, started: [] as unknown[][] }));

// What the after-hydration chunk starts besides error reporting, out of the way (they need a browser).
vi.mock("../../app/state/api-sync-client", () => ({ unregisterServiceWorkers: vi.fn() }));
vi.mock("../../app/framework/route-preload", () => ({ startRoutePreloading: vi.fn() }));
vi.mock("../../app/state/version-check", () => ({ startVersionCheck: vi.fn() }));
vi.mock("../../app/state/navigation-progress", () => ({ showNavigationProgress: vi.fn() }));
// The Sentry module: counts how often it is loaded, records how it is started.
vi.mock("../../app/monitoring/browser", () => {
  loaded.errorReporting += 1;
  return { startErrorReporting: (...args: unknown[]) => loaded.started.push(args) };
});

const { whenInteractive } = await import("../../app/framework/startup/interactive");

const router = {} as DataRouter;
// A page whose site configuration has no tag manager: only error reporting is in question here.
const services = { queryClient: { getQueryData: () => undefined } } as unknown as StorefrontServices;
const boot = (extra: Partial<Bootstrap> = {}) => ({ build: { id: "abc123", version: "1.4.0" }, ...extra }) as Bootstrap;
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("error reporting once the page is interactive", () => {
  beforeEach(() => {
    loaded.started.length = 0;
  });

  it("loads nothing when the page names no DSN (the Worker has none)", async () => {
    whenInteractive(router, boot(), services);
    await settled();
    expect(loaded.errorReporting).toBe(0);
    expect(loaded.started).toEqual([]);
  });

  it("loads the Sentry module and starts it with the page's settings and the build's version as release", async () => {
    const settings = { dsn: "https://k@sentry.example.com/1", environment: "staging" };
    whenInteractive(router, boot({ errorReporting: settings }), services);
    await settled();
    expect(loaded.errorReporting).toBe(1);
    expect(loaded.started).toEqual([[settings, "1.4.0", router]]);
  });
});
