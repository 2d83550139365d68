import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { sitemapKvKey } from "../../kv-schemas/sitemap";
import { call, downUpstream, emulatorSiteConfig, fakeUpstream, kvEntry, memoryKv, ORIGIN } from "./helpers";

const BOT = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };
const FOOTER_FOLDER = "/navigation/"; // completed per test from the emulator's navigation

describe("catalogue pages (SSR)", () => {
  it("renders a category's listing with filters, in the state of its query, for crawlers too", async () => {
    const response = await call("/Photo-books/?order=price-asc&limit=24&shipping-free=1", { headers: BOT });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="page__title">Photo books</h1>');
    expect(html).toMatch(/<option value="price-asc" selected="">Price ascending<\/option>/);
    expect(html).toMatch(/<option value="24" selected="">24<\/option>/);
    expect(html).toMatch(/<input type="checkbox" name="shipping-free" checked="" value="1"\/>/);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/Photo-books/"/>');
  });

  it("renders a product page with its buy box, gallery, reviews and structured data", async () => {
    const response = await call("/Classic-hardcover-photo-book-20-20-cm/ES10003/", { headers: BOT });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 class="product-name">Classic hardcover photo book 20 × 20 cm</h1>');
    expect(html).toContain("Design now");
    expect(html).toContain('class="gallery__stage"');
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
    // Its hreflang links (from the sitemaps in KV): tests/worker/alternates.test.ts.
  });

  it("renders search results with the listing, and an empty search as a prompt", async () => {
    const results = await call("/de/search/?search=Kalender");
    expect(results.status).toBe(200);
    const html = await results.text();
    expect(html).toContain("Suchergebnisse für „Kalender“");
    expect(html).toMatch(/class="product-card"/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const empty = await (await call("/search/?search=%20")).text();
    expect(empty).toContain("Enter what you are looking for");
  });

  it("answers 404 for a category that is not a page (invalid-cms-page)", async () => {
    const config = await emulatorSiteConfig();
    const folder = config.salesChannel.footerCategoryId!;
    const response = await call(`${FOOTER_FOLDER}${folder}/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("sends every part in place, so the page is whole without JavaScript (no boundary moved behind the shell)", async () => {
    for (const path of [
      "/",
      "/Photo-books/?limit=48",
      "/Classic-hardcover-photo-book-20-20-cm/ES10003/",
      "/Christmas-gifts/",
    ]) {
      const html = await (await call(path)).text();
      expect(html, path).not.toMatch(/<template id="B:\d+">|<div hidden id="S:\d+">/);
      expect(html, path).toContain('<footer class="site-footer">');
    }
  });

  it("ignores invalid listing parameters instead of failing", async () => {
    const response = await call("/Photo-books/?p=-1&limit=99999&manufacturer=%3Cscript%3E&rating=abc");
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain("<script>");
  });
});

describe("robots.txt and sitemaps", () => {
  it("robots.txt keeps crawlers out of personal pages in every language and names the sitemap index", async () => {
    const response = await call("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Disallow: /checkout/");
    expect(text).toContain("Disallow: /uk/account/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("the index lists one sitemap per language; each lists that language's canonical pages", async () => {
    const index = await (await call("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-de-DE.xml</loc>`);
    const response = await call("/sitemap-uk-UA.xml");
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${ORIGIN}/uk/</loc>`);
    expect(xml).toMatch(/<loc>http:\/\/shop\.test\/uk\/[^<]+\/ES10003\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toMatch(/<loc>http:\/\/shop\.test\/(?!uk\/)/);
    expect(await (await call("/sitemap-fr-FR.xml")).status).toBe(404);
  });

  it("each URL names the same page in the other languages, and x-default (issue 12: xhtml:link alternates)", async () => {
    const xml = await (await call("/sitemap-de-DE.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const home = xml.split("\n").find((line) => line.startsWith(`<url><loc>${ORIGIN}/de/</loc>`)) ?? "";
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="en-GB" href="${ORIGIN}/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="de-DE" href="${ORIGIN}/de/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="uk-UA" href="${ORIGIN}/uk/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`);
    // A product: its German URL, with its English and Ukrainian URLs (each language's own SEO path).
    const product = xml.split("\n").find((line) => /<loc>[^<]+\/ES10003\/<\/loc>/.test(line)) ?? "";
    expect(product).toMatch(/<loc>http:\/\/shop\.test\/de\/[^<]+\/ES10003\/<\/loc>/);
    expect(product).toMatch(/hreflang="en-GB" href="http:\/\/shop\.test\/(?!de\/|uk\/)[^"]+\/ES10003\/"/);
    expect(product).toMatch(/hreflang="uk-UA" href="http:\/\/shop\.test\/uk\/[^"]+\/ES10003\/"/);
  });

  it("keeps a sitemap in KV and serves it from there while the shop is down", async () => {
    const config = await emulatorSiteConfig();
    const english = config.domains.find((d) => d.locale === "en-GB")!;
    const kv = memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry(config),
      [sitemapKvKey(english.id)]: kvEntry({
        urls: [{ path: "/" }, { path: "/Kept-page/", lastmod: "2026-11-01" }],
        truncated: false,
      }),
    });
    const xml = await (await call("/sitemap-en-GB.xml", {}, { STORE_API: downUpstream(), SITE_KV: kv })).text();
    expect(xml).toContain(`<loc>${ORIGIN}/Kept-page/</loc><lastmod>2026-11-01</lastmod>`);
  });

  it("never stores or serves an invalid sitemap; without one it answers 503", async () => {
    const config = await emulatorSiteConfig();
    const english = config.domains.find((d) => d.locale === "en-GB")!;
    const kv = memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry(config),
      [sitemapKvKey(english.id)]: kvEntry({ urls: [{ path: "no-slash" }], truncated: false }),
    });
    const garbage = fakeUpstream(() => Response.json({ elements: [{ seoPathInfo: 42 }] }));
    const response = await call("/sitemap-en-GB.xml", {}, { STORE_API: garbage, SITE_KV: kv });
    expect(response.status).toBe(503);
    expect(JSON.parse(kv.data.get(sitemapKvKey(english.id))!).value.urls[0].path).toBe("no-slash");
  });

  it("reads every page of SEO URLs from the shop", async () => {
    const config = await emulatorSiteConfig();
    const pages: number[] = [];
    const english = config.domains.find((d) => d.locale === "en-GB")!.languageId;
    const upstream = fakeUpstream(async (request) => {
      const body = (await request.json()) as { page: number; limit: number };
      // The other languages' sitemaps are read too (for the alternates); the English one is counted.
      if (request.headers.get("sw-language-id") === english) pages.push(body.page);
      const count = body.page < 3 ? body.limit : 7;
      return Response.json({
        elements: Array.from({ length: count }, (_, i) => ({
          seoPathInfo: `p${body.page}-${i}/`,
          updatedAt: null,
          createdAt: "2026-01-15T09:00:00.000+00:00",
        })),
      });
    });
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) });
    const xml = await (await call("/sitemap-en-GB.xml", {}, { STORE_API: upstream, SITE_KV: kv })).text();
    expect(pages).toEqual([1, 2, 3]);
    expect(xml.match(/<url>/g)).toHaveLength(1 + 500 + 500 + 7);
    expect(xml).toContain(`<loc>${ORIGIN}/p3-6/</loc><lastmod>2026-01-15</lastmod>`);
  });
});
