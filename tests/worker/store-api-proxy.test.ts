import { describe, expect, it } from "vitest";
import { call, cookieOf, downUpstream, fakeUpstream, hangingUpstream } from "./helpers";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

/** An upstream that answers with what it was sent, to see what the proxy forwards. */
function echoUpstream(extraHeaders: Record<string, string> = {}, body?: unknown) {
  const seen: Request[] = [];
  const upstream = fakeUpstream(async (request) => {
    seen.push(request);
    return Response.json(body ?? { path: new URL(request.url).pathname }, {
      headers: { "sw-context-token": request.headers.get("sw-context-token") ?? "", ...extraHeaders },
    });
  });
  return { upstream, seen };
}

describe("/store-api/* proxy", () => {
  it("adds the access key, the token from the cookie, the language and sw-include-seo-urls", async () => {
    const { upstream, seen } = echoUpstream();
    const response = await call(
      "/store-api/product",
      {
        method: "POST",
        headers: {
          cookie: `sw-context-token=${TOKEN}`,
          origin: "http://shop.test",
          "content-type": "application/json",
        },
        body: "{}",
      },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(200);
    const forwarded = seen[0]!;
    expect(forwarded.headers.get("sw-access-key")).toBe("SWSCEDGESTOREFRONTDEMO01");
    expect(forwarded.headers.get("sw-context-token")).toBe(TOKEN);
    expect(forwarded.headers.get("sw-language-id")).toBe("2fbb5fe2e29a4d70aa5854ce7ce3e20b");
    expect(forwarded.headers.get("sw-include-seo-urls")).toBe("true");
    expect(forwarded.headers.get("cookie")).toBeNull();
    expect(response.headers.get("sw-context-token")).toBeNull();
    expect(cookieOf(response, "sw-context-token")).toBeUndefined();
  });

  it("gives a new visitor a token in an HttpOnly cookie for one year", async () => {
    const { upstream, seen } = echoUpstream();
    const response = await call("/store-api/context", {}, { STORE_API: upstream });
    const cookie = cookieOf(response, "sw-context-token")!;
    expect(cookie).toMatch(/^sw-context-token=[A-Za-z0-9]{32}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(seen[0]!.headers.get("sw-context-token")).toBe(cookie.split(";")[0]!.split("=")[1]);
  });

  it("marks the cookie Secure on https", async () => {
    const { upstream } = echoUpstream();
    const response = await call("https://shop.test/store-api/context", {}, { STORE_API: upstream });
    expect(cookieOf(response, "sw-context-token")).toContain("; Secure");
  });

  it("adopts a new token from the response header into the cookie", async () => {
    const upstream = fakeUpstream(() =>
      Response.json({}, { headers: { "sw-context-token": "NewTokenNewTokenNewTokenNewToken" } }),
    );
    const response = await call(
      "/store-api/account/login",
      { method: "POST", headers: { cookie: `sw-context-token=${TOKEN}`, origin: "http://shop.test" }, body: "{}" },
      { STORE_API: upstream },
    );
    expect(cookieOf(response, "sw-context-token")).toMatch(/^sw-context-token=NewTokenNewTokenNewTokenNewToken;/);
  });

  it("keeps the token out of response bodies page scripts can read, adopting a body contextToken", async () => {
    const { upstream } = echoUpstream(
      {},
      { token: TOKEN, contextToken: "BodyTokenBodyTokenBodyTokenBody1", redirectUrl: null },
    );
    const response = await call(
      "/store-api/pbx/social-login/login",
      { method: "POST", headers: { cookie: `sw-context-token=${TOKEN}`, origin: "http://shop.test" }, body: "{}" },
      { STORE_API: upstream },
    );
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ redirectUrl: null });
    expect(cookieOf(response, "sw-context-token")).toMatch(/^sw-context-token=BodyTokenBodyTokenBodyTokenBody1;/);
  });

  it("strips the token from the real session context", async () => {
    const response = await call("/store-api/context", { headers: { cookie: `sw-context-token=${TOKEN}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body["apiAlias"]).toBe("sales_channel_context");
    expect(body["token"]).toBeUndefined();
  });

  it("replaces a malformed token cookie with a new one", async () => {
    const { upstream, seen } = echoUpstream();
    const response = await call(
      "/store-api/context",
      { headers: { cookie: "sw-context-token=%%%<script>; other=1" } },
      { STORE_API: upstream },
    );
    expect(seen[0]!.headers.get("sw-context-token")).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(cookieOf(response, "sw-context-token")).toBeDefined();
  });

  it("passes a configured language through and replaces an unknown one with the default", async () => {
    const unknown = "4f2b6d6f8b4b3c2a1f0e9d8c7b6a5f4e";
    const { upstream, seen } = echoUpstream();
    await call("/store-api/context", { headers: { "sw-language-id": unknown } }, { STORE_API: upstream });
    expect(seen[0]!.headers.get("sw-language-id")).toBe("2fbb5fe2e29a4d70aa5854ce7ce3e20b");
  });

  it.each([["/store-api/..%2Fadmin"], ["/store-api/product%2F..%2F..%2Fapi"], ["/store-api/a%5C..%5Cb"]])(
    "refuses the path trick %s",
    async (path) => {
      const { upstream, seen } = echoUpstream();
      const response = await call(path, {}, { STORE_API: upstream });
      expect(response.status).toBe(400);
      expect(seen).toHaveLength(0);
    },
  );

  it.each([
    [{ origin: "https://evil.example" }],
    [{ "sec-fetch-site": "cross-site" }],
    [{ origin: "http://shop.test.evil.example" }],
  ])("refuses a mutating call from another origin %o", async (headers) => {
    const { upstream, seen } = echoUpstream();
    const response = await call(
      "/store-api/checkout/cart/line-item",
      { method: "POST", headers, body: "{}" },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it("accepts reads from anywhere and mutating calls from its own origin", async () => {
    const { upstream } = echoUpstream();
    expect(
      (await call("/store-api/context", { headers: { origin: "https://evil.example" } }, { STORE_API: upstream }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(
          "/store-api/context",
          { method: "PATCH", headers: { origin: "http://shop.test", "sec-fetch-site": "same-origin" }, body: "{}" },
          { STORE_API: upstream },
        )
      ).status,
    ).toBe(200);
  });

  it("lets the URL parser resolve plain dot segments: /store-api/%2e%2e/admin is the page /admin/, never sent to the shop", async () => {
    const { upstream, seen } = echoUpstream();
    const response = await call("/store-api/%2e%2e/admin", {}, { STORE_API: upstream });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/admin/");
    expect(seen).toHaveLength(0);
  });

  it("answers 502 with a Store API error body when the shop is down", async () => {
    const response = await call("/store-api/context", {}, { STORE_API: downUpstream() });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { errors: { status: string; code: string }[] };
    expect(body.errors[0]).toMatchObject({ status: "502", code: "PROXY__UPSTREAM_UNREACHABLE" });
  });

  it("answers 504 when the shop does not answer in time", async () => {
    const response = await call("/store-api/context", {}, { STORE_API: hangingUpstream(), UPSTREAM_TIMEOUT_MS: "150" });
    expect(response.status).toBe(504);
  });

  it("passes the shop's own errors through with their status", async () => {
    const response = await call("/store-api/account/customer", {
      method: "POST",
      headers: { origin: "http://shop.test" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
  });
});

describe("/store-api/* proxy: what page scripts can read and call (issue 25)", () => {
  const BODY_TOKEN = "BodyTokenBodyTokenBodyTokenBody1";
  it.each([
    [
      "a cart",
      "/store-api/checkout/cart",
      { token: TOKEN, lineItems: [], apiAlias: "cart" },
      { lineItems: [], apiAlias: "cart" },
    ],
    [
      "an order list with carts inside",
      "/store-api/order",
      { orders: { elements: [{ id: "o1", token: TOKEN, nested: [{ contextToken: BODY_TOKEN, keep: 1 }] }] } },
      { orders: { elements: [{ id: "o1", nested: [{ keep: 1 }] }] } },
    ],
    [
      "a plugin's answer",
      "/store-api/some-plugin/anything",
      [{ deep: { deeper: { token: TOKEN, contextToken: BODY_TOKEN, name: "x" } } }],
      [{ deep: { deeper: { name: "x" } } }],
    ],
    ["a context change", "/store-api/context", { contextToken: TOKEN, redirectUrl: null }, { redirectUrl: null }],
  ])("takes every token key out of %s, at any depth (%s)", async (_what, path, sent, expected) => {
    const { upstream } = echoUpstream({}, sent);
    const response = await call(
      path,
      { method: "POST", headers: { cookie: `sw-context-token=${TOKEN}`, origin: "http://shop.test" }, body: "{}" },
      { STORE_API: upstream },
    );
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(expected);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(BODY_TOKEN);
  });

  it("passes an answer without token keys as it came (the word in a text is no key)", async () => {
    const sent = '{"name":"a \\"token\\" of thanks","tokens":1}';
    const upstream = fakeUpstream(() => new Response(sent, { headers: { "content-type": "application/json" } }));
    const response = await call(
      "/store-api/product",
      { method: "POST", headers: { origin: "http://shop.test" }, body: "{}" },
      { STORE_API: upstream },
    );
    expect(await response.text()).toBe(sent);
  });

  it("passes none of the shop's CORS headers on (the shop's own, the emulator's, as Shopware's CorsListener sends them)", async () => {
    const { upstream } = echoUpstream({
      "access-control-allow-origin": "*",
      "access-control-expose-headers": "sw-context-token",
      "access-control-allow-credentials": "true",
    });
    const faked = await call("/store-api/context", {}, { STORE_API: upstream });
    const real = await call("/store-api/context", { headers: { origin: "https://evil.example" } });
    for (const response of [faked, real]) {
      expect(response.status).toBe(200);
      expect([...response.headers.keys()].filter((name) => name.startsWith("access-control-"))).toEqual([]);
    }
  });

  it.each([
    ["POST", "/store-api/pbx-cart/merge-carts/GuestTokenGuestTokenGuestToken01"],
    ["POST", "/store-api/other-segment/merge-carts/GuestTokenGuestTokenGuestToken01"],
    ["GET", "/store-api/pwa/site-config"],
    ["GET", "/store-api/pwa/snippet/en-GB"],
    ["POST", "/store-api/seo-url"],
    ["GET", "/store-api/sitemap"],
    ["GET", "/store-api/_info/openapi3.json"],
    ["POST", "/store-api/pbx-cart/merge%2Dcarts/GuestTokenGuestTokenGuestToken01"],
    ["GET", "/store-api/pwa/site%2Dconfig/"],
  ])("refuses %s %s: only the Worker makes it", async (method, path) => {
    const { upstream, seen } = echoUpstream();
    const response = await call(
      path,
      {
        method,
        headers: { origin: "http://shop.test", "sec-fetch-site": "same-origin" },
        ...(method === "GET" ? {} : { body: "{}" }),
      },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe("PROXY__NOT_FOR_BROWSERS");
    expect(seen).toHaveLength(0);
  });

  it("refuses the site configuration where the Worker is configured to read it, and nothing else there", async () => {
    const { upstream, seen } = echoUpstream();
    const overrides = {
      STORE_API: upstream,
      SITE_CONFIG_SOURCE: "/store-api/my/config",
      SNIPPET_SOURCE: "/store-api/my/texts/{langCode}.json",
    };
    expect((await call("/store-api/my/config", {}, overrides)).status).toBe(403);
    expect((await call("/store-api/my/texts/de-DE.json", {}, overrides)).status).toBe(403);
    expect((await call("/store-api/my/texts/other", {}, overrides)).status).toBe(200);
    expect(seen.map((request) => new URL(request.url).pathname)).toEqual(["/store-api/my/texts/other"]);
  });

  it.each([
    ["GET", "handle-payment", { "sec-fetch-site": "cross-site" }],
    ["GET", "handle-payment", { origin: "https://evil.example" }],
    ["POST", "handle-payment", { origin: "https://evil.example" }],
    ["GET", "handle%2Dpayment", { "sec-fetch-site": "cross-site" }],
  ])(
    "refuses %s /store-api/%s from another site %o: it changes an order's payment whatever the method",
    async (method, name, headers) => {
      const { upstream, seen } = echoUpstream();
      const response = await call(
        `/store-api/${name}?orderId=0123456789abcdef0123456789abcdef`,
        { method, headers, ...(method === "GET" ? {} : { body: "{}" }) },
        { STORE_API: upstream },
      );
      expect(response.status).toBe(403);
      expect(seen).toHaveLength(0);
    },
  );

  it("passes handle-payment from its own pages", async () => {
    const { upstream, seen } = echoUpstream();
    const response = await call(
      "/store-api/handle-payment?orderId=0123456789abcdef0123456789abcdef",
      { headers: { "sec-fetch-site": "same-origin" } },
      { STORE_API: upstream },
    );
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});
