import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;

/** The emulator's shop with Google's container, as a production shop has it. */
async function shopWith(analytics: Partial<SiteConfig["analytics"]>, withoutPrompt = false) {
  const config = await emulatorSiteConfig();
  const value: SiteConfig = {
    ...config,
    analytics: {
      ...config.analytics,
      active: true,
      gtmId: "GTM-ABC123",
      scriptUrl: "https://www.googletagmanager.com/gtm.js",
      ...analytics,
    },
    extensions: {
      ...config.extensions,
      personalDataProtection: {
        ...config.extensions.personalDataProtection,
        trackingCookiesAllowedWithoutPrompt: withoutPrompt,
      },
    },
  };
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(value) }), STORE_API };
}

const directive = (policy: string, name: string) =>
  policy.split(";").find((d) => d.trim().startsWith(`${name} `)) ?? "";
const policyOf = async (bindings: Partial<Bindings>, cookie?: string) =>
  (await call("/", cookie ? { headers: { cookie } } : {}, bindings)).headers.get("content-security-policy") ?? "";

describe("the tag manager in the Content-Security-Policy (issue 12: only when configured and agreed to)", () => {
  it("is not allowed after a refusal", async () => {
    const bindings = await shopWith({});
    for (const cookie of ["es-consent=none", "a=1; es-consent=none"]) {
      expect(await policyOf(bindings, cookie), cookie).not.toContain("googletagmanager");
    }
  });

  it("is allowed while the question is open, so that accepting starts the container on the same page (issue 28)", async () => {
    const bindings = await shopWith({});
    for (const cookie of [undefined, "es-consent=bogus", "other=1"]) {
      const policy = await policyOf(bindings, cookie);
      expect(directive(policy, "script-src"), String(cookie)).toContain("https://www.googletagmanager.com");
      expect(directive(policy, "connect-src"), String(cookie)).toContain("https://*.google-analytics.com");
    }
  });

  it("is allowed for scripts, hits and its preview frame once a group is granted", async () => {
    const bindings = await shopWith({});
    for (const cookie of ["es-consent=analytics", "es-consent=marketing", "a=1; es-consent=analytics.marketing"]) {
      const policy = await policyOf(bindings, cookie);
      expect(directive(policy, "script-src"), cookie).toContain("https://www.googletagmanager.com");
      expect(directive(policy, "frame-src"), cookie).toContain("https://www.googletagmanager.com");
      expect(directive(policy, "connect-src"), cookie).toContain("https://*.google-analytics.com");
    }
  });

  it("allows a server-side tagging host alone, not Google's hosts", async () => {
    const bindings = await shopWith({ scriptUrl: "https://sgtm.shop.example/metrics/gtm.js" });
    const policy = await policyOf(bindings, "es-consent=analytics");
    expect(directive(policy, "script-src")).toContain("https://sgtm.shop.example");
    expect(directive(policy, "connect-src")).toContain("https://sgtm.shop.example");
    // (form-action names Google's social login consent page: not the tag manager's.)
    for (const name of ["script-src", "connect-src", "frame-src", "img-src"])
      expect(directive(policy, name), name).not.toContain("google");
  });

  it("is never allowed when analytics is off or has no container, whatever the cookie says", async () => {
    for (const analytics of [{ active: false }, { gtmId: "" }]) {
      for (const cookie of ["es-consent=analytics.marketing", undefined])
        expect(await policyOf(await shopWith(analytics), cookie), String(cookie)).not.toContain("googletagmanager");
    }
  });

  it("is allowed without a choice where the shop may set tracking cookies without a prompt", async () => {
    expect(directive(await policyOf(await shopWith({}, true)), "script-src")).toContain(
      "https://www.googletagmanager.com",
    );
  });

  it("adds nothing for a container of this site (the emulator's stand-in)", async () => {
    const policy = await policyOf(await shopWith({ scriptUrl: "/__emulator/gtm/gtm.js" }), "es-consent=analytics");
    expect(directive(policy, "script-src")).toMatch(/^\s*script-src 'self' 'nonce-[^']+'$/);
  });
});
