import { describe, expect, it } from "vitest";
import { call, ORIGIN } from "./helpers";

const HARDENING = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "strict-transport-security", "cross-origin-opener-policy"];

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
  ])("%s", async (_name, path, status) => {
    const response = await call(path, path.startsWith("/store-api") ? { headers: { origin: ORIGIN } } : {});
    expect(response.status).toBe(status);
    for (const header of HARDENING) expect(response.headers.get(header), header).toBeTruthy();
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=_-]+'/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
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

  it("forms post to us only, but their 303 may lead to a provider's https page (3-D Secure, PayPal, social consent)", async () => {
    const policy = (await call("/hello/")).headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/form-action 'self' https:(;|$)/);
  });
});
