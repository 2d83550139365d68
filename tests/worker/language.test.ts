import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const htmlLang = async (response: Response) => (await response.text()).match(/<html lang="([^"]+)"/)?.[1];

describe("language prefix", () => {
  it.each([
    ["/", "en-GB"],
    ["/de/", "de-DE"],
    ["/uk/", "uk-UA"],
    ["/de/hello/", "de-DE"],
    ["/uk/login/", "uk-UA"],
  ])("%s is served in %s", async (path, locale) => {
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(await htmlLang(response)).toBe(locale);
  });

  it("gives every route its own copy under each non-root prefix", async () => {
    const english = await (await call("/login/")).text();
    const german = await (await call("/de/login/")).text();
    expect(english).toContain("<title>Login | Edge Print Shop</title>");
    expect(german).toContain("<title>Anmelden | Edge Print Shop</title>");
  });

  it("reads a first segment that is no configured prefix as an ordinary path of the default language", async () => {
    const response = await call("/fr/");
    expect(response.status).toBe(404);
    expect(await htmlLang(response)).toBe("en-GB");
  });

  it("takes the prefixes from the site configuration, not from code", async () => {
    const config = await emulatorSiteConfig();
    const german = config.domains.find((d) => d.locale === "de-DE")!;
    const renamed = {
      ...config,
      domains: config.domains.map((d) => (d.id === german.id ? { ...d, langPrefix: "deutsch" } : d)),
    };
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(renamed) });
    const viaNewPrefix = await call("/deutsch/hello/", {}, { SITE_KV: kv });
    expect(viaNewPrefix.status).toBe(200);
    expect(await htmlLang(viaNewPrefix)).toBe("de-DE");
    expect((await call("/de/hello/", {}, { SITE_KV: kv })).status).toBe(404);
  });
});
