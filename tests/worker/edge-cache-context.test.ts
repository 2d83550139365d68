import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { forgetDefaultContexts } from "../../worker/edge-cache/default-context";
import type { Bindings } from "../../worker/env";
import { SESSION_STATE_COOKIE } from "../../worker/services/session-state";
import {
  call as callWorker,
  emulatorSiteConfig,
  fakeUpstream,
  firstProductId,
  jar,
  kvEntry,
  memoryKv,
  ORIGIN,
  withState,
} from "./helpers";

/**
 * Issue 25: the edge cache keys guest pages by the session's context, as Shopware's `sw-cache-hash`
 * does, and only what the render read (or a state the Worker signed for the token) decides. The
 * cache's general rules are in edge-cache.test.ts.
 */
const call = (path: string, init: RequestInit = {}, overrides: Partial<Bindings> = {}) =>
  callWorker(path, init, { EDGE_CACHE_TTL_SECONDS: "60", ...overrides });
const cacheOutcome = (response: Response): string | undefined =>
  /(?:^|,\s*)cache;desc=(\w+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1];
const isStaleHit = (response: Response) =>
  (response.headers.get("Server-Timing") ?? "").includes("cache-stale;desc=stale");
const unique = (name: string) => `?edge-cache-context=${name}-${crypto.randomUUID().slice(0, 8)}`;
const json = { "content-type": "application/json", origin: ORIGIN };
const page = (path: string, cookie = "", overrides: Partial<Bindings> = {}) =>
  call(path, cookie ? { headers: { cookie } } : {}, overrides);
const tokenOf = (cookie: string) => /sw-context-token=([^;]+)/.exec(cookie)?.[1];
const stateOf = (cookie: string) => new RegExp(`${SESSION_STATE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
const hashIn = (state: string | undefined) => state?.split(".")[2];

/** A page kept for new visitors: its first render (kept) and the copy every new visitor gets. */
async function kept(path: string, overrides: Partial<Bindings> = {}): Promise<string> {
  expect(cacheOutcome(await page(path, "", overrides))).toBe("miss");
  const hit = await page(path, "", overrides);
  expect(cacheOutcome(hit)).toBe("hit");
  return hit.text();
}

describe("the edge cache keys by the session's context (issue 25, Shopware's sw-cache-hash)", () => {
  it("another country's first page is never the default's copy, and its pages never seed the default's", async () => {
    const path = `/${unique("country")}`;
    const defaultCopy = await kept(path);
    // A guest of the default context (a new visitor's cookies), who then ships to another country.
    const visit = await page(path);
    let cookie = jar("", visit);
    const defaultHash = hashIn(stateOf(cookie));
    expect(defaultHash).toMatch(/^[0-9a-f]{32}$/);
    const config = await emulatorSiteConfig();
    const countries = (await (
      await call("/store-api/country", { method: "POST", headers: { ...json, cookie }, body: "{}" })
    ).json()) as { elements: { id: string; iso: string }[] };
    const other = countries.elements.find((c) => c.id !== config.salesChannel.countryId)!;
    const moved = await call("/store-api/context", {
      method: "PATCH",
      headers: { ...json, cookie },
      body: JSON.stringify({ countryId: other.id }),
    });
    expect(moved.status).toBe(200);
    cookie = jar(cookie, moved);

    const first = await page(path, cookie);
    expect(cacheOutcome(first)).not.toBe("hit");
    expect(await first.text()).not.toBe(defaultCopy);
    cookie = jar(cookie, first);
    // The render read the context: the state names its own hash, not the default's.
    const ownHash = hashIn(stateOf(cookie));
    expect(ownHash).toMatch(/^[0-9a-f]{32}$/);
    expect(ownHash).not.toBe(defaultHash);
    // The default's copy is still the default's.
    const newVisitor = await page(path);
    expect(cacheOutcome(newVisitor)).toBe("hit");
    expect(await newVisitor.text()).toBe(defaultCopy);

    // A page this guest renders first is kept under its context (as Shopware does), never the default's.
    const other2 = `/${unique("country-first")}`;
    const own = await page(other2, cookie);
    expect(cacheOutcome(own)).toBe("miss");
    const ownCopy = await own.text();
    const stranger = await page(other2);
    expect(cacheOutcome(stranger)).toBe("miss");
    expect(await stranger.text()).not.toBe(ownCopy);
    const again = await page(other2, cookie);
    expect(cacheOutcome(again)).toBe("hit");
    expect(await again.text()).toBe(ownCopy);
  });

  it("a forged or copied state cookie on a session with a filled cart is never served a kept page, and its page is never kept", async () => {
    const path = `/${unique("forged")}`;
    const defaultCopy = await kept(path);
    // Another guest's genuine state cookie (signed for that guest's token).
    const otherGuest = jar("", await page(path));
    const copied = stateOf(otherGuest)!;
    expect(copied).toMatch(/^g\.e\.[0-9a-f]{32}\.[\w-]{43}$/);

    // A guest who fills a cart: the Worker's state cookie says so.
    let cookie = jar("", await page(path));
    const id = await firstProductId(cookie);
    const added = await call("/store-api/checkout/cart/line-item", {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ items: [{ type: "product", id, referencedId: id, quantity: 1 }] }),
    });
    expect(added.status).toBe(200);
    cookie = jar(cookie, added);
    expect(stateOf(cookie)).toMatch(/^g\.f\./);

    const [, , hash, mac] = copied.split(".") as [string, string, string, string];
    const currency = (await emulatorSiteConfig()).salesChannel.currencyId;
    const forgeries = [
      // The cookie's old form: a claim without a signature.
      `g.e.${currency}`,
      // The default's hash with a signature made up, and with another session's signature.
      `g.e.${hash}.${"A".repeat(43)}`,
      `g.e.${hash}.${mac}`,
      // Another guest's whole cookie.
      copied,
      // The session's own signature on another claim.
      `g.e.${hash}.${stateOf(cookie)!.split(".")[3]}`,
    ];
    for (const forged of forgeries) {
      const lied = await page(path, withState(cookie, forged));
      expect(cacheOutcome(lied), forged).toBe("bypass");
      expect(await lied.text(), forged).not.toBe(defaultCopy);
      // And on a page nobody kept yet: its render is the shopper's alone.
      const fresh = `/${unique("forged-first")}`;
      const own = await page(fresh, withState(cookie, forged));
      expect(cacheOutcome(own), forged).toBe("bypass");
      await own.text();
      expect(cacheOutcome(await page(fresh)), forged).toBe("miss");
    }
  });

  it("an isolate that never rendered for a new visitor finds the default context beside the pages, and serves new visitors the kept copy", async () => {
    const path = `/de/${unique("cold-isolate")}`;
    const copy = await kept(path);
    forgetDefaultContexts();
    const newVisitor = await page(path);
    expect(cacheOutcome(newVisitor)).toBe("hit");
    expect(await newVisitor.text()).toBe(copy);
  });

  it("the default context learned under one version is kept again under the next (a new configuration or a purge), for cold isolates", async () => {
    await kept(`/de/${unique("before-change")}`);
    const config = await emulatorSiteConfig();
    // Another version of the shared pages: the same shop with another map attribution.
    const changed = {
      SITE_KV: memoryKv({
        [SITE_CONFIG_KV_KEY]: kvEntry({
          ...config,
          parcelLocker: { ...config.parcelLocker, mapAttribution: "Tiles: test" },
        }),
      }),
    };
    const path = `/de/${unique("after-change")}`;
    const copy = await kept(path, changed);
    forgetDefaultContexts();
    const newVisitor = await page(path, "", changed);
    expect(cacheOutcome(newVisitor)).toBe("hit");
    expect(await newVisitor.text()).toBe(copy);
  });

  it("a stale page is renewed as a new guest: the shop sees neither the requester's token nor any cookie", async () => {
    const emulator = (env as unknown as Bindings).STORE_API!;
    const seen: { path: string; token: string | null; cookie: string | null }[] = [];
    const upstream = fakeUpstream((request) => {
      seen.push({
        path: new URL(request.url).pathname,
        token: request.headers.get("sw-context-token"),
        cookie: request.headers.get("cookie"),
      });
      return emulator.fetch(request);
    });
    const overrides: Partial<Bindings> = {
      STORE_API: upstream,
      SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()) }),
      EDGE_CACHE_TTL_SECONDS: "1",
      EDGE_CACHE_STALE_SECONDS: "60",
    };
    const path = `/${unique("renewal")}`;
    // A new visitor who chose its cookies (the copy without the consent banner): kept.
    const first = await page(path, "es-consent=analytics", overrides);
    expect(cacheOutcome(first)).toBe("miss");
    await first.text();
    // The requester: that guest, returning with its token, its signed state and its consent choice.
    const requester = jar("es-consent=analytics", first);
    const token = tokenOf(requester)!;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    seen.length = 0;
    const stale = await page(path, requester, overrides);
    expect(cacheOutcome(stale), "the requester").toBe("hit");
    expect(isStaleHit(stale)).toBe(true);
    await stale.text();
    // The renewal ran in the background (waitUntil) and read the session context of a token of its own.
    expect(seen.some((s) => s.path === "/store-api/context")).toBe(true);
    for (const call of seen) {
      expect(call.token, call.path).not.toBe(token);
      expect(call.cookie, call.path).toBeNull();
    }
    // The renewed copy is the one of that variant (no banner), fresh again.
    const renewed = await page(path, "es-consent=none", overrides);
    expect(cacheOutcome(renewed), "after the renewal").toBe("hit");
    expect(isStaleHit(renewed)).toBe(false);
  });

  it("a page rendered before its hreflang alternates were known is not kept for the TTL: its renewal has them", async () => {
    // A KV without sitemaps, as after a deploy: the first page builds them in the background.
    const overrides: Partial<Bindings> = {
      SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()) }),
    };
    const alternates = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((m) => m[1]);
    const path = `/Photo-books/${unique("alternates")}`;
    const first = await page(path, "", overrides);
    expect(cacheOutcome(first)).toBe("miss");
    expect(alternates(await first.text())).toEqual([]);
    // Kept for a few seconds only, not the TTL of 60.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const later = await page(path, "", overrides);
    expect(cacheOutcome(later)).toBe("hit");
    expect(isStaleHit(later)).toBe(true);
    await later.text();
    const renewed = await page(path, "", overrides);
    expect(cacheOutcome(renewed)).toBe("hit");
    expect(isStaleHit(renewed)).toBe(false);
    expect(alternates(await renewed.text())).toEqual(["en-GB", "de-DE", "uk-UA", "x-default"]);
  });
});
