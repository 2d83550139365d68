import { beforeAll, describe, expect, it } from "vitest";
import deDE from "../../app/i18n/locales/de-DE.json" with { type: "json" };
import enGB from "../../app/i18n/locales/en-GB.json" with { type: "json" };
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { call, emulatorSiteConfig, kvEntry, memoryKv, ORIGIN } from "./helpers";

/**
 * What a crawler reads in a page's head: the canonical URL, the languages, the description, Open Graph
 * data and JSON-LD. All of it is in the server's HTML, which crawlers read without running scripts, so
 * these were browser tests with JavaScript off and now read the answer itself (tests/e2e/catalogue.spec.ts
 * keeps the head after hydration and client-side navigation).
 */
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PRODUCT = "/Classic-hardcover-photo-book-20-20-cm/ES10003/";

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The attributes of each `<meta>` and `<link>` tag in the document's head, in document order. */
function headTags(html: string): { tag: string; attributes: Record<string, string> }[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<(meta|link)\s([^>]*?)\/?>/g)].map((m) => ({
    tag: m[1]!,
    attributes: Object.fromEntries([...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  }));
}

/** The value of the head's one tag whose attribute `key` is `value` (`rel`, `name`, `property`, `hrefLang`). */
function headValue(
  html: string,
  tag: "meta" | "link",
  key: string,
  value: string,
  extra: Record<string, string> = {},
): string | undefined {
  const found = headTags(html).filter(
    (t) =>
      t.tag === tag && t.attributes[key] === value && Object.entries(extra).every(([k, v]) => t.attributes[k] === v),
  );
  expect(found.length, `<${tag} ${key}="${value}"> in the head`).toBeLessThanOrEqual(1);
  return found[0]?.attributes[tag === "meta" ? "content" : "href"];
}

/** The page's JSON-LD items, wherever they are in the page. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe("what crawlers read in a page's head", () => {
  // hreflang comes from the sitemaps the Worker keeps in KV: the first sitemap request builds them.
  let kv: ReturnType<typeof memoryKv>;
  const page = (path: string, userAgent = CRAWLER) =>
    call(path, { headers: { "user-agent": userAgent } }, { SITE_KV: kv });
  beforeAll(async () => {
    kv = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()) });
    expect((await call("/sitemap-en-GB.xml", {}, { SITE_KV: kv })).status).toBe(200);
  });

  it("a product page tells crawlers its canonical URL, languages, Open Graph data and JSON-LD", async () => {
    const response = await page(`${PRODUCT}?utm_source=test`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(headValue(html, "link", "rel", "canonical")).toBe(`${ORIGIN}${PRODUCT}`);
    expect(headValue(html, "meta", "name", "description")).toMatch(/.{20,}/);
    expect(headValue(html, "link", "hrefLang", "en-GB", { rel: "alternate" })).toBe(`${ORIGIN}${PRODUCT}`);
    expect(headValue(html, "link", "hrefLang", "de-DE", { rel: "alternate" })).toMatch(
      new RegExp(`^${ORIGIN}/de/.+/ES10003/$`),
    );
    expect(headValue(html, "link", "hrefLang", "uk-UA", { rel: "alternate" })).toMatch(
      new RegExp(`^${ORIGIN}/uk/.+/ES10003/$`),
    );
    expect(headValue(html, "link", "hrefLang", "x-default", { rel: "alternate" })).toBe(`${ORIGIN}${PRODUCT}`);
    expect(headValue(html, "meta", "property", "og:type")).toBe("product");
    expect(headValue(html, "meta", "property", "og:image")).toMatch(/^http.+\.svg$/);
    // The product's JSON-LD comes with its buy box (its offer is the buy box's): search engines read it anywhere in the page.
    const jsonLd = jsonLdOf(html);
    const product = jsonLd.find((item) => item["@type"] === "Product") as
      | {
          offers: { price: string; priceCurrency: string; availability: string };
          aggregateRating?: { reviewCount: number };
          sku: string;
        }
      | undefined;
    expect(product?.sku).toBe("ES10003");
    expect(product?.offers.priceCurrency).toBe("EUR");
    expect(Number(product?.offers.price)).toBeGreaterThan(0);
    expect(product?.offers.availability).toBe("https://schema.org/InStock");
    expect(product?.aggregateRating?.reviewCount).toBeGreaterThan(0);
    const crumbs = jsonLd.find((item) => item["@type"] === "BreadcrumbList") as
      | { itemListElement: { name: string }[] }
      | undefined;
    expect(crumbs?.itemListElement.map((i) => i.name)).toEqual([
      "Photo books",
      "Hardcover",
      "Classic",
      "Classic hardcover photo book 20 × 20 cm",
    ]);
  });

  it("listing pages: page 2 is canonical with its page, filters are not; home has Organization data", async () => {
    const shopper =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";
    const listing = await (await page("/Photo-books/?p=2&order=price-desc", shopper)).text();
    expect(headValue(listing, "link", "rel", "canonical")).toBe(`${ORIGIN}/Photo-books/?p=2`);
    const home = await (await page("/de/", shopper)).text();
    expect(headValue(home, "link", "rel", "canonical")).toBe(`${ORIGIN}/de/`);
    expect(headValue(home, "meta", "name", "description")).toMatch(/^Fotobücher, Kalender/);
    expect(headValue(home, "link", "hrefLang", "x-default", { rel: "alternate" })).toBe(`${ORIGIN}/`);
    expect(jsonLdOf(home).map((item) => item["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  });

  it("a page without a description of its own carries the shop's default, in the page's language (Shopware's general.metaDescription)", async () => {
    const english = (enGB as { general: { metaDescription: string } }).general.metaDescription;
    const german = (deDE as { general: { metaDescription: string } }).general.metaDescription;
    // The Software category has neither a meta description nor a description; the cart is a fixed route.
    for (const [path, text] of [
      ["/Software/", english],
      ["/cart/", english],
      ["/de/Software/", german],
      ["/de/cart/", german],
    ] as const) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(headValue(html, "meta", "name", "description"), path).toBe(text);
      expect(headValue(html, "meta", "property", "og:description"), path).toBe(text);
    }
    // A page's own description still wins.
    expect(headValue(await (await page("/Photo-books/")).text(), "meta", "name", "description")).toMatch(
      /^Turn your favourite moments into a book/,
    );
  });
});
