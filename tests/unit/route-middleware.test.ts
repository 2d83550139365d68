import { configuredPages } from "../../app/framework/configured-pages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "../../emulator/src/seed/site-config";
import type { ScreenRoute } from "../../app/framework/types";

// The server's route table built from the screens with one whose access names no route middleware.
vi.mock("../../routes", async (original) => {
  const { SCREENS } = await original<typeof import("../../routes")>();
  const vip: ScreenRoute = {
    name: "vip-lounge",
    layout: "default",
    access: "vip" as ScreenRoute["access"],
    screen: async () => ({ default: () => null }),
  };
  return { SCREENS: [...SCREENS, vip] };
});

afterEach(() => vi.restoreAllMocks());

describe("unknown route middleware", () => {
  it("the server refuses to build a route table with a screen whose access it has no middleware for", async () => {
    const { staticHandlerFor } = await import("../../worker/ssr/routes");
    expect(() => staticHandlerFor(siteConfig(false).domains, configuredPages(siteConfig(false)))).toThrow(
      "unknown route middleware: vip (screen vip-lounge)",
    );
  });
});
