import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { actionAnswerSchema } from "../../app/framework/action-answer";
import { MAINTENANCE_ERROR_CODE } from "../../app/store-api/errors";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { sitemapKvKey } from "../../kv-schemas/sitemap";
import { snippetKvKey } from "../../kv-schemas/snippets";
import type { Bindings } from "../../worker/env";
import { call, cookieOf, emulatorSiteConfig, fakeUpstream, kvEntry, memoryKv, ORIGIN } from "./helpers";

/**
 * Issue 13's faults: the shop slow (over UPSTREAM_TIMEOUT_MS), failing with a 500, in maintenance,
 * answering garbage or dropping the connection; KV down or holding garbage. Every page answers the
 * right error page within the timeout, and once the fault is gone the next request is the normal page
 * again: an error is kept nowhere (KV, the isolate, a cache). A cart change that failed leaves the cart
 * as it was and tells the shopper.
 */

const TIMEOUT_MS = 200;
/**
 * A page under a slow shop answers in about the timeout (a call or two after another, and a busy test
 * machine's rendering), never after the shop's delay.
 */
const WITHIN_TIMEOUT_MS = 1500;
const SLOW_SHOP_MS = 5000;
const ACCESS_KEY = "SWSCEDGESTOREFRONTDEMO01";
const emulator = () => (env as unknown as Bindings).STORE_API!;

/** A fault: the shop's answer to a Store API call while it lasts. */
type Fault = (request: Request) => Response | Promise<Response>;

const storeApiError = (status: number, code: string, detail: string) =>
  Response.json({ errors: [{ status: String(status), code, title: "Error", detail }] }, { status });

const FAULTS = {
  // It answers in the end, long after the Worker gave up on it.
  slow: (request: Request) =>
    new Promise<Response>((resolve) => setTimeout(() => resolve(emulator().fetch(request)), SLOW_SHOP_MS)),
  "a 500": () => storeApiError(500, "0", "Internal Server Error"),
  maintenance: () => storeApiError(503, MAINTENANCE_ERROR_CODE, "The sales channel is in maintenance mode."),
  "garbled JSON": () =>
    new Response('{"elements": [{"id": ', { status: 200, headers: { "content-type": "application/json" } }),
  "JSON of the wrong shape": () => Response.json({ elements: "none", currency: 42, unexpected: [1, 2, 3] }),
  "a reset connection": () => {
    throw new TypeError("Network connection lost.");
  },
} satisfies Record<string, Fault>;
type FaultName = keyof typeof FAULTS;

/** What a page answers for each fault but maintenance (the loaders' mapping: 504 too slow, 502 anything else). */
const PAGE_ANSWERS: [Exclude<FaultName, "maintenance">, number, string][] = [
  ["slow", 504, "Our shop took too long to answer. Please try again in a moment."],
  ["a 500", 502, "Our shop could not be reached. Please try again in a moment."],
  ["garbled JSON", 502, "Our shop could not be reached. Please try again in a moment."],
  ["JSON of the wrong shape", 502, "Our shop could not be reached. Please try again in a moment."],
  ["a reset connection", 502, "Our shop could not be reached. Please try again in a moment."],
];

/** The emulator behind a switch: a fault on (for the Store API calls `only` picks) or off. */
function flakyShop() {
  let fault: Fault | null = null;
  let only: (request: Request) => boolean = () => true;
  return {
    upstream: fakeUpstream((request) => (fault && only(request) ? fault(request) : emulator().fetch(request))),
    fail(next: Fault, where: (request: Request) => boolean = () => true) {
      fault = next;
      only = where;
    },
    heal() {
      fault = null;
    },
  };
}

let shopSnippets: unknown;
/** The shop's English snippets as the Worker keeps them: a page that fails does so for its own calls, not for its texts. */
async function snippetsEntry() {
  shopSnippets ??= await (
    await emulator().fetch("http://emulator/store-api/pwa/snippet/en-GB", { headers: { "sw-access-key": ACCESS_KEY } })
  ).json();
  return kvEntry(shopSnippets);
}

/** A shop with its own KV (the configuration and texts stored, as after the first visitor) and a short timeout. */
async function shop(overrides: Partial<Bindings> = {}) {
  const flaky = flakyShop();
  const kv = memoryKv({
    [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()),
    [snippetKvKey("en-GB")]: await snippetsEntry(),
  });
  const bindings: Partial<Bindings> = {
    STORE_API: flaky.upstream,
    SITE_KV: kv,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    ...overrides,
  };
  return { ...flaky, kv, get: (path: string, init: RequestInit = {}) => call(path, init, bindings) };
}

/** A returning guest with an empty cart (their context token), so that no answer sets a new one. */
const visitor = (token: string): RequestInit => ({ headers: { cookie: `sw-context-token=${token}` } });

const PAGES = [
  ["home", "/", "<title>Your shopping cart is empty | Edge Print Shop</title>"],
  ["category", "/Photo-books/", '<h1 class="page__title">Photo books</h1>'],
  ["product", "/Classic-hardcover-photo-book-20-20-cm/ES10003/", "Classic hardcover photo book"],
  ["search", "/search/?search=photo", "<title>"],
  ["cart", "/cart/", "<title>Shopping cart | Edge Print Shop</title>"],
] as const;

/** The edge cache's verdict (Server-Timing `cache;desc=hit|miss|bypass`), when the Worker has one. */
const cacheVerdict = (response: Response) =>
  response.headers.get("server-timing")?.match(/(?:^|,)\s*cache;desc="?(hit|miss|bypass)/)?.[1] ?? null;

async function timed(run: () => Promise<Response>): Promise<{ response: Response; body: string; ms: number }> {
  const started = Date.now();
  const response = await run();
  const body = await response.text();
  return { response, body, ms: Date.now() - started };
}

describe("pages when the shop fails, and right after", () => {
  // Each page's modules are loaded once per isolate: the timings below measure the fault, not the first load.
  beforeAll(async () => {
    const s = await shop();
    await Promise.all(PAGES.map(async ([, path]) => (await s.get(path)).text()));
  }, 30_000);

  it.each(PAGE_ANSWERS)(
    "%s: every page answers %i with the error page within the timeout; once healed the same request is the normal page",
    async (fault, status, description) => {
      const s = await shop();
      const storedConfig = s.kv.data.get(SITE_CONFIG_KV_KEY);
      s.fail(FAULTS[fault]);
      const failed = await Promise.all(
        PAGES.map(([, path]) => timed(() => s.get(path, visitor("FaultPagesFaultPagesFaultPages01")))),
      );
      for (const [index, { response, body, ms }] of failed.entries()) {
        const path = PAGES[index]![1];
        expect({ path, status: response.status }).toEqual({ path, status });
        expect(body).toContain(`<h1 id="error-status" class="error-page__status">${status}</h1>`);
        expect(body).toContain(description);
        expect(body).toMatch(/<meta name="robots" content="noindex"\/?>/);
        expect(response.headers.get("cache-control")).toContain("no-store");
        expect(cacheVerdict(response)).not.toBe("hit");
        expect(ms, `${path} took ${ms} ms`).toBeLessThan(WITHIN_TIMEOUT_MS);
      }
      // Nothing of the failure was stored: the configuration is as it was.
      expect(s.kv.data.get(SITE_CONFIG_KV_KEY)).toBe(storedConfig);

      s.heal();
      for (const [name, path, content] of PAGES) {
        const { response, body } = await timed(() => s.get(path, visitor("FaultPagesFaultPagesFaultPages01")));
        expect({ name, status: response.status }).toEqual({ name, status: 200 });
        expect(body).toContain(content);
        expect(body).not.toContain('class="error-page__status"');
      }
    },
  );

  it("maintenance: every page leads to the maintenance page (503, Retry-After); once the shop reopens, the next configuration refresh opens the pages again", async () => {
    // The configuration is read again on every request (in the background), as it is after CONFIG_MAX_AGE_SECONDS.
    const s = await shop({ CONFIG_MAX_AGE_SECONDS: "0" });
    s.fail(FAULTS.maintenance);
    for (const [, path] of PAGES) {
      const { response, ms } = await timed(() => s.get(path, visitor("FaultMaintenanceFaultMaintenanc1")));
      expect({ path, status: response.status, location: response.headers.get("location") }).toEqual({
        path,
        status: 302,
        location: "/maintenance/",
      });
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(ms).toBeLessThan(WITHIN_TIMEOUT_MS);
    }
    const closed = await timed(() => s.get("/maintenance/"));
    expect(closed.response.status).toBe(503);
    expect(closed.response.headers.get("retry-after")).toBe("600");
    expect(closed.body).toContain("We will be back soon");
    expect(cacheVerdict(closed.response)).not.toBe("hit");

    s.heal();
    // This request still sees the stored "closed" flag and refreshes the configuration meanwhile.
    await (await s.get("/maintenance/")).text();
    const reopened = await s.get("/maintenance/");
    expect(reopened.status).toBe(302);
    expect(reopened.headers.get("location")).toBe("/");
    for (const [name, path, content] of PAGES) {
      const { response, body } = await timed(() => s.get(path, visitor("FaultMaintenanceFaultMaintenanc1")));
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
      expect(body).toContain(content);
    }
  });
});

describe("the Store API proxy when the shop fails", () => {
  const CALLS: [string, RequestInit][] = [
    ["/store-api/context", {}],
    ["/store-api/checkout/cart", {}],
    [
      "/store-api/product",
      { method: "POST", body: "{}", headers: { "content-type": "application/json", origin: ORIGIN } },
    ],
  ];
  const withToken = (init: RequestInit): RequestInit => ({
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      cookie: "sw-context-token=FaultProxyFaultProxyFaultProxy01",
    },
  });

  it.each([
    ["slow", 504, "PROXY__UPSTREAM_TIMEOUT"],
    ["a reset connection", 502, "PROXY__UPSTREAM_UNREACHABLE"],
  ] as const)(
    "%s: answers %i with the Store API error shape within the timeout, then the shop's answer again",
    async (fault, status, code) => {
      const s = await shop();
      s.fail(FAULTS[fault]);
      for (const [path, init] of CALLS) {
        const { response, body, ms } = await timed(() => s.get(path, withToken(init)));
        expect({ path, status: response.status }).toEqual({ path, status });
        expect(JSON.parse(body)).toEqual({ errors: [expect.objectContaining({ status: String(status), code })] });
        expect(response.headers.get("cache-control")).toContain("no-store");
        expect(ms).toBeLessThan(WITHIN_TIMEOUT_MS);
      }
      s.heal();
      for (const [path, init] of CALLS) expect((await s.get(path, withToken(init))).status).toBe(200);
    },
  );

  it.each(["a 500", "maintenance", "garbled JSON", "JSON of the wrong shape"] as const)(
    "%s: passes the shop's answer on as it is (the browser's client reads it), never stored; then the shop's answer again",
    async (fault) => {
      const s = await shop();
      const expected = await FAULTS[fault]().text();
      const expectedStatus = FAULTS[fault]().status;
      s.fail(FAULTS[fault]);
      for (const [path, init] of CALLS) {
        const response = await s.get(path, withToken(init));
        expect({ path, status: response.status }).toEqual({ path, status: expectedStatus });
        expect(await response.text()).toBe(expected);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("sw-context-token")).toBeNull();
      }
      s.heal();
      for (const [path, init] of CALLS) {
        const response = await s.get(path, withToken(init));
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(expect.any(Object));
      }
    },
  );
});

describe("the Worker's own endpoints when the shop fails", () => {
  it.each(Object.keys(FAULTS) as FaultName[])(
    "%s: the configuration and texts come from KV; a sitemap that cannot be built is a 503 that is not kept",
    async (fault) => {
      const s = await shop();
      s.fail(FAULTS[fault]);
      const config = await s.get("/api-sync/config");
      expect(config.status).toBe(200);
      expect(
        ((await config.json()) as { salesChannel: { isMaintenanceMode: boolean } }).salesChannel.isMaintenanceMode,
      ).toBe(false);
      expect((await s.get("/api-sync/snippet/en-GB")).status).toBe(200);
      expect((await s.get("/robots.txt")).status).toBe(200);
      const sitemap = await timed(() => s.get("/sitemap-en-GB.xml"));
      expect(sitemap.response.status).toBe(503);
      expect(sitemap.response.headers.get("cache-control") ?? "").not.toMatch(/public|max-age=[1-9]/);
      expect(sitemap.ms).toBeLessThan(WITHIN_TIMEOUT_MS);
      expect([...s.kv.data.keys()].filter((key) => key.startsWith("sitemap:"))).toEqual([]);

      s.heal();
      const healed = await s.get("/sitemap-en-GB.xml");
      expect(healed.status).toBe(200);
      expect(await healed.text()).toContain("/Photo-books/</loc>");
    },
  );

  it("texts the shop could not give are the storefront's defaults, and no cache keeps them", async () => {
    const s = await shop();
    s.kv.data.delete(snippetKvKey("de-DE"));
    s.fail(FAULTS["a reset connection"]);
    const defaults = await s.get("/api-sync/snippet/de-DE");
    expect(defaults.status).toBe(200);
    expect(defaults.headers.get("cache-control")).toBe("no-store");
    s.heal();
    const shops = await s.get("/api-sync/snippet/de-DE");
    expect(shops.status).toBe(200);
    expect(shops.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(s.kv.data.has(snippetKvKey("de-DE"))).toBe(true);
  });
});

/** A KV namespace that is down: every read and write throws, as the runtime does when KV is unavailable. */
function downKv(): KVNamespace {
  const down = async () => {
    throw new Error("KV GET failed: 503 Service Unavailable");
  };
  return { get: down, put: down, delete: down, list: down, getWithMetadata: down } as unknown as KVNamespace;
}

describe("KV down or holding garbage", () => {
  it("KV down, the shop up: the pages and the configuration are served from the shop", async () => {
    const s = await shop({ SITE_KV: downKv() });
    for (const [name, path, content] of [PAGES[0], PAGES[1]]) {
      const { response, body } = await timed(() => s.get(path, visitor("FaultKvDownFaultKvDownFaultKvDo1")));
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
      expect(body).toContain(content);
    }
    expect((await s.get("/api-sync/config")).status).toBe(200);
    expect((await s.get("/api-sync/snippet/en-GB")).status).toBe(200);
  });

  it("KV down and the shop down: the 503 page within the timeout, and the pages once the shop is back", async () => {
    const s = await shop({ SITE_KV: downKv() });
    s.fail(FAULTS.slow);
    for (const [, path] of PAGES) {
      const { response, body, ms } = await timed(() => s.get(path));
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(body).toContain("The shop is not available right now. Please try again in a moment.");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("retry-after")).toBe("60");
      expect(ms).toBeLessThan(WITHIN_TIMEOUT_MS);
    }
    const api = await s.get("/api-sync/config");
    expect(api.status).toBe(503);
    expect(api.headers.get("cache-control")).toBe("no-store");
    s.heal();
    expect((await s.get("/")).status).toBe(200);
    expect((await s.get("/api-sync/config")).status).toBe(200);
  });

  it("KV refusing writes (its rate limit): a page still loads the configuration, and the shop's maintenance still leads to the maintenance page", async () => {
    const s = await shop();
    const refusing = Object.assign(Object.create(s.kv) as KVNamespace, {
      get: s.kv.get.bind(s.kv),
      put: async () => {
        throw new Error("KV PUT failed: 429 Too Many Requests");
      },
    });
    const writes = await shop({ SITE_KV: refusing });
    s.kv.data.delete(SITE_CONFIG_KV_KEY);
    expect((await writes.get("/", visitor("FaultKvWritesFaultKvWritesFault1"))).status).toBe(200);
    s.kv.data.set(SITE_CONFIG_KV_KEY, JSON.stringify(kvEntry(await emulatorSiteConfig())));
    writes.fail(FAULTS.maintenance);
    const response = await writes.get("/Photo-books/", visitor("FaultKvWritesFaultKvWritesFault1"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/maintenance/");
  });

  const GARBAGE: [string, string, string | object][] = [
    ["the configuration as invalid JSON", SITE_CONFIG_KV_KEY, '{"fetchedAt": 1, "value": {'],
    ["the configuration of the wrong shape", SITE_CONFIG_KV_KEY, kvEntry({ domains: "all", salesChannel: null })],
    ["a configuration without its entry", SITE_CONFIG_KV_KEY, { salesChannel: { isMaintenanceMode: true } }],
    ["the snippets as invalid JSON", snippetKvKey("en-GB"), "not json at all"],
    ["the snippets of the wrong shape", snippetKvKey("en-GB"), kvEntry({ "bad key with spaces": 1, nested: [1, 2] })],
  ];

  it.each(GARBAGE)(
    "%s: ignored, the pages are served from the shop's answer, and KV holds a valid value again",
    async (_name, key, value) => {
      const s = await shop();
      s.kv.data.set(key, typeof value === "string" ? value : JSON.stringify(value));
      // What KV holds is the same for every page: two of them stand for all.
      for (const [name, path, content] of [PAGES[0], PAGES[2]]) {
        const { response, body } = await timed(() => s.get(path, visitor("FaultKvGarbageFaultKvGarbageFau1")));
        expect({ name, status: response.status }).toEqual({ name, status: 200 });
        expect(body).toContain(content);
      }
      const stored = JSON.parse(s.kv.data.get(key)!) as { fetchedAt: unknown; value: unknown };
      expect(stored.fetchedAt).toEqual(expect.any(Number));
      expect(stored.value).toEqual(expect.any(Object));
      expect((await s.get("/api-sync/config")).status).toBe(200);
    },
  );

  it("a configuration of garbage with the shop down: the 503 page, never the garbage", async () => {
    const s = await shop();
    s.kv.data.set(SITE_CONFIG_KV_KEY, '{"fetchedAt": 1, "value": {');
    s.fail(FAULTS["a reset connection"]);
    const { response, body } = await timed(() => s.get("/"));
    expect(response.status).toBe(503);
    expect(body).toContain("The shop is not available right now.");
  });

  it.each([
    ["invalid JSON", "{{{"],
    ["the wrong shape", JSON.stringify(kvEntry({ urls: [{ path: "no-slash" }], truncated: "no" }))],
  ])("a sitemap stored as %s is built again from the shop", async (_name, value) => {
    const s = await shop();
    const domain = (await emulatorSiteConfig()).domains.find((d) => d.locale === "en-GB")!;
    s.kv.data.set(sitemapKvKey(domain.id), value);
    const response = await s.get("/sitemap-en-GB.xml");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("/Photo-books/</loc>");
    expect(JSON.parse(s.kv.data.get(sitemapKvKey(domain.id))!).value.urls.length).toBeGreaterThan(1);
  });
});

describe("a cart change that fails (a form without JavaScript, and sent with it)", () => {
  const PRODUCT_PAGE = "/PixelForge-Studio/ES10051/";
  const LICENCE_PAGE = "/Single-user-licence-1-year/ES10057/";
  const cartCall = (request: Request) => new URL(request.url).pathname.startsWith("/store-api/checkout/cart/line-item");
  const ids = { studio: "", licence: "" };
  const productIdOn = async (path: string) =>
    (await (await call(path)).text()).match(/name="productId" value="([0-9a-f]{32})"/)![1]!;
  beforeAll(async () => {
    [ids.studio, ids.licence] = await Promise.all([productIdOn(PRODUCT_PAGE), productIdOn(LICENCE_PAGE)]);
  });

  const form = (token: string, fields: Record<string, string>): RequestInit => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      referer: `${ORIGIN}/cart/`,
      cookie: `sw-context-token=${token}`,
    },
  });
  const flashOf = (response: Response) => cookieOf(response, "es-flash")?.split(";")[0] ?? "";
  const notices = (response: Response) =>
    JSON.parse(decodeURIComponent(flashOf(response).slice("es-flash=".length) || "[]")) as {
      type: string;
      messageKey: string;
    }[];
  /** The shop's own cart, through the proxy: its products and quantities. */
  const productsIn = async (s: Awaited<ReturnType<typeof shop>>, token: string) => {
    const cart = (await (await s.get("/store-api/checkout/cart", visitor(token))).json()) as {
      lineItems: { type: string; referencedId: string; quantity: number }[];
    };
    return cart.lineItems.filter((item) => item.type === "product").map((item) => [item.referencedId, item.quantity]);
  };
  const tokenFor = (fault: string) => `FaultCart${fault.replace(/\W/g, "")}`.padEnd(32, "x").slice(0, 32);

  it.each(["slow", "a 500", "garbled JSON", "JSON of the wrong shape", "a reset connection"] as const)(
    "%s: adding, changing and removing each go back to the cart with a danger notice, and the cart is as it was",
    async (fault) => {
      const s = await shop();
      const token = tokenFor(fault);
      expect(
        (await s.get("/cart/", form(token, { intent: "add-to-cart", productId: ids.studio, quantity: "2" }))).status,
      ).toBe(303);
      expect(await productsIn(s, token)).toEqual([[ids.studio, 2]]);

      s.fail(FAULTS[fault], cartCall);
      let last: Response | null = null;
      const changes: Record<string, string>[] = [
        { intent: "change-quantity", lineItemId: ids.studio, quantity: "5" },
        { intent: "add-to-cart", productId: ids.licence, quantity: "1" },
        { intent: "remove-line-item", lineItemId: ids.studio },
      ];
      for (const fields of changes) {
        const { response, ms } = await timed(() => s.get("/cart/", form(token, fields)));
        expect({ intent: fields.intent, status: response.status, location: response.headers.get("location") }).toEqual({
          intent: fields.intent,
          status: 303,
          location: "/cart/",
        });
        expect(ms).toBeLessThan(WITHIN_TIMEOUT_MS);
        expect(notices(response).map((n) => [n.type, n.messageKey])).toEqual([["danger", "notification.changeFailed"]]);
        expect(await productsIn(s, token)).toEqual([[ids.studio, 2]]);
        last = response;
      }
      // The cart page it leads back to shows the notice and the cart as it was.
      const shown = await (
        await s.get("/cart/", { headers: { cookie: `sw-context-token=${token}; ${flashOf(last!)}` } })
      ).text();
      expect(shown).toContain("The change could not be saved. Please try again.");
      expect(shown).toMatch(/aria-label="Quantity of PixelForge Studio" name="quantity" value="2"/);
      expect(shown).not.toContain("Single user licence");

      // Once the shop answers again, the same change goes through.
      s.heal();
      expect(
        (await s.get("/cart/", form(token, { intent: "change-quantity", lineItemId: ids.studio, quantity: "3" })))
          .status,
      ).toBe(303);
      expect(await productsIn(s, token)).toEqual([[ids.studio, 3]]);
    },
  );

  /**
   * The same change sent with JavaScript (the header asking for the action's answer as data): every
   * fault gives the page the same answer, so tests/e2e/faults.spec.ts shows one of them in the
   * browser (a 500) and this checks that the answer the page acts on is that one for each fault.
   */
  const sent = (token: string, fields: Record<string, string>): RequestInit => {
    const init = form(token, fields);
    return { ...init, headers: { ...(init.headers as Record<string, string>), "x-storefront-action": "1" } };
  };
  const JS_FAULTS: [string, Fault][] = [
    ["slow", FAULTS.slow],
    ["a 500", FAULTS["a 500"]],
    ["the proxy's 504", () => storeApiError(504, "PROXY__UPSTREAM_TIMEOUT", "The shop did not answer in time.")],
    ["garbled JSON", FAULTS["garbled JSON"]],
    ["JSON of the wrong shape", FAULTS["JSON of the wrong shape"]],
    ["a reset connection", FAULTS["a reset connection"]],
  ];
  let reference: { intent: string; answer: unknown }[] | null = null;
  it.each(JS_FAULTS)(
    "%s, sent with JavaScript: more and remove are each answered as failed with one danger notice, the same answer for every fault; the cart is as it was, and the next try works",
    async (name, fault) => {
      const s = await shop();
      const token = tokenFor(`js${name}`);
      expect(
        (await s.get("/cart/", form(token, { intent: "add-to-cart", productId: ids.licence, quantity: "1" }))).status,
      ).toBe(303);

      s.fail(fault, cartCall);
      const answers: { intent: string; answer: unknown }[] = [];
      const changes: Record<string, string>[] = [
        { intent: "change-quantity", lineItemId: ids.licence, quantity: "2" },
        { intent: "remove-line-item", lineItemId: ids.licence },
      ];
      for (const fields of changes) {
        const { response, body, ms } = await timed(() => s.get("/cart/", sent(token, fields)));
        expect(ms).toBeLessThan(WITHIN_TIMEOUT_MS);
        expect(response.status, fields.intent).toBe(200);
        expect(response.headers.get("content-type")).toContain("application/json");
        expect(cookieOf(response, "es-flash")).toBeUndefined();
        const answer = actionAnswerSchema.parse(JSON.parse(body));
        expect(answer.notices, fields.intent).toEqual([{ type: "danger", messageKey: "notification.changeFailed" }]);
        expect(answer.location, fields.intent).toBeUndefined();
        answers.push({ intent: fields.intent ?? "", answer });
        expect(await productsIn(s, token)).toEqual([[ids.licence, 1]]);
      }
      reference ??= answers;
      expect(answers, name).toEqual(reference);

      s.heal();
      const healed = await s.get(
        "/cart/",
        sent(token, { intent: "change-quantity", lineItemId: ids.licence, quantity: "2" }),
      );
      expect(healed.status).toBe(200);
      expect(actionAnswerSchema.parse(await healed.json()).notices).toEqual([]);
      expect(await productsIn(s, token)).toEqual([[ids.licence, 2]]);
    },
  );

  it("maintenance: the change leads to the maintenance page, the cart is kept", async () => {
    const s = await shop();
    const token = tokenFor("maintenance");
    expect(
      (await s.get("/cart/", form(token, { intent: "add-to-cart", productId: ids.studio, quantity: "2" }))).status,
    ).toBe(303);
    s.fail(FAULTS.maintenance, cartCall);
    const response = await s.get(
      "/cart/",
      form(token, { intent: "change-quantity", lineItemId: ids.studio, quantity: "5" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/maintenance/");
    s.heal();
    expect(await productsIn(s, token)).toEqual([[ids.studio, 2]]);
  });
});
