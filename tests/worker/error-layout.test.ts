import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { call, downUpstream, emulatorSiteConfig, hangingUpstream, kvEntry, memoryKv, ORIGIN } from "./helpers";

/** The parts of the default layout an error page must have (the error page has the default layout). */
function chrome(html: string) {
  return {
    skipLink: /<a class="skip-link" href="#main">/.test(html),
    header: html.match(/<header class="site-header">[\s\S]*?<\/header>/)?.[0] ?? null,
    main: /<main id="main" class="site-main container">/.test(html),
    footer: html.match(/<footer class="site-footer">[\s\S]*?<\/footer>/)?.[0] ?? null,
  };
}

describe("error pages above the layouts have the default layout's header and footer", () => {
  it("the app's error page when the shop is down (the session's boundary): the shop's name home and its store information, nothing that asks the shop", async () => {
    const config = await emulatorSiteConfig();
    for (const upstream of [downUpstream(), hangingUpstream()]) {
      const response = await call(
        "/de/Fotobuecher/",
        {},
        {
          SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) }),
          STORE_API: upstream,
          UPSTREAM_TIMEOUT_MS: "200",
        },
      );
      expect([502, 504]).toContain(response.status);
      const html = await response.text();
      const parts = chrome(html);
      expect(parts.skipLink && parts.main).toBe(true);
      expect(parts.header).toMatch(
        new RegExp(`<a class="logo" href="/de/"[^>]*><span class="logo__text">${config.salesChannel.name}</span></a>`),
      );
      expect(parts.footer).toContain("Shop-Informationen");
      expect(parts.footer).toContain(config.storeInformation.companyAddress.street);
      expect(html).toMatch(/<h1 id="error-status" class="error-page__status">50[24]<\/h1>/);
      // Nothing of the chrome that needs the shop (it is what failed).
      expect(html).not.toContain('class="site-footer__nav"');
      expect(html).not.toContain('aria-label="Main navigation"');
    }
  });

  it("a 404 inside the layout keeps the layout's own header and footer (one of each)", async () => {
    const html = await (await call("/no-such-page/")).text();
    expect(html.match(/<header class="site-header">/g)).toHaveLength(1);
    expect(html.match(/<footer class="site-footer">/g)).toHaveLength(1);
    expect(html).toContain('class="site-footer__nav"');
  });

  it("the Worker's own error page (an overlong URL): the shop's name, home in the page's language, the store information", async () => {
    const config = await emulatorSiteConfig();
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) });
    const response = await call(`/uk/${"a".repeat(3000)}/`, {}, { SITE_KV: kv });
    expect(response.status).toBe(414);
    const html = await response.text();
    const parts = chrome(html);
    expect(parts.skipLink && parts.main).toBe(true);
    expect(html).toContain('<html lang="uk-UA" style="--color-primary:');
    expect(parts.header).toContain(
      `<a class="logo" href="/uk/"><span class="logo__text">${config.salesChannel.name}</span></a>`,
    );
    expect(parts.footer).toContain(config.storeInformation.companyAddress.street);
    expect(parts.footer).toContain(
      `© ${new Date().getUTCFullYear()} ${config.storeInformation.companyAddress.company}`,
    );
    expect(html).toContain(`<title>`);
  });

  it("a refused form post: the same chrome around the 403 page", async () => {
    const response = await call("/de/cart/", {
      method: "POST",
      body: "intent=x",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    const parts = chrome(await response.text());
    expect(parts.header).toContain('<a class="logo" href="/de/">');
    expect(parts.footer).toContain("site-footer__copyright");
  });

  it("without any configuration: a header naming the host, home, and no footer (nothing is known to put in it)", async () => {
    const response = await call("/", {}, { SITE_KV: memoryKv(), STORE_API: downUpstream() });
    expect(response.status).toBe(503);
    const html = await response.text();
    const parts = chrome(html);
    expect(parts.header).toContain(
      `<a class="logo" href="/"><span class="logo__text">${new URL(ORIGIN).host}</span></a>`,
    );
    expect(parts.main).toBe(true);
    expect(parts.footer).toBeNull();
  });
});
