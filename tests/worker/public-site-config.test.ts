import { beforeAll, describe, expect, it } from "vitest";
import { call, emulatorSiteConfig, ORIGIN } from "./helpers";

/**
 * Design section 6: server-only settings never reach the browser. The emulator's shop hands on a
 * parcel service account key (its seed), as a real shop's plugin may; no answer of ours carries it.
 */
describe("server-only settings stay in the Worker", () => {
  let apiKey = "";
  beforeAll(async () => {
    apiKey = (await emulatorSiteConfig()).parcelLocker.apiKey;
  });

  it("the shop's configuration has a parcel service key (else these tests would prove nothing)", () => {
    expect(apiKey.length).toBeGreaterThan(8);
  });

  it("/api-sync/config leaves it out and keeps the rest of the parcel settings", async () => {
    const response = await call("/api-sync/config");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(apiKey);
    const parcelLocker = (JSON.parse(text) as { parcelLocker: Record<string, unknown> }).parcelLocker;
    expect(parcelLocker).not.toHaveProperty("apiKey");
    expect(parcelLocker).toMatchObject({ active: true, segment: "nova-poshta" });
  });

  it.each(["/", "/cart/", "/parcel-locker/"])(
    "the page %s carries the configuration, but not the key",
    async (path) => {
      const response = await call(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The page's data holds the configuration (its parcel settings among them)...
      // (includes(): a failure should not print the whole page)
      expect(html.includes('"segment":"nova-poshta"')).toBe(true);
      // ...without the key.
      expect(html.includes(apiKey), "the key's value").toBe(false);
      expect(html.includes('"apiKey"'), "the key's name").toBe(false);
    },
  );

  it.each([
    "/store-api/pwa/site-config",
    "/store-api//pwa/site-config/",
    "/store-api/pwa/site%2Dconfig",
    "/store-api/PWA/Site-Config",
  ])("the proxy does not pass on the shop's configuration source (%s)", async (path) => {
    const response = await call(path, { headers: { origin: ORIGIN } });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(apiKey);
  });

  it("the proxy still passes on the shop's other calls", async () => {
    expect((await call("/store-api/context", { headers: { origin: ORIGIN } })).status).toBe(200);
  });
});
