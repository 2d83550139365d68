import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { clientManifest } from "../../worker/ssr/manifest";
import {
  bootstrapOf,
  call,
  cookieOf,
  downUpstream,
  emulatorSiteConfig,
  fakeUpstream,
  hangingUpstream,
  kvEntry,
  memoryKv,
} from "./helpers";

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const TOKEN = "ExistingTokenExistingTokenExist1";

/** Every route with the title key the spec lists for it (shop name appended). */
const TITLES: [string, number, string][] = [
  ["/", 200, "Your shopping cart is empty | Edge Print Shop"],
  ["/login/", 200, "Login | Edge Print Shop"],
  ["/account-creation/", 200, "Create an account | Edge Print Shop"],
  ["/password-recovery/", 200, "Password recovery | Edge Print Shop"],
  ["/reset-password/", 200, "Reset your password | Edge Print Shop"],
  ["/cart/", 200, "Shopping cart | Edge Print Shop"],
  ["/hello/", 200, "Hello | Edge Print Shop"],
  ["/information/privacy-policy/", 200, "Privacy policy | Edge Print Shop"],
  ["/account/recover/password/", 200, "Change your password | Edge Print Shop"],
  ["/social-summary/", 200, "Signing you in | Edge Print Shop"],
  ["/parcel-locker/", 200, "Choose a parcel locker | Edge Print Shop"],
  ["/newsletter-subscribe/", 200, "Newsletter subscription | Edge Print Shop"],
  ["/Photo-books/", 200, "Photo books | Edge Print Shop"],
  ["/de/", 200, "Ihr Warenkorb ist leer | Edge Print Shop"],
  ["/de/warenkorb-gibt-es-nicht/", 404, "Fehler 404 | Edge Print Shop"],
  ["/uk/cart/", 200, "Кошик | Edge Print Shop"],
  ["/no-such-page/", 404, "Error 404 | Edge Print Shop"],
];

/** Login-required routes: guests go to the login with a return path. */
const GUARDED = [
  "/account/",
  "/account/profile/",
  "/account/addresses/",
  "/account/addresses/add/",
  "/account/orders/",
  "/account/orders/abc/",
  "/projects/",
  "/checkout/",
  "/order-success/",
  "/payment-failure/",
];

describe("server-side rendering", () => {
  it.each(TITLES)("%s answers %i with the title %s", async (path, status, expected) => {
    const response = await call(path);
    expect(response.status).toBe(status);
    expect(title(await response.text())).toBe(expected);
  });

  it.each(GUARDED)("%s sends a guest to the login with a same-origin return path", async (path) => {
    const response = await call(`${path}?tab=1`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login/?redirect=${encodeURIComponent(`${path}?tab=1`)}`);
    expect(cookieOf(response, "es-flash")).toContain("notification.loginRequired");
  });

  it("keeps the language prefix on the guard's redirect", async () => {
    const response = await call("/de/account/orders/");
    expect(response.headers.get("location")).toBe(`/de/login/?redirect=${encodeURIComponent("/de/account/orders/")}`);
  });

  it("renders the document with the dehydrated cache, the router's hydration data and a CSP nonce", async () => {
    const response = await call("/", { headers: { cookie: `sw-context-token=${TOKEN}` } });
    const html = await response.text();
    const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).toContain("window.__ES_BOOT__=");
    // One inline script: the page's data, then the build's start script (app/framework/startup/start-script.ts) that reads its files.
    expect(html).toContain(`;${clientManifest().startScript}</script>`);
    const { start } = bootstrapOf<{ start: { preload: string[]; imports: string[]; texts: Record<string, string> } }>(
      html,
    );
    expect(start.imports).toEqual([...clientManifest().entry.imports, clientManifest().entry.file]);
    expect(start.preload).toEqual(expect.arrayContaining(start.imports));
    expect(Object.keys(start.texts)).toEqual(["en-GB"]);
    expect(html).not.toContain("__staticRouterHydrationData");
    expect(html).toMatch(/"router":\{"loaderData":/);
    expect(html).toContain('"queryKey":["page"');
    expect(html.includes(TOKEN), "the context token must not reach the page").toBe(false);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("server-timing")).toMatch(/api\d+;desc="readContext"/);
  });

  it("renders the home CMS page: sections, blocks, text and image slots", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain("Print what you love");
    expect(html).toMatch(/<img[^>]+srcSet="[^"]+ 400w, [^"]+ 800w/);
    expect(html).toContain('class="cms-block cms-block--image-three-column cms-block--cols-3"');
    expect(html).toContain("Made in Europe");
  });

  it("renders the header (navigation, switchers, entries) and the footer (navigation, store information)", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toContain('href="/Photo-books/"');
    expect(html).toContain('hrefLang="de-DE"');
    expect(html).toMatch(/<option value="[0-9a-f]{32}">USD \$<\/option>/);
    expect(html).toContain('href="/login/"');
    expect(html).toContain('href="/cart/"');
    expect(html).toContain("Hafenstraße 12");
    expect(html).toContain('href="https://www.instagram.com/edgeprintshop"');
    expect(html).toContain('href="/Information/About-us/"');
  });

  it("gives a new visitor a context token cookie and keeps an existing one", async () => {
    const fresh = await call("/hello/");
    expect(cookieOf(fresh, "sw-context-token")).toMatch(/^sw-context-token=[A-Za-z0-9]{32};.*HttpOnly; SameSite=Lax/);
    const known = await call("/hello/", { headers: { cookie: `sw-context-token=${TOKEN}` } });
    expect(cookieOf(known, "sw-context-token")).toBeUndefined();
  });

  it("replaces a malformed token cookie instead of failing", async () => {
    const response = await call("/hello/", { headers: { cookie: 'sw-context-token="><script>alert(1)</script>' } });
    expect(response.status).toBe(200);
    expect(cookieOf(response, "sw-context-token")).toMatch(/^sw-context-token=[A-Za-z0-9]{32};/);
  });

  it("redirects a technical or old path to the page's canonical SEO URL, keeping the query", async () => {
    const config = await emulatorSiteConfig();
    const response = await call(`/navigation/${config.salesChannel.navigationCategoryId}/`);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/");
    const calendars = await call("/de/Fotobuecher/?p=2");
    expect(calendars.status).toBe(200);
  });

  it("shows the error page with the real status, a noindex meta, home and back actions", async () => {
    const response = await call("/no-such-page/", { headers: { referer: "http://shop.test/Calendars/" } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<h1 id="error-status" class="error-page__status">404</h1>');
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Return to the homepage");
    expect(html).toContain("Go back");
    expect(html).toContain('aria-label="Main navigation"');
  });

  it("gives crawlers the complete HTML", async () => {
    const html = await (
      await call("/", {
        headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      })
    ).text();
    expect(html).toContain("</html>");
    expect(html).toContain("Hafenstraße 12");
  });

  it("answers a POST to a page that is not a form with 415, not a render", async () => {
    const response = await call("/hello/", { method: "POST", body: "x" });
    expect(response.status).toBe(415);
  });
});

describe("SSR when the shop fails", () => {
  async function configured() {
    return memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()) });
  }

  it("shows the 502 error page when the shop is down", async () => {
    const response = await call("/", {}, { SITE_KV: await configured(), STORE_API: downUpstream() });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain(">502<");
    expect(html).toContain("Our shop could not be reached");
  });

  it("shows the 504 error page, quickly, when the shop does not answer", async () => {
    const started = Date.now();
    const response = await call(
      "/",
      {},
      { SITE_KV: await configured(), STORE_API: hangingUpstream(), UPSTREAM_TIMEOUT_MS: "200" },
    );
    expect(response.status).toBe(504);
    expect(await response.text()).toContain("Our shop took too long to answer");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("shows the 502 error page when the shop answers garbage", async () => {
    const upstream = fakeUpstream(
      () => new Response("<html>proxy error</html>", { status: 500, headers: { "content-type": "text/html" } }),
    );
    const response = await call("/hello/", {}, { SITE_KV: await configured(), STORE_API: upstream });
    expect(response.status).toBe(502);
  });

  it("a page lookup whose answer fails validation is the 404 page (Page Not Found), its fault logged", async () => {
    const emulator = (env as unknown as Bindings).STORE_API!;
    const upstream = fakeUpstream(async (request) =>
      new URL(request.url).pathname === "/store-api/pwa/page"
        ? Response.json({ resourceType: "frontend.navigation.page", resourceIdentifier: 42 })
        : emulator.fetch(request),
    );
    const response = await call("/Photo-books/", {}, { SITE_KV: await configured(), STORE_API: upstream });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("answers 503 with a plain error page when there is no site configuration at all", async () => {
    const response = await call("/", {}, { SITE_KV: memoryKv(), STORE_API: downUpstream() });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(">503<");
    expect(html).toContain("Service unavailable");
  });
});
