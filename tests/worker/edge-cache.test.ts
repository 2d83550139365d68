import { describe, expect, it } from "vitest";
import { SESSION_STATE_COOKIE } from "../../worker/services/session-state";
import type { Bindings } from "../../worker/env";
import {
  call as callWorker,
  cookieOf,
  fakeUpstream,
  firstProductId,
  jar,
  memoryKv,
  ORIGIN,
  emulatorSiteConfig,
  kvEntry,
  registerCustomer,
} from "./helpers";

/** The Worker with its edge cache on, as deployed (the helpers turn it off for every other test). */
const call = (path: string, init: RequestInit = {}, overrides: Partial<Bindings> = {}) =>
  callWorker(path, init, { EDGE_CACHE_TTL_SECONDS: "60", ...overrides });
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";

/** The `cache` entry of an answer's Server-Timing: hit, miss or bypass. */
const cacheOutcome = (response: Response): string | undefined =>
  /(?:^|,\s*)cache;desc=(\w+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1];

const tokenOf = (response: Response) =>
  /sw-context-token=([^;]+)/.exec(cookieOf(response, "sw-context-token") ?? "")?.[1];
const unique = (name: string) => `?edge-cache-test=${name}-${crypto.randomUUID().slice(0, 8)}`;
const json = { "content-type": "application/json", origin: ORIGIN };
const page = (path: string, cookie = "", headers: Record<string, string> = {}) =>
  call(path, { headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe("guest pages from the edge cache", () => {
  it("a new visitor's page is kept; the next new visitor gets it (a hit) with a token of its own, never the first one's", async () => {
    const path = `/${unique("new-visitors")}`;
    const first = await page(path);
    expect(first.status).toBe(200);
    expect(cacheOutcome(first)).toBe("miss");
    const firstToken = tokenOf(first);
    expect(firstToken).toMatch(/^[A-Za-z0-9]{32}$/);
    // A guest with an empty cart in the shop's default context (its hash), signed for the new token.
    expect(cookieOf(first, SESSION_STATE_COOKIE)).toMatch(/^es-session-state=g\.e\.[0-9a-f]{32}\.[\w-]{43};/);
    await first.text();

    const second = await page(path);
    expect(second.status).toBe(200);
    expect(cacheOutcome(second)).toBe("hit");
    const secondToken = tokenOf(second);
    expect(secondToken).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(secondToken).not.toBe(firstToken);
    const html = await second.text();
    expect(html).not.toContain(firstToken!);
    expect(html).toContain("<main");
    // Only the new visitor's own cookies: the token and the state, nothing kept with the page.
    expect(
      second.headers
        .getSetCookie()
        .map((c) => c.split("=")[0])
        .sort(),
    ).toEqual([SESSION_STATE_COOKIE, "sw-context-token"]);
  });

  it("a hit is served as it was kept: its inline scripts run under their hashes, and no answer's nonce is shared", async () => {
    const path = `/${unique("script-hashes")}`;
    const first = await page(path);
    const firstNonce = /'nonce-([^']+)'/.exec(first.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(firstNonce).toBeTruthy();
    const kept = await first.text();
    const hit = await page(path);
    expect(cacheOutcome(hit)).toBe("hit");
    const html = await hit.text();
    expect(html).toBe(kept);
    const policy = hit.headers.get("Content-Security-Policy") ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).not.toContain("'nonce-");
    // The render's scripts (its nonce); JSON-LD and other data blocks are not scripts a policy governs.
    const inline = [...html.matchAll(/<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => m[1]!.includes(` nonce="${firstNonce}"`))
      .map((m) => m[2]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const text of inline) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
      expect(scriptSrc).toContain(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
    }
    // Only those scripts: the policy names nothing else that is inline.
    expect(scriptSrc.match(/'sha256-/g)?.length).toBe(new Set(inline).size);
  });

  it("a returning guest with an empty cart gets the kept page and no new cookie", async () => {
    const path = `/${unique("returning")}`;
    const first = await page(path);
    await first.text();
    const cookie = jar("", first);
    const again = await page(path, cookie);
    expect(cacheOutcome(again)).toBe("hit");
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("a visitor with a filled cart never gets a cached page, and gets them again once the cart is empty", async () => {
    const path = `/${unique("cart")}`;
    const warm = await page(path);
    await warm.text();
    let cookie = jar("", warm);
    expect(cacheOutcome(await page(path, cookie))).toBe("hit");

    const id = await firstProductId(cookie);
    const added = await call("/store-api/checkout/cart/line-item", {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ items: [{ type: "product", id, referencedId: id, quantity: 1 }] }),
    });
    expect(added.status).toBe(200);
    expect(cookieOf(added, SESSION_STATE_COOKIE)).toMatch(/^es-session-state=g\.f\./);
    cookie = jar(cookie, added);
    const filled = await page(path, cookie);
    expect(cacheOutcome(filled)).toBe("bypass");
    expect(await filled.text()).toContain("<main");

    const removed = await call("/store-api/checkout/cart/line-item/delete", {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ ids: [id] }),
    });
    expect(removed.status).toBe(200);
    cookie = jar(cookie, removed);
    expect(cacheOutcome(await page(path, cookie))).toBe("hit");
  });

  it("a session the Worker knows nothing of (a token without a state) is a bypass until a page says who it is", async () => {
    const path = `/${unique("unknown")}`;
    await (await page(path)).text();
    const cookie = "sw-context-token=UnknownStateTokenUnknownState0001";
    const unknown = await page(path, cookie);
    expect(cacheOutcome(unknown)).toBe("bypass");
    // The page said: a guest in the default context; the cart is still unknown, so still a bypass.
    expect(cookieOf(unknown, SESSION_STATE_COOKIE)).toMatch(/^es-session-state=g\.u\.[0-9a-f]{32}\.[\w-]{43};/);
    const withState = jar(cookie, unknown);
    expect(cacheOutcome(await page(path, withState))).toBe("bypass");
    // Once a cart answer says it is empty, the kept page is served.
    const cart = await call("/store-api/checkout/cart", { headers: { cookie: withState } });
    expect(cart.status).toBe(200);
    expect(cacheOutcome(await page(path, jar(withState, cart)))).toBe("hit");
  });

  it("a logged-in customer never gets a cached page, and a customer's page is never kept, even with a forged guest state", async () => {
    const registrar = "sw-context-token=EdgeCacheRegistrarToken000000001";
    const registered = await registerCustomer(registrar, `edge-cache-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(registered.status).toBe(200);
    const customer = jar(registrar, registered);
    const path = `/${unique("customer")}`;
    const own = await page(path, customer);
    expect(cacheOutcome(own)).toBe("bypass");
    expect(cookieOf(own, SESSION_STATE_COOKIE)).toMatch(/^es-session-state=c\./);
    const html = await own.text();
    expect(html).toContain("Grace");

    // A forged claim: a guest with an empty cart. It is not the Worker's signature: the customer's page is rendered, and not kept.
    const currency = (await emulatorSiteConfig()).salesChannel.currencyId;
    const forged = `${customer.replace(/es-session-state=[^;]+/, "")}; ${SESSION_STATE_COOKIE}=g.e.${currency}`.replace(
      /^; /,
      "",
    );
    const lied = await page(path, forged);
    expect(cacheOutcome(lied)).toBe("bypass");
    await lied.text();
    const nextGuest = await page(path);
    expect(cacheOutcome(nextGuest)).toBe("miss");
    expect(await nextGuest.text()).not.toContain("Grace");
  });

  it("another currency is another page: a guest who changed it gets pages in it, and other guests never do", async () => {
    const path = `/${unique("currency")}`;
    const first = await page(path);
    await first.text();
    let cookie = jar("", first);
    // Shopware answers the currencies as a list.
    const currencies = (await (
      await call("/store-api/currency", { method: "POST", headers: { ...json, cookie }, body: "{}" })
    ).json()) as { id: string; isoCode: string }[];
    const config = await emulatorSiteConfig();
    const other = currencies.find((c) => c.id !== config.salesChannel.currencyId)!;
    const changed = await call("/store-api/context", {
      method: "PATCH",
      headers: { ...json, cookie },
      body: JSON.stringify({ currencyId: other.id }),
    });
    expect(changed.status).toBe(200);
    // Shopware's rules may follow any context change: the context is unknown until a page reads it.
    expect(cookieOf(changed, SESSION_STATE_COOKIE)).toMatch(/^es-session-state=g\.e\.u\./);
    cookie = jar(cookie, changed);
    const inOther = await page(path, cookie);
    // Rendered for the shopper (never the default's copy) and kept under the hash of the context it read.
    expect(cacheOutcome(inOther)).toBe("miss");
    // The currency switcher shows the one the page was rendered in.
    expect(await inOther.text()).toContain(`<option value="${other.id}" selected="">`);
    // The page read the context: the state cookie now names its hash.
    cookie = jar(cookie, inOther);
    expect(cookieOf(inOther, SESSION_STATE_COOKIE)).toMatch(/^es-session-state=g\.e\.[0-9a-f]{32}\./);
    expect(cacheOutcome(await page(path, cookie))).toBe("hit");
    const defaultGuest = await page(path);
    expect(cacheOutcome(defaultGuest)).toBe("hit");
    const html = await defaultGuest.text();
    expect(html).toContain(`<option value="${config.salesChannel.currencyId}" selected="">`);
    expect(html).not.toContain(`<option value="${other.id}" selected="">`);
  });

  it("only shared screens are kept: the cart, the login and account pages are rendered every time", async () => {
    for (const path of ["/cart/", "/login/", "/account/"]) {
      const first = await page(path);
      await first.text();
      const cookie = jar("", first);
      const again = await page(path, cookie);
      expect(cacheOutcome(again), path).not.toBe("hit");
      await again.text();
    }
  });

  it("a page with a notice waiting is a bypass, and an error is never kept", async () => {
    const path = `/${unique("error")}`;
    const config = await emulatorSiteConfig();
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) });
    const failing = fakeUpstream((request) =>
      new URL(request.url).pathname.includes("/pwa/") || new URL(request.url).pathname.includes("/context")
        ? Response.json({ errors: [{ status: "500", code: "BOOM" }] }, { status: 500 })
        : Response.json({}),
    );
    const broken = await call(path, {}, { STORE_API: failing, SITE_KV: kv });
    expect(broken.status).toBeGreaterThanOrEqual(500);
    await broken.text();
    const healthy = await page(path);
    expect(healthy.status).toBe(200);
    expect(cacheOutcome(healthy)).toBe("miss");

    const flash = await page(path, "es-flash=%5B%5D");
    expect(cacheOutcome(flash)).toBe("bypass");
  });

  it("a purge with the secret starts a new generation: kept pages are no longer found; a wrong secret purges nothing", async () => {
    const secret = { EDGE_CACHE_PURGE_SECRET: "purge-secret-for-tests-0001" };
    const path = `/${unique("purge")}`;
    await (await page(path)).text();
    expect(cacheOutcome(await call(path, {}, secret))).toBe("hit");
    const refused = await call(
      "/api-sync/cache/purge",
      { method: "POST", headers: { authorization: "Bearer wrong-secret-wrong-secret" } },
      secret,
    );
    expect(refused.status).toBe(401);
    expect(cacheOutcome(await call(path, {}, secret))).toBe("hit");
    const purged = await call(
      "/api-sync/cache/purge",
      { method: "POST", headers: { authorization: `Bearer ${secret.EDGE_CACHE_PURGE_SECRET}` } },
      secret,
    );
    expect(purged.status).toBe(200);
    expect(cacheOutcome(await call(path, {}, secret))).toBe("miss");
    expect(cacheOutcome(await call(path, {}, secret))).toBe("hit");
    // Without a secret configured, there is no purge endpoint.
    expect(
      (await call("/api-sync/cache/purge", { method: "POST", headers: { authorization: "Bearer anything-anything" } }))
        .status,
    ).toBe(404);
  });

  it("a stale page is served once more while a new copy is rendered; a TTL of 0 turns the cache off", async () => {
    const short = { EDGE_CACHE_TTL_SECONDS: "1", EDGE_CACHE_STALE_SECONDS: "60" };
    const path = `/${unique("stale")}`;
    await (await call(path, {}, short)).text();
    expect(cacheOutcome(await call(path, {}, short))).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stale = await call(path, {}, short);
    expect(cacheOutcome(stale)).toBe("hit");
    expect(stale.headers.get("Server-Timing")).toContain("cache-stale;desc=stale");
    // The renewal ran in the background (waitUntil): the next answer is a fresh hit.
    const renewed = await call(path, {}, short);
    expect(cacheOutcome(renewed)).toBe("hit");
    expect(renewed.headers.get("Server-Timing")).not.toContain("cache-stale");

    const off = { EDGE_CACHE_TTL_SECONDS: "0" };
    expect(cacheOutcome(await call(path, {}, off))).toBe("bypass");
  });

  it("crawlers get the whole document, kept apart from the browsers' stream", async () => {
    const path = `/${unique("crawler")}`;
    const bot = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    await (await page(path)).text();
    const crawler = await page(path, "", bot);
    expect(cacheOutcome(crawler)).toBe("miss");
    await crawler.text();
    expect(cacheOutcome(await page(path, "", bot))).toBe("hit");
  });
});
