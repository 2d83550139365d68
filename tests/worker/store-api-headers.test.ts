import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { call, fakeUpstream } from "./helpers";

const EMULATOR = (env as unknown as Bindings).STORE_API!;

describe("the Worker's own Store API calls (issue 12)", () => {
  it("carry sw-include-seo-urls on every call a page makes (its own reads of config and snippets too), like the proxy's", async () => {
    const seen: { path: string; seo: string | null }[] = [];
    // The emulator answers; the recorder only notes what each request carried.
    const recorder = fakeUpstream((request) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/store-api/"))
        seen.push({ path: url.pathname, seo: request.headers.get("sw-include-seo-urls") });
      return EMULATOR.fetch(request);
    });
    const response = await call("/cart/", {}, { STORE_API: recorder });
    expect(response.status).toBe(200);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.filter((entry) => entry.seo !== "true")).toEqual([]);
  });
});
