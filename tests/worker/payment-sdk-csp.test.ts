import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;
const directive = (response: Response, name: string) =>
  (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

/** The emulator's shop with its payment provider as a real shop sets it up (no emulator stand-ins). */
async function shop(change: (provider: SiteConfig["paymentProvider"]) => SiteConfig["paymentProvider"]) {
  const config = await emulatorSiteConfig();
  const { environmentUrls: _standIns, ...real } = config.paymentProvider;
  const changed = { ...config, paymentProvider: change(real) };
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(changed) }), STORE_API } satisfies Partial<Bindings>;
}

const LIVE_HOSTS = [
  "https://checkoutshopper-live.adyen.com",
  "https://checkoutshopper-live.cdn.adyen.com",
  "https://checkoutanalytics-live.adyen.com",
];

describe("the payment provider's SDK in the CSP: on the card form's pages only (app/payment/ProviderCard)", () => {
  it.each(["/checkout/", "/payment-failure/", "/de/checkout/"])(
    "%s frames, asks and shows images of the live environment's hosts",
    async (path) => {
      const response = await call(path, {}, await shop((provider) => ({ ...provider, environment: "live" })));
      await response.text();
      for (const name of ["frame-src", "connect-src", "img-src"])
        for (const host of LIVE_HOSTS) expect(directive(response, name), `${path} ${name}`).toContain(host);
      // Scripts stay our own: the SDK is part of the build, never loaded from the provider.
      expect(directive(response, "script-src")).not.toContain("adyen");
    },
  );

  it("a regional live account (live-us): its region's hosts, and its checkout host for the forms' redirects", async () => {
    const response = await call("/checkout/", {}, await shop((provider) => ({ ...provider, environment: "live-us" })));
    await response.text();
    for (const host of [
      "https://checkoutshopper-live-us.adyen.com",
      "https://checkoutshopper-live-us.cdn.adyen.com",
      "https://checkoutanalytics-live-us.adyen.com",
    ])
      expect(directive(response, "frame-src")).toContain(host);
    expect(directive(response, "frame-src")).not.toContain("https://checkoutshopper-live.adyen.com");
    expect(directive(response, "form-action")).toContain("https://checkoutshopper-live-us.adyen.com");
  });

  it("the test environment's hosts for a test account", async () => {
    const response = await call("/checkout/", {}, await shop((provider) => provider));
    await response.text();
    expect(directive(response, "frame-src")).toContain("https://checkoutshopper-test.adyen.com");
    expect(directive(response, "frame-src")).not.toContain("checkoutshopper-live");
  });

  it.each(["/", "/cart/", "/account/"])("%s: none of them", async (path) => {
    const response = await call(path, {}, await shop((provider) => ({ ...provider, environment: "live" })));
    await response.text();
    for (const name of ["frame-src", "connect-src", "img-src"])
      expect(directive(response, name), `${path} ${name}`).not.toContain("adyen");
  });

  it("none with the provider switched off", async () => {
    const response = await call("/checkout/", {}, await shop((provider) => ({ ...provider, active: false })));
    await response.text();
    expect(directive(response, "frame-src")).not.toContain("checkoutshopper");
  });

  it("the emulator's stand-ins under the shop's origin: frames of 'self'", async () => {
    const response = await call("/checkout/", {}, { STORE_API });
    await response.text();
    expect(directive(response, "frame-src")).toContain("'self'");
  });

  it("frames and posts to any https bank only where a bank's check waits: not on a payment page without one, nor at the checkout", async () => {
    const live = await shop((provider) => ({ ...provider, environment: "live" }));
    for (const path of ["/de/payment-failure/", `/payment-failure/?orderId=${"0".repeat(32)}`, "/checkout/"]) {
      const response = await call(path, {}, live);
      await response.text();
      for (const name of ["frame-src", "form-action"])
        expect(directive(response, name).split(" "), `${path} ${name}`).not.toContain("https:");
      // The loader's request to the Worker never leaves it.
      expect(response.headers.has("x-edge-issuer-frames"), path).toBe(false);
    }
  });
});
