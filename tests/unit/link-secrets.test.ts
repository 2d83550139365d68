import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LINK_SECRET_PARAMETERS, withoutLinkSecrets } from "../../app/lib/link-secrets";
import { isSensitiveName, scrubEvent } from "../../app/monitoring/scrub";
import { removeLinkSecrets } from "../../app/framework/startup/address-bar";
import { bundleStartScript } from "../../scripts/start-script";

/** A browser's history for an address: what `history.replaceState` was asked to do. */
function historyAt(href: string) {
  const replaced: { state: unknown; url: string }[] = [];
  const state = { from: "the server" };
  const history = {
    state,
    replaceState: (next: unknown, _title: string, url: string) => replaced.push({ state: next, url }),
  };
  return { location: new URL(href), history, replaced, kept: () => replaced.every((r) => r.state === state) };
}

describe("link secrets leave the address bar before any other script (issue 25)", () => {
  it.each([
    ["the password reset", "https://shop.example/reset-password/?hash=9f86d081884c7d65", "/reset-password/"],
    ["the double opt-in", "https://shop.example/registration/confirm/?em=3f2a9c&hash=9f86d0", "/registration/confirm/"],
    ["the social login's return", "https://shop.example/de/social-summary/?code=abc&state=xyz", "/de/social-summary/"],
    [
      "the provider's return, other parameters kept",
      "https://shop.example/order-success/?orderId=123&redirectResult=Ab%2B1#top",
      "/order-success/?orderId=123#top",
    ],
  ])("%s", (_name, href, expected) => {
    const page = historyAt(href);
    removeLinkSecrets(page.location, page.history);
    expect(page.replaced.map((r) => r.url)).toEqual([expected]);
    expect(page.kept()).toBe(true);
  });

  it("leaves an address without secrets alone", () => {
    const page = historyAt("https://shop.example/search/?search=hash&p=2");
    removeLinkSecrets(page.location, page.history);
    expect(page.replaced).toEqual([]);
  });

  it("is the first thing the start script does, as the build bundles it, ahead of the bundle's start", async () => {
    const script = await bundleStartScript({ root: path.resolve(import.meta.dirname, "../..") });
    const page = historyAt("https://shop.example/reset-password/?hash=abc");
    const calls: string[] = [];
    const context: Record<string, unknown> = {
      URLSearchParams,
      location: page.location,
      history: {
        get state() {
          return page.history.state;
        },
        replaceState: (...args: Parameters<typeof page.history.replaceState>) => {
          calls.push("replaceState");
          return page.history.replaceState(...args);
        },
      },
      __ES_BOOT__: { start: { preload: [], imports: ["/assets/entry.js"], texts: {} } },
      // The start waits for a frame (or the fallback timeout): neither comes here.
      requestAnimationFrame: () => calls.push("requestAnimationFrame"),
      setTimeout: () => calls.push("setTimeout"),
    };
    context["window"] = context;
    runInNewContext(script, context);
    expect(page.replaced.map((r) => r.url)).toEqual(["/reset-password/"]);
    expect(calls).toEqual(["replaceState", "requestAnimationFrame", "setTimeout"]);
  });

  it("and error reporting filters each of them from the URLs of its events", () => {
    for (const name of LINK_SECRET_PARAMETERS) expect(isSensitiveName(name)).toBe(true);
    const event = scrubEvent({
      request: { url: "https://shop.example/social-summary/?code=abc123&state=xyz789&p=2" },
    } as never) as { request: { url: string } };
    expect(event.request.url).not.toMatch(/abc123|xyz789/);
  });
});

describe("withoutLinkSecrets: a page's own addresses (the currency form's action) carry no link secret", () => {
  it.each([
    ["?em=3f2a&hash=9f86", ""],
    ["?code=abc&state=xyz&redirect=%2Fhello%2F", "?redirect=%2Fhello%2F"],
    ["?order=name-asc&p=2", "?order=name-asc&p=2"],
    ["", ""],
  ])("%s → %s", (search, expected) => {
    expect(withoutLinkSecrets(search)).toBe(expected);
  });
});
