import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;
/** The demo shop's Kyiv (emulator/src/seed/parcel-lockers.ts): four lockers. */
const KYIV = "/parcel-locker/?city=8d5a980d-391c-11dd-90d9-001a92567626&name=Kyiv";
const imgSrc = (response: Response) =>
  (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("img-src ")) ?? "";

/** The emulator's shop with its tile settings changed; a field set to undefined is left out (its default applies). */
async function shop(tiles: Partial<Pick<SiteConfig["parcelLocker"], "mapTilesUrl" | "mapAttribution">>) {
  const config = await emulatorSiteConfig();
  const parcelLocker = Object.fromEntries(
    Object.entries({ ...config.parcelLocker, ...tiles }).filter(([, value]) => value !== undefined),
  );
  const changed = { ...config, parcelLocker };
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(changed) }), STORE_API } satisfies Partial<Bindings>;
}

describe("the parcel-locker map", () => {
  it("shows OpenStreetMap's tiles by default, with its attribution linking OpenStreetMap's copyright", async () => {
    const response = await call(KYIV, {}, await shop({ mapTilesUrl: undefined, mapAttribution: undefined }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<img class="parcel-map__tile" src="https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png"/);
    expect(html).toContain('href="https://www.openstreetmap.org/copyright"');
    expect(html).toContain("© OpenStreetMap contributors");
    // The list is still the page: four lockers to choose, the map beside it.
    expect(html.match(/type="radio"/g)).toHaveLength(4);
  });

  it("takes its tiles from the configured server", async () => {
    const bindings = await shop({
      mapTilesUrl: "https://tiles.example.org/osm/{z}/{x}/{y}.png",
      mapAttribution: "© Example Maps",
    });
    const html = await (await call(KYIV, {}, bindings)).text();
    expect(html).toMatch(/src="https:\/\/tiles\.example\.org\/osm\/\d+\/\d+\/\d+\.png"/);
    expect(html).not.toContain("tile.openstreetmap.org");
    expect(html).toContain("© Example Maps");
  });

  it("the demo shop's tiles are the emulator's, offline", async () => {
    const html = await (await call(KYIV)).text();
    expect(html).toMatch(/src="\/__emulator\/tiles\/\d+\/\d+\/\d+\.png"/);
    const tile = html.match(/src="(\/__emulator\/tiles\/\d+\/\d+\/\d+\.png)"/)![1]!;
    const answer = await call(tile);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect((await call("/__emulator/tiles/2/9/0.png")).status).toBe(404);
  });

  it("no tiles configured (empty): the list alone", async () => {
    const html = await (await call(KYIV, {}, await shop({ mapTilesUrl: "" }))).text();
    expect(html).not.toContain("parcel-map");
    expect(html.match(/type="radio"/g)).toHaveLength(4);
  });
});

describe("the tile server's origin in the CSP: on the parcel-locker page only", () => {
  it.each(["/parcel-locker/", "/de/parcel-locker/", KYIV])("%s allows it", async (path) => {
    const bindings = await shop({ mapTilesUrl: undefined });
    expect(imgSrc(await call(path, {}, bindings))).toContain(" https://tile.openstreetmap.org");
  });

  it.each(["/", "/hello/", "/cart/", "/de/login/", "/api-sync/config"])("%s does not", async (path) => {
    const bindings = await shop({ mapTilesUrl: undefined });
    expect(imgSrc(await call(path, {}, bindings))).not.toContain("openstreetmap");
  });

  it("another server's origin, and nothing for tiles of this site", async () => {
    const other = await shop({ mapTilesUrl: "https://tiles.example.org/{z}/{x}/{y}.png" });
    expect(imgSrc(await call("/parcel-locker/", {}, other))).toContain(" https://tiles.example.org");
    expect(imgSrc(await call("/parcel-locker/"))).toBe("img-src 'self' data:");
  });
});
