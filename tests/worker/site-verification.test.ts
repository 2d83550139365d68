import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

/** The shop's configuration with another site verification id. */
async function verified(siteVerificationId: string) {
  const config = await emulatorSiteConfig();
  return memoryKv({
    [SITE_CONFIG_KV_KEY]: kvEntry({ ...config, extensions: { ...config.extensions, siteVerificationId } }),
  });
}

const verificationMetas = (html: string) => html.match(/<meta name="google-site-verification"[^>]*>/g) ?? [];

describe("site verification meta (extensions.siteVerificationId)", () => {
  it("is in the head of every language's home page when configured, escaped", async () => {
    const kv = await verified('G-abc123"><script>x</script>');
    for (const path of ["/", "/de/"]) {
      const html = await (await call(path, {}, { SITE_KV: kv })).text();
      expect(verificationMetas(html), path).toEqual([
        '<meta name="google-site-verification" content="G-abc123&quot;&gt;&lt;script&gt;x&lt;/script&gt;"/>',
      ]);
    }
  });

  it("is on the home page only (the page Google reads), and absent when not configured", async () => {
    const configured = await verified("G-abc123");
    expect(verificationMetas(await (await call("/Photo-books/", {}, { SITE_KV: configured })).text())).toEqual([]);
    expect(verificationMetas(await (await call("/", {}, { SITE_KV: await verified("") })).text())).toEqual([]);
    expect(verificationMetas(await (await call("/", {}, { SITE_KV: await verified("  ") })).text())).toEqual([]);
  });
});
