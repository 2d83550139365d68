import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { call, cookieOf, fakeUpstream, memoryKv, ORIGIN, registerCustomer } from "./helpers";

const EMULATOR = (env as unknown as Bindings).STORE_API!;
const ACCESS_KEY = "SWSCEDGESTOREFRONTDEMO01";
/** The Worker's background reads, made for every shopper and none: they carry no client address. */
const BACKGROUND = /^\/store-api\/(pwa\/site-config|pwa\/snippet\/|seo-url$)/;

interface Seen {
  method: string;
  path: string;
  forwardedFor: string | null;
  realIp: string | null;
}

/** The emulator behind a recorder of what each Store API call carried. */
function recordingEmulator() {
  const seen: Seen[] = [];
  const upstream = fakeUpstream((request) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/store-api/")) {
      seen.push({
        method: request.method,
        path: url.pathname,
        forwardedFor: request.headers.get("x-forwarded-for"),
        realIp: request.headers.get("x-real-ip"),
      });
    }
    return EMULATOR.fetch(request);
  });
  return { upstream, seen };
}

describe("the shopper's address reaches the shop (issue 25)", () => {
  it("on the proxy's calls: CF-Connecting-IP as X-Forwarded-For and X-Real-IP, whatever the client claimed", async () => {
    const { upstream, seen } = recordingEmulator();
    const response = await call(
      "/store-api/context",
      {
        headers: {
          "cf-connecting-ip": "203.0.113.7",
          "x-forwarded-for": "6.6.6.6",
          "x-real-ip": "6.6.6.6",
          forwarded: "for=6.6.6.6",
        },
      },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(200);
    expect(seen.filter((s) => s.path === "/store-api/context")).toEqual([
      { method: "GET", path: "/store-api/context", forwardedFor: "203.0.113.7", realIp: "203.0.113.7" },
    ]);
  });

  it("an IPv6 address too", async () => {
    const { upstream, seen } = recordingEmulator();
    await call("/store-api/context", { headers: { "cf-connecting-ip": "2001:db8::1" } }, { STORE_API: upstream });
    expect(seen.find((s) => s.path === "/store-api/context")).toMatchObject({
      forwardedFor: "2001:db8::1",
      realIp: "2001:db8::1",
    });
  });

  it.each([
    [{ "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6" }],
    [{ "cf-connecting-ip": "6.6.6.6, 7.7.7.7" }],
    [{ "cf-connecting-ip": "<script>" }],
  ])(
    "passes no address without a usable CF-Connecting-IP (%o): the client's own claim is never passed on",
    async (headers) => {
      const { upstream, seen } = recordingEmulator();
      await call("/store-api/context", { headers }, { STORE_API: upstream });
      expect(seen.find((s) => s.path === "/store-api/context")).toMatchObject({ forwardedFor: null, realIp: null });
    },
  );

  it("on every call a page makes on the server for the shopper; the background reads carry none", async () => {
    const { upstream, seen } = recordingEmulator();
    const response = await call(
      "/cart/",
      { headers: { "cf-connecting-ip": "203.0.113.8", "x-forwarded-for": "6.6.6.6" } },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(200);
    const shoppers = seen.filter((s) => !BACKGROUND.test(s.path));
    expect(shoppers.map((s) => s.path)).toContain("/store-api/checkout/cart");
    expect(shoppers.filter((s) => s.forwardedFor !== "203.0.113.8" || s.realIp !== "203.0.113.8")).toEqual([]);
    expect(seen.filter((s) => BACKGROUND.test(s.path) && (s.forwardedFor || s.realIp))).toEqual([]);
  });

  it("on a form posted without JavaScript (the page's actions) and on the cart merge after its login", async () => {
    const email = `forwarded-${Date.now()}@example.com`;
    expect((await registerCustomer("sw-context-token=ForwardRegistrarForwardRegistrar", email)).status).toBe(200);
    const { upstream, seen } = recordingEmulator();
    const response = await call(
      "/login/",
      {
        method: "POST",
        body: new URLSearchParams({ intent: "login", username: email, password: "secret-pass-1", redirect: "/cart/" }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          referer: `${ORIGIN}/login/`,
          cookie: "sw-context-token=ForwardGuestForwardGuestForward1",
          "cf-connecting-ip": "203.0.113.9",
          "x-forwarded-for": "6.6.6.6",
        },
      },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(303);
    const paths = seen.map((s) => s.path);
    expect(paths).toContain("/store-api/account/login");
    expect(paths).toContain("/store-api/pbx-cart/merge-carts/ForwardGuestForwardGuestForward1");
    expect(seen.filter((s) => !BACKGROUND.test(s.path) && s.forwardedFor !== "203.0.113.9")).toEqual([]);
    // A registration, a login and a page: more than the default 5 s on a busy machine.
  }, 20_000);

  it("on the cart merge after a login through the proxy", async () => {
    const CUSTOMER = "CustomerTokenCustomerTokenCust01";
    const seen: { path: string; forwardedFor: string | null }[] = [];
    const upstream = fakeUpstream((request) => {
      seen.push({ path: new URL(request.url).pathname, forwardedFor: request.headers.get("x-forwarded-for") });
      if (request.url.includes("/merge-carts/")) return Response.json({ apiAlias: "cart" });
      return Response.json({ contextToken: CUSTOMER }, { headers: { "sw-context-token": CUSTOMER } });
    });
    const response = await call(
      "/store-api/account/login",
      {
        method: "POST",
        headers: {
          cookie: "sw-context-token=GuestTokenGuestTokenGuestToken01",
          origin: ORIGIN,
          "cf-connecting-ip": "198.51.100.4",
        },
        body: "{}",
      },
      { STORE_API: upstream },
    );
    expect(cookieOf(response, "sw-context-token")).toMatch(new RegExp(`^sw-context-token=${CUSTOMER};`));
    expect(seen).toEqual([
      { path: "/store-api/account/login", forwardedFor: "198.51.100.4" },
      { path: "/store-api/pbx-cart/merge-carts/GuestTokenGuestTokenGuestToken01", forwardedFor: "198.51.100.4" },
    ]);
  });

  it("the emulator records what it received (/__emulator/forwarded.json)", async () => {
    const address = "192.0.2.44";
    const response = await call("/cart/", { headers: { "cf-connecting-ip": address, "x-forwarded-for": "6.6.6.6" } });
    expect(response.status).toBe(200);
    const recorded = (await (
      await EMULATOR.fetch(`http://emulator/__emulator/forwarded.json?for=${address}`)
    ).json()) as Seen[];
    expect(recorded.map((r) => r.path)).toContain("/store-api/checkout/cart");
    expect(recorded.every((r) => r.forwardedFor === address && r.realIp === address)).toBe(true);
    const claimed = (await (
      await EMULATOR.fetch("http://emulator/__emulator/forwarded.json?for=6.6.6.6")
    ).json()) as Seen[];
    expect(claimed).toEqual([]);
  });
});

/**
 * A shop that redirects some calls to another host. It plays fetch() as the Worker's request asks:
 * `redirect: "follow"` (fetch's default) sends the same request, headers and all, to the Location,
 * which this records; `manual` gets the 3xx answer itself.
 */
function redirectingShop(redirects: (path: string) => boolean) {
  const elsewhere: { url: string; accessKey: string | null; token: string | null }[] = [];
  const upstream = fakeUpstream((request) => {
    const url = new URL(request.url);
    if (!redirects(url.pathname)) return EMULATOR.fetch(request);
    const location = `https://elsewhere.example${url.pathname}`;
    if (request.redirect === "manual") return new Response(null, { status: 302, headers: { location } });
    elsewhere.push({
      url: location,
      accessKey: request.headers.get("sw-access-key"),
      token: request.headers.get("sw-context-token"),
    });
    return Response.json({ token: "stolen" });
  });
  return { upstream, elsewhere };
}

describe("a redirect from the shop never takes the access key and the token to another host (issue 25)", () => {
  it("in the proxy: the browser gets the redirect, the other host gets nothing", async () => {
    const { upstream, elsewhere } = redirectingShop((path) => path === "/store-api/context");
    const response = await call(
      "/store-api/context",
      { headers: { cookie: "sw-context-token=AbCdEfGhIjKlMnOpQrStUvWxYz012345" } },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(302);
    expect(elsewhere).toEqual([]);
  });

  it("in the server-side Store API client: the page fails as the shop unreachable would (502)", async () => {
    const { upstream, elsewhere } = redirectingShop((path) => path === "/store-api/checkout/cart");
    const response = await call(
      "/cart/",
      { headers: { cookie: "sw-context-token=AbCdEfGhIjKlMnOpQrStUvWxYz012345" } },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(502);
    expect(elsewhere).toEqual([]);
  });

  it("in the Worker's own reads of the site configuration and texts (a page then fails as without them)", async () => {
    const { upstream, elsewhere } = redirectingShop((path) => path.startsWith("/store-api/pwa/"));
    // An empty KV: the site configuration must be read from the shop.
    const page = await call("/", {}, { STORE_API: upstream, SITE_KV: memoryKv() });
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(elsewhere).toEqual([]);
  });

  it("in the cart merge after a login", async () => {
    const CUSTOMER = "CustomerTokenCustomerTokenCust01";
    const { upstream, elsewhere } = redirectingShop((path) => path.includes("/merge-carts/"));
    const login = fakeUpstream((request) =>
      new URL(request.url).pathname === "/store-api/account/login"
        ? Response.json({}, { headers: { "sw-context-token": CUSTOMER } })
        : upstream.fetch(request),
    );
    const response = await call(
      "/store-api/account/login",
      {
        method: "POST",
        headers: { cookie: "sw-context-token=GuestTokenGuestTokenGuestToken01", origin: ORIGIN },
        body: "{}",
      },
      { STORE_API: login },
    );
    // The merge failed (a redirect is no merge): the login stands, as after any failed merge.
    expect(response.status).toBe(200);
    expect(cookieOf(response, "sw-context-token")).toMatch(new RegExp(`^sw-context-token=${CUSTOMER};`));
    expect(elsewhere).toEqual([]);
  });

  it("the fake plays fetch()'s default: a call that follows redirects would have been seen elsewhere", async () => {
    const { upstream, elsewhere } = redirectingShop(() => true);
    await upstream.fetch(
      new Request("http://shop.internal/store-api/context", { headers: { "sw-access-key": ACCESS_KEY } }),
    );
    expect(elsewhere).toEqual([
      { url: "https://elsewhere.example/store-api/context", accessKey: ACCESS_KEY, token: null },
    ]);
  });
});
