import { afterEach, describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import { call, emulatorSiteConfig, kvEntry, memoryKv, setEmulatorMaintenance } from "./helpers";

async function kvWith(maintenance: boolean) {
  const config = await emulatorSiteConfig();
  const value: SiteConfig = { ...config, salesChannel: { ...config.salesChannel, isMaintenanceMode: maintenance } };
  return memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(value) });
}

describe("maintenance gate", () => {
  afterEach(() => setEmulatorMaintenance(false));

  it.each([
    ["/", "/maintenance/"],
    ["/login/", "/maintenance/"],
    ["/Photo-books/", "/maintenance/"],
    ["/de/hello/", "/de/maintenance/"],
    ["/uk/", "/uk/maintenance/"],
  ])("while in maintenance %s redirects to %s", async (path, location) => {
    const response = await call(path, {}, { SITE_KV: await kvWith(true) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("serves the maintenance page with 503 and Retry-After, without asking the closed shop", async () => {
    await setEmulatorMaintenance(true);
    const response = await call("/de/maintenance/", {}, { SITE_KV: await kvWith(true) });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("600");
    const html = await response.text();
    expect(html).toContain("Wir sind bald zurück");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it.each([
    ["/maintenance/", "/"],
    ["/de/maintenance/", "/de/"],
  ])("when open %s redirects home to %s", async (path, location) => {
    const response = await call(path, {}, { SITE_KV: await kvWith(false) });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  it("leaves files, the Store API proxy and the own endpoints alone", async () => {
    const kv = await kvWith(true);
    expect((await call("/favicon.svg", {}, { SITE_KV: kv })).status).toBe(200);
    expect((await call("/api-sync/config", {}, { SITE_KV: kv })).status).toBe(200);
    expect((await call("/builds/latest.json", {}, { SITE_KV: kv })).status).toBe(200);
  });

  it("closes the gate as soon as the shop answers with its maintenance error", async () => {
    const kv = await kvWith(false);
    await setEmulatorMaintenance(true);
    const first = await call("/hello/", {}, { SITE_KV: kv });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/maintenance/");
    const second = await call("/maintenance/", {}, { SITE_KV: kv });
    expect(second.status).toBe(503);
  });
});
