import { describe, expect, it } from "vitest";
import { buildMetaSchema } from "../../kv-schemas/build-meta";
import { SITE_CONFIG_KV_KEY, siteConfigSchema } from "../../kv-schemas/site-config";
import { snippetKvKey } from "../../kv-schemas/snippets";
import { call, downUpstream, emulatorSiteConfig, fakeUpstream, kvEntry, memoryKv } from "./helpers";

describe("GET /api-sync/config", () => {
  it("loads the configuration from its source, validates it and keeps it in KV", async () => {
    const kv = memoryKv();
    const response = await call("/api-sync/config", {}, { SITE_KV: kv });
    expect(response.status).toBe(200);
    expect(siteConfigSchema.safeParse(await response.json()).success).toBe(true);
    const stored = JSON.parse(kv.data.get(SITE_CONFIG_KV_KEY)!);
    expect(siteConfigSchema.safeParse(stored.value).success).toBe(true);
  });

  it("serves a fresh KV value without asking the source", async () => {
    const config = await emulatorSiteConfig();
    const kv = memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry({ ...config, salesChannel: { ...config.salesChannel, name: "From KV" } }),
    });
    const response = await call("/api-sync/config", {}, { SITE_KV: kv, STORE_API: downUpstream() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { salesChannel: { name: string } }).salesChannel.name).toBe("From KV");
  });

  it("serves a stale value at once and refreshes it in the background", async () => {
    const config = await emulatorSiteConfig();
    const kv = memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry(
        { ...config, salesChannel: { ...config.salesChannel, name: "Old name" } },
        Date.now() - 3_600_000,
      ),
    });
    const response = await call("/api-sync/config", {}, { SITE_KV: kv });
    expect(((await response.json()) as { salesChannel: { name: string } }).salesChannel.name).toBe("Old name");
    expect(JSON.parse(kv.data.get(SITE_CONFIG_KV_KEY)!).value.salesChannel.name).toBe("Edge Print Shop");
  });

  it("never serves or stores an invalid value: an invalid KV value is replaced from the source", async () => {
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry({ salesChannel: "broken" }) });
    const response = await call("/api-sync/config", {}, { SITE_KV: kv });
    expect(response.status).toBe(200);
    expect(siteConfigSchema.safeParse(JSON.parse(kv.data.get(SITE_CONFIG_KV_KEY)!).value).success).toBe(true);
  });

  it("answers 503 when the source sends an invalid configuration, and stores nothing", async () => {
    const kv = memoryKv();
    const upstream = fakeUpstream(() => Response.json({ salesChannel: { id: "not-a-hex-id" }, domains: [] }));
    const response = await call("/api-sync/config", {}, { SITE_KV: kv, STORE_API: upstream });
    expect(response.status).toBe(503);
    expect(kv.data.size).toBe(0);
  });

  it("answers 503 when there is no configuration and the source is down", async () => {
    const response = await call("/api-sync/config", {}, { SITE_KV: memoryKv(), STORE_API: downUpstream() });
    expect(response.status).toBe(503);
  });
});

describe("GET /api-sync/snippet/{langCode}", () => {
  it("merges the shop's snippets over the storefront's texts", async () => {
    const response = await call("/api-sync/snippet/de-DE", {}, { SITE_KV: memoryKv() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { shop: { slogan: string }; pageTitle: { login: string } };
    expect(body.shop.slogan).toBe("Drucken, was Sie lieben");
    expect(body.pageTitle.login).toBe("Anmelden");
  });

  it("logs a failing snippet source only and still serves the storefront's texts", async () => {
    const config = await emulatorSiteConfig();
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) });
    const upstream = fakeUpstream(() => new Response("boom", { status: 500 }));
    const response = await call("/api-sync/snippet/uk-UA", {}, { SITE_KV: kv, STORE_API: upstream });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { pageTitle: { login: string }; shop?: unknown };
    expect(body.pageTitle.login).toBe("Вхід");
    expect(body.shop).toBeUndefined();
    expect(kv.data.has(snippetKvKey("uk-UA"))).toBe(false);
  });

  it("does not keep snippets that fail their schema", async () => {
    const config = await emulatorSiteConfig();
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) });
    const upstream = fakeUpstream(() => Response.json({ "bad key with spaces": 42 }));
    const response = await call("/api-sync/snippet/en-GB", {}, { SITE_KV: kv, STORE_API: upstream });
    expect(response.status).toBe(200);
    expect(kv.data.has(snippetKvKey("en-GB"))).toBe(false);
  });

  it.each([
    ["en", 400],
    ["fr-FR", 404],
    ["EN-gb", 400],
    ["de-DE%00", 400],
  ])("refuses %s with %i", async (langCode, status) => {
    const response = await call(`/api-sync/snippet/${langCode}`);
    expect(response.status).toBe(status);
  });
});

describe("GET /builds/latest.json", () => {
  it("names the running build and its version", async () => {
    const response = await call("/builds/latest.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const body = buildMetaSchema.parse(await response.json());
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.id).toMatch(/^[0-9a-f]{12}$/);
  });
});
