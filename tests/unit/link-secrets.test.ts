import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { LINK_SECRET_PARAMETERS, withoutLinkSecrets } from "../../app/lib/link-secrets";
import { isSensitiveName, scrubEvent } from "../../app/monitoring/scrub";
import { removeLinkSecrets, startAfterFirstPaint } from "../../worker/ssr/start-script";

/** Runs a page script against a browser's address bar: what `history.replaceState` was asked to do. */
function runOnPage(script: string, href: string) {
  const replaced: { state: unknown; url: string }[] = [];
  const state = { from: "the server" };
  runInNewContext(script, {
    URL,
    location: { href },
    history: { state, replaceState: (next: unknown, _title: string, url: string) => replaced.push({ state: next, url }) },
    // The start script's own part waits for a frame: it never comes here.
    requestAnimationFrame: () => 0,
    setTimeout: () => 0,
  });
  return { replaced, kept: replaced.every((r) => r.state === state) };
}

describe("link secrets leave the address bar before any other script (issue 25)", () => {
  it.each([
    ["the password reset", "https://shop.example/reset-password/?hash=9f86d081884c7d65", "/reset-password/"],
    ["the double opt-in", "https://shop.example/registration/confirm/?em=3f2a9c&hash=9f86d0", "/registration/confirm/"],
    ["the social login's return", "https://shop.example/de/social-summary/?code=abc&state=xyz", "/de/social-summary/"],
    ["the provider's return, other parameters kept", "https://shop.example/order-success/?orderId=123&redirectResult=Ab%2B1#top", "/order-success/?orderId=123#top"],
  ])("%s", (_name, href, expected) => {
    const { replaced, kept } = runOnPage(removeLinkSecrets(LINK_SECRET_PARAMETERS), href);
    expect(replaced.map((r) => r.url)).toEqual([expected]);
    expect(kept).toBe(true);
  });

  it("leaves an address without secrets alone", () => {
    expect(runOnPage(removeLinkSecrets(LINK_SECRET_PARAMETERS), "https://shop.example/search/?search=hash&p=2").replaced).toEqual([]);
  });

  it("is part of the start script, ahead of the bundle's start", () => {
    const script = startAfterFirstPaint({ entry: "/assets/entry.js", entryImports: [], scripts: [], snippets: {} });
    expect(script.startsWith(removeLinkSecrets(LINK_SECRET_PARAMETERS))).toBe(true);
    expect(runOnPage(script, "https://shop.example/reset-password/?hash=abc").replaced.map((r) => r.url)).toEqual(["/reset-password/"]);
  });

  it("and error reporting filters each of them from the URLs of its events", () => {
    for (const name of LINK_SECRET_PARAMETERS) expect(isSensitiveName(name)).toBe(true);
    const event = scrubEvent({ request: { url: "https://shop.example/social-summary/?code=abc123&state=xyz789&p=2" } } as never) as { request: { url: string } };
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
