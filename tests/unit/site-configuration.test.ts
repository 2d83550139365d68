import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../emulator/src/seed/site-config";
import { configuredPages } from "../../app/framework/configured-pages";
import { createRoutes } from "../../app/framework/create-routes";
import { workerActionOf } from "../../worker/ssr/route-actions";
import type { RouteHandle } from "../../app/framework/types";
import type { StoreApi } from "../../app/store-api/api";
import { readCurrencies } from "../../app/session/currency-store-api";
import { siteConfigSchema, type SiteConfig } from "../../kv-schemas/site-config";
import { SCREENS } from "../../routes";

/** The emulator's configuration with the shop's settings changed, as the Worker keeps it. */
const configWith = (settings: Parameters<typeof siteConfig>[2]): SiteConfig =>
  siteConfigSchema.parse(JSON.parse(JSON.stringify(siteConfig(false, false, settings))));

/** The screen a path leads to, and its route's id (the language prefix in front). */
function screenAt(config: SiteConfig, path: string): { name: string | undefined; id: string | undefined } {
  const matches =
    matchRoutes(createRoutes(config.domains, SCREENS, configuredPages(config), workerActionOf), path) ?? [];
  const last = matches.at(-1)?.route;
  return { name: (last?.handle as RouteHandle | undefined)?.name, id: last?.id };
}

describe("pages the configuration places", () => {
  it("reads the privacy policy, subscribe and double opt-in paths as route paths", () => {
    expect(configuredPages(configWith({}))).toEqual({
      "privacy-policy": "information/privacy-policy",
      "newsletter-subscribe": "newsletter-subscribe",
      "registration-confirm": "registration/confirm",
    });
  });

  it("keeps the page of Shopware's mail link templates, in the canonical form with its trailing slash", () => {
    const config = configWith({
      subscribeUrl: "/newsletter/confirm?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%",
      confirmationUrl: "/account/register/confirm",
      privacyPolicyPath: "/legal/privacy//",
    });
    expect(config.newsletter.subscribeUrl).toBe("/newsletter/confirm/");
    expect(config.login.confirmationUrl).toBe("/account/register/confirm/");
    expect(config.extensions.personalDataProtection.privacyPolicyPath).toBe("/legal/privacy/");
  });

  it.each([
    ["the root", { privacyPolicyPath: "/" }],
    ["a path with a space", { privacyPolicyPath: "/privacy policy/" }],
    ["a path under a language prefix", { privacyPolicyPath: "/de/datenschutz/" }],
    ["two pages at one path", { subscribeUrl: "/confirm/", confirmationUrl: "/confirm/" }],
  ])("refuses %s", (_, settings) => {
    expect(siteConfigSchema.safeParse(JSON.parse(JSON.stringify(siteConfig(false, false, settings)))).success).toBe(
      false,
    );
  });

  it("puts each screen at its configured path under every language prefix, and nothing at the former one", () => {
    const config = configWith({
      privacyPolicyPath: "/legal/privacy/",
      subscribeUrl: "/newsletter/confirm/",
      confirmationUrl: "/signup/confirm/",
    });
    for (const prefix of ["", "/de", "/uk"]) {
      const lang = prefix ? `${prefix.slice(1)}:` : "";
      expect(screenAt(config, `${prefix}/legal/privacy/`)).toEqual({
        name: "privacy-policy",
        id: `${lang}privacy-policy`,
      });
      expect(screenAt(config, `${prefix}/newsletter/confirm/`)).toEqual({
        name: "newsletter-subscribe",
        id: `${lang}newsletter-subscribe`,
      });
      expect(screenAt(config, `${prefix}/signup/confirm/`)).toEqual({
        name: "registration-confirm",
        id: `${lang}registration-confirm`,
      });
      // The former paths are content paths now: the catch-all's page lookup answers them (a 404 in the demo shop).
      for (const former of ["/information/privacy-policy/", "/newsletter-subscribe/", "/registration/confirm/"])
        expect(screenAt(config, `${prefix}${former}`).name).toBe("catch-all");
    }
  });
});

describe("the currencies' order (currency position)", () => {
  const currency = (isoCode: string, position: number | undefined) => ({
    id: isoCode.toLowerCase().padEnd(32, "0"),
    isoCode,
    symbol: isoCode,
    shortName: isoCode,
    name: isoCode,
    factor: 1,
    position,
  });
  const api = (currencies: unknown[]): StoreApi => ({
    invoke: (async () => ({ data: currencies })) as unknown as StoreApi["invoke"],
  });

  it("lists them by the shop's position, not as the shop sent them; ties and currencies without one by their code", async () => {
    const listed = await readCurrencies(
      api([currency("USD", 2), currency("UAH", undefined), currency("GBP", 1), currency("EUR", 2), currency("CHF", 0)]),
      "1".repeat(32),
    );
    expect(listed.map((c) => c.isoCode)).toEqual(["CHF", "GBP", "EUR", "USD", "UAH"]);
  });
});
