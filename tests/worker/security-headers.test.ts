import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, downUpstream, emulatorSiteConfig, kvEntry, memoryKv, ORIGIN } from "./helpers";

const HARDENING = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
];
const STORE_API = (env as unknown as Bindings).STORE_API!;
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .find((d) => d.trim().startsWith(`${name} `))
    ?.trim() ?? "";
const policyOf = (response: Response) => response.headers.get("content-security-policy") ?? "";

/** The emulator's shop with some settings changed. */
async function shopWith(change: (config: SiteConfig) => SiteConfig): Promise<Partial<Bindings>> {
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(change(await emulatorSiteConfig())) }), STORE_API };
}

describe("security headers on every answer (design section 6)", () => {
  it.each([
    ["a page", "/hello/", 200],
    ["the 404 page", "/no-such-page/", 404],
    ["a redirect to the canonical URL", "/hello", 301],
    ["a guard's redirect", "/account/profile/", 302],
    ["a proxy answer", "/store-api/context", 200],
    ["a refused proxy call", "/store-api/..%2Fadmin", 400],
    ["a file that is not there", "/wp-login.php", 404],
    ["the build metadata", "/builds/latest.json", 200],
    ["the public configuration", "/api-sync/config", 200],
    ["a static file", "/favicon.svg", 200],
    ["an API error", "/api-sync/snippet/nonsense", 400],
  ])("%s", async (_name, path, status) => {
    const response = await call(path, path.startsWith("/store-api") ? { headers: { origin: ORIGIN } } : {});
    expect(response.status).toBe(status);
    for (const header of HARDENING) expect(response.headers.get(header), header).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it.each([
    "/__emulator/",
    "/checkoutshopper/test/securedfields/x/6.3.0/securedFields.html",
    "/checkoutanalytics/test/v3/analytics",
  ])("%s where the emulator does not answer (production): a 404 with the headers of every answer", async (path) => {
    const response = await call(path, {}, { EMULATOR_ROUTES: "false" });
    expect(response.status).toBe(404);
    for (const header of HARDENING) expect(response.headers.get(header), header).toBeTruthy();
    // Where the emulator answers (development), its own pages keep their own headers.
    const served = await call(path, {}, { EMULATOR_ROUTES: "true" });
    await served.text();
    expect(served.headers.get("content-security-policy") ?? "").not.toMatch(/'nonce-/);
  });

  it("the build's scripts and stylesheets carry what applies to a subresource, not the document's policies", async () => {
    const html = await (await call("/hello/")).text();
    const files = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(files.some((file) => file.endsWith(".js")) && files.some((file) => file.endsWith(".css"))).toBe(true);
    for (const file of files.slice(0, 4)) {
      const response = await call(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("x-content-type-options"), file).toBe("nosniff");
      expect(response.headers.get("cross-origin-resource-policy"), file).toBe("same-origin");
      for (const header of ["content-security-policy", "permissions-policy", "x-frame-options", "x-xss-protection"])
        expect(response.headers.get(header), `${file} ${header}`).toBeNull();
    }
  });

  it("a page's scripts carry the nonce of its own policy, a new one per answer", async () => {
    const first = await call("/hello/");
    const html = await first.text();
    const nonce = first.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    expect(html).toContain(`<script nonce="${nonce}"`);
    const second = await call("/hello/");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
  });

  it("a redirect after a form posted without JavaScript has them too", async () => {
    const response = await call("/hello/", {
      method: "POST",
      body: new URLSearchParams({ intent: "currency", currencyId: "nope" }),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("the error page for a shop that cannot be reached has them too", async () => {
    const response = await call("/", {}, { STORE_API: downUpstream(), SITE_KV: memoryKv() });
    expect(response.status).toBeGreaterThanOrEqual(500);
    for (const header of HARDENING) expect(response.headers.get(header), header).toBeTruthy();
  });
});

describe("issue 25: the hardening headers' values", () => {
  it("Cross-Origin-Opener-Policy same-origin (no popup flow of ours needs window.opener)", async () => {
    expect((await call("/hello/")).headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("Permissions-Policy: camera, microphone, location and the Payment Request API off; the video frames keep fullscreen", async () => {
    const policy = (await call("/hello/")).headers.get("permissions-policy") ?? "";
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(policy, feature).toContain(`${feature}=()`);
    expect(policy).toContain(
      'fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
    );
  });

  it("HSTS on https answers only", async () => {
    expect((await call("https://shop.test/hello/")).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await call("https://shop.test/api-sync/config")).headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect((await call("/hello/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("forms post to us; their answers may lead only to the payment provider's and the social login providers' pages", async () => {
    // The emulator's shop: the provider in its test environment, social login with Google.
    expect(directive(policyOf(await call("/hello/")), "form-action")).toBe(
      "form-action 'self' https://checkoutshopper-test.adyen.com https://www.sandbox.paypal.com https://accounts.google.com",
    );
    const live = await shopWith((config) => ({
      ...config,
      paymentProvider: { ...config.paymentProvider, environment: "live" },
      socialLogin: { ...config.socialLogin, active: false },
    }));
    const livePolicy = directive(policyOf(await call("/hello/", {}, live)), "form-action");
    expect(livePolicy).toContain("https://checkoutshopper-live.adyen.com");
    expect(livePolicy).toContain("https://www.paypal.com");
    expect(livePolicy).not.toContain("sandbox");
    expect(livePolicy).not.toContain("google");
    const none = await shopWith((config) => ({
      ...config,
      paymentProvider: { ...config.paymentProvider, active: false },
      socialLogin: { ...config.socialLogin, active: false },
    }));
    expect(directive(policyOf(await call("/hello/", {}, none)), "form-action")).toBe("form-action 'self'");
    expect(
      directive(
        policyOf(await call("/hello/", {}, { ...none, FORM_ACTION_ORIGINS: "https://login.other.example" })),
        "form-action",
      ),
    ).toBe("form-action 'self' https://login.other.example");
    // A redirect the payment check follows (paymentProvider.redirectOrigins) is not stopped by the policy.
    const issuer = await shopWith((config) => ({
      ...config,
      paymentProvider: { ...config.paymentProvider, redirectOrigins: ["https://3ds.issuer.example"] },
    }));
    expect(directive(policyOf(await call("/hello/", {}, issuer)), "form-action")).toContain(
      " https://3ds.issuer.example",
    );
  });

  it("images only from us and the shop's media origins", async () => {
    // Development: the emulator serves the media under this site's /__emulator/ path.
    expect(directive(policyOf(await call("/hello/")), "img-src")).toBe("img-src 'self' data:");
    const production = { STORE_API_URL: "https://shop.example.com/", MEDIA_ORIGINS: "https://media.example-cdn.com" };
    expect(directive(policyOf(await call("/hello/", {}, production)), "img-src")).toBe(
      "img-src 'self' data: https://shop.example.com https://media.example-cdn.com",
    );
    expect(
      directive(policyOf(await call("/store-api/context", { headers: { origin: ORIGIN } }, production)), "img-src"),
    ).toContain("https://media.example-cdn.com");
    const logo = await shopWith((config) => ({
      ...config,
      theme: { ...config.theme, media: { logo: "https://assets.shop.example/logo.svg" } },
    }));
    const logoPolicy = directive(policyOf(await call("/hello/", {}, logo)), "img-src");
    expect(logoPolicy).toContain("https://assets.shop.example");
    expect(logoPolicy).not.toMatch(/ https:( |$)/);
  });

  it("violations are reported where CSP_REPORT_URI says, and nowhere without it", async () => {
    const reported = await call("/hello/", {}, { CSP_REPORT_URI: "https://reports.example.com/csp" });
    expect(policyOf(reported)).toMatch(/report-uri https:\/\/reports\.example\.com\/csp(;|$)/);
    expect(policyOf(reported)).toMatch(/report-to csp-endpoint(;|$)/);
    expect(reported.headers.get("reporting-endpoints")).toBe('csp-endpoint="https://reports.example.com/csp"');
    const quiet = await call("/hello/");
    expect(policyOf(quiet)).not.toContain("report-");
    expect(quiet.headers.get("reporting-endpoints")).toBeNull();
  });
});
