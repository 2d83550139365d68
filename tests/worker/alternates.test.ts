import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import { sitemapKvKey, type SitemapUrls } from "../../kv-schemas/sitemap";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, fakeUpstream, kvEntry, memoryKv, ORIGIN } from "./helpers";

/** hreflang links in a page's head, in document order: [hreflang, href]. */
const alternatesIn = (html: string): [string, string][] =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, m[2]!]);

/** The emulator behind a counter of the Store API calls the Worker makes. */
function countingEmulator() {
  const emulator = (env as unknown as Bindings).STORE_API!;
  const paths: string[] = [];
  const upstream = fakeUpstream((request) => {
    paths.push(new URL(request.url).pathname);
    return emulator.fetch(request);
  });
  return { upstream, paths };
}

const SHOPPER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
const CATEGORY = "/Photo-books/";
const PRODUCT = "/Classic-hardcover-photo-book-20-20-cm/ES10003/";
const LANDING = "/Christmas-gifts/";

describe("hreflang alternates for every visitor, from the sitemaps in KV (issue 12)", () => {
  let config: SiteConfig;
  /** KV values as the Worker keeps them once the sitemaps are built (the sitemap files build every language's). */
  let warm: Record<string, string>;
  const domain = (locale: string) => config.domains.find((d) => d.locale === locale)!;
  const sitemapOf = (locale: string): SitemapUrls => JSON.parse(warm[sitemapKvKey(domain(locale).id)]!).value;
  /** A KV of its own (values fresh in an isolate are kept per namespace), with some sitemaps changed. */
  const kvWith = (sitemaps: Record<string, SitemapUrls> = {}) =>
    memoryKv({
      ...warm,
      ...Object.fromEntries(
        Object.entries(sitemaps).map(([locale, value]) => [sitemapKvKey(domain(locale).id), kvEntry(value)]),
      ),
    });
  /** A sitemap without the page found at `path` in it. */
  const without = (locale: string, page: string): SitemapUrls => ({
    ...sitemapOf(locale),
    urls: sitemapOf(locale).urls.filter((u) => u.page !== page),
  });
  const pageAt = (path: string) => sitemapOf("en-GB").urls.find((u) => u.path === path)!.page!;

  beforeAll(async () => {
    config = await emulatorSiteConfig();
    const kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(config) });
    expect((await call("/sitemap-en-GB.xml", {}, { SITE_KV: kv })).status).toBe(200);
    warm = Object.fromEntries(kv.data);
    for (const d of config.domains) expect(warm[sitemapKvKey(d.id)], d.locale).toBeDefined();
  });

  it.each([
    ["category", CATEGORY, /^http:\/\/shop\.test\/de\/Fotobuecher\/$/],
    ["product", PRODUCT, /^http:\/\/shop\.test\/de\/[^/]+\/ES10003\/$/],
    ["landing", LANDING, /^http:\/\/shop\.test\/de\/Weihnachtsgeschenke\/$/],
  ])(
    "a %s page names itself in every language and x-default, for shoppers and crawlers alike, without a Store API call for them",
    async (_kind, path, german) => {
      for (const userAgent of [SHOPPER, CRAWLER]) {
        const { upstream, paths } = countingEmulator();
        const response = await call(
          path,
          { headers: { "user-agent": userAgent } },
          { SITE_KV: kvWith(), STORE_API: upstream },
        );
        expect(response.status).toBe(200);
        const alternates = new Map(alternatesIn(await response.text()));
        expect([...alternates.keys()], userAgent).toEqual(["en-GB", "de-DE", "uk-UA", "x-default"]);
        expect(alternates.get("en-GB")).toBe(`${ORIGIN}${path}`);
        expect(alternates.get("x-default")).toBe(`${ORIGIN}${path}`);
        expect(alternates.get("de-DE")).toMatch(german);
        // Valid absolute URLs: the Ukrainian path (Cyrillic on the landing page) percent-encoded.
        expect(alternates.get("uk-UA")).toMatch(/^http:\/\/shop\.test\/uk\/[\x21-\x7e]+\/$/);
        for (const href of alternates.values()) expect(new URL(href).href).toBe(href);
        expect(paths).not.toContain("/store-api/seo-url");
      }
    },
  );

  it("a page in another language names the default language's URL as x-default", async () => {
    const html = await (await call("/de/Fotobuecher/", {}, { SITE_KV: kvWith() })).text();
    const alternates = new Map(alternatesIn(html));
    expect(alternates.get("de-DE")).toBe(`${ORIGIN}/de/Fotobuecher/`);
    expect(alternates.get("en-GB")).toBe(`${ORIGIN}${CATEGORY}`);
    expect(alternates.get("x-default")).toBe(`${ORIGIN}${CATEGORY}`);
  });

  it("a page that exists in its own language only has no alternates", async () => {
    const page = pageAt(CATEGORY);
    const html = await (
      await call(
        CATEGORY,
        {},
        { SITE_KV: kvWith({ "de-DE": without("de-DE", page), "uk-UA": without("uk-UA", page) }) },
      )
    ).text();
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${CATEGORY}"/>`);
    expect(alternatesIn(html)).toEqual([]);
  });

  it("only the languages that have the page; without the default language's, no x-default", async () => {
    const page = pageAt(PRODUCT);
    const kv = kvWith({ "en-GB": without("en-GB", page) });
    const german = sitemapOf("de-DE").urls.find((u) => u.page === page)!.path;
    const html = await (await call(`/de${german}`, {}, { SITE_KV: kv })).text();
    expect(alternatesIn(html).map(([lang]) => lang)).toEqual(["de-DE", "uk-UA"]);
  });

  it("does not wait for sitemaps nobody built yet: the page goes without alternates, builds them in the background, and the next one has them", async () => {
    const kv = memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry(config),
      [sitemapKvKey(domain("uk-UA").id)]: kvEntry({ urls: [{ path: "no-slash" }], truncated: false }),
    });
    const first = await (await call(CATEGORY, {}, { SITE_KV: kv })).text();
    expect(first).toContain('<h1 class="page__title">Photo books</h1>');
    expect(alternatesIn(first)).toEqual([]);
    // call() waits for the request's waitUntil work: every language's sitemap is kept now, the invalid one replaced.
    for (const d of config.domains)
      expect(JSON.parse(kv.data.get(sitemapKvKey(d.id)) ?? "null")?.value.urls.length, d.locale).toBeGreaterThan(60);
    const next = await (await call(CATEGORY, {}, { SITE_KV: kv })).text();
    expect(alternatesIn(next).map(([lang]) => lang)).toEqual(["en-GB", "de-DE", "uk-UA", "x-default"]);
  });
});
