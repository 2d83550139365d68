import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { PublicSiteConfig } from "../../kv-schemas/site-config";
import {
  cardOptions,
  cardSetup,
  checkoutOptions,
  PAYMENT_SDK_STYLESHEET,
  PAYMENT_SDK_VERSION,
} from "../../app/payment/card-setup";

const provider = (changes: Partial<PublicSiteConfig["paymentProvider"]> = {}): PublicSiteConfig["paymentProvider"] => ({
  active: true,
  segment: "adyen",
  clientKey: "live_ABCDEF",
  environment: "live",
  redirectOrigins: [],
  ...changes,
});

describe("the provider SDK's card form, configured from the site configuration", () => {
  it("a live shop: its client key and environment, the shop's language and its country, the offered brands", () => {
    const setup = cardSetup(provider(), "de-DE", ["visa", "mc"], "https://shop.example");
    expect(setup).toEqual({
      clientKey: "live_ABCDEF",
      environment: "live",
      locale: "de-DE",
      countryCode: "DE",
      brands: ["visa", "mc"],
    });
    // No URLs of the SDK's own overridden: it uses the environment's hosts.
    expect(checkoutOptions(setup)).toEqual({
      clientKey: "live_ABCDEF",
      environment: "live",
      locale: "de-DE",
      countryCode: "DE",
      showPayButton: false,
    });
    expect(cardOptions(setup)).toEqual({
      brands: ["visa", "mc"],
      hasHolderName: true,
      holderNameRequired: true,
      showPayButton: false,
    });
  });

  it("a regional live account is configured with its region's environment", () => {
    const setup = cardSetup(provider({ environment: "live-au" }), "en-GB", ["visa"], "https://shop.example");
    expect(checkoutOptions(setup).environment).toBe("live-au");
  });

  it("the emulator's stand-ins: the SDK's hosts as absolute URLs on the page's origin", () => {
    const setup = cardSetup(
      provider({
        clientKey: "test_KEY",
        environment: "test",
        environmentUrls: {
          api: "/checkoutshopper/test/",
          analytics: "/checkoutanalytics/test/",
          cdn: "/checkoutshopper/test/",
        },
      }),
      "en-GB",
      ["visa"],
      "http://localhost:8787",
    );
    expect(checkoutOptions(setup)._environmentUrls).toEqual({
      api: "http://localhost:8787/checkoutshopper/test/",
      analytics: "http://localhost:8787/checkoutanalytics/test/",
      cdn: {
        images: "http://localhost:8787/checkoutshopper/test/",
        translations: "http://localhost:8787/checkoutshopper/test/",
      },
    });
    expect(setup.countryCode).toBe("GB");
  });

  it("the stylesheet the form loads is the installed SDK's (the build copies it; the e2e tests fail on a missing file under /assets/)", () => {
    const installed = JSON.parse(readFileSync("node_modules/@adyen/adyen-web/package.json", "utf8")) as {
      version: string;
    };
    const pinned = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
    expect(PAYMENT_SDK_VERSION).toBe(installed.version);
    expect(pinned.dependencies["@adyen/adyen-web"]).toBe(PAYMENT_SDK_VERSION);
    expect(PAYMENT_SDK_STYLESHEET).toBe(`/assets/adyen-web-${installed.version}.css`);
  });
});
