import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

/** The hreflang links in the page's head: hreflang → href. */
const alternates = async (page: Page): Promise<Record<string, string>> =>
  Object.fromEntries(
    await page
      .locator("head link[rel=alternate][hreflang]")
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
  );

test.describe("hreflang for every visitor (issue 12)", () => {
  // The alternates come from the sitemaps the Worker keeps in KV; the first sitemap request (or a
  // page view that finds none, in the background) builds them.
  test.beforeAll(async ({ request }) => {
    expect((await request.get("/sitemap-en-GB.xml")).status()).toBe(200);
  });

  for (const [kind, path, german] of [
    ["category", "/Photo-books/", /\/de\/Fotobuecher\/$/],
    ["product", "/Classic-hardcover-photo-book-20-20-cm/ES10003/", /\/de\/[^/]+\/ES10003\/$/],
    ["landing", "/Christmas-gifts/", /\/de\/Weihnachtsgeschenke\/$/],
  ] as const) {
    test(`a shopper's browser (not a crawler) gets the ${kind} page's alternates in every language and x-default`, async ({
      page,
      baseURL,
      problems,
    }) => {
      expect(await page.evaluate(() => navigator.userAgent)).not.toMatch(/bot|crawl|spider/i);
      await page.goto(path);
      const links = await alternates(page);
      expect(Object.keys(links)).toEqual(["en-GB", "de-DE", "uk-UA", "x-default"]);
      expect(links["en-GB"]).toBe(`${baseURL}${path}`);
      expect(links["x-default"]).toBe(`${baseURL}${path}`);
      expect(links["de-DE"]).toMatch(new RegExp(`^${baseURL}${german.source}`));
      expect(links["uk-UA"]).toMatch(new RegExp(`^${baseURL}/uk/[\\x21-\\x7e]+/$`));
      // Each one is a page of this shop in its language.
      const germanPage = await page.request.get(links["de-DE"]!);
      expect(germanPage.status()).toBe(200);
      expect(await germanPage.text()).toContain(`hrefLang="en-GB" href="${baseURL}${path}"`);
      await hydrated(page);
      expect(problems).toEqual([]);
    });
  }

  test("a client-side navigation keeps no alternates of the page it came from", async ({ page, baseURL }) => {
    await page.goto("/Photo-books/");
    await hydrated(page);
    expect((await alternates(page))["de-DE"]).toBe(`${baseURL}/de/Fotobuecher/`);
    await markWindow(page);
    await page.locator(".listing__grid .product-card a").first().click();
    await expect(page.locator(".product-name")).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    const links = Object.values(await alternates(page));
    expect(links).not.toContain(`${baseURL}/de/Fotobuecher/`);
    expect(links).not.toContain(`${baseURL}/Photo-books/`);
  });
});

test("each language's sitemap is well-formed XML whose alternates are absolute URLs of the shop", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/");
  for (const locale of ["en-GB", "de-DE", "uk-UA"]) {
    const xml = await (await request.get(`/sitemap-${locale}.xml`)).text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const urls = [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        urls: urls.length,
        alternates: urls.flatMap((url) =>
          [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) => ({
            rel: l.getAttribute("rel"),
            hreflang: l.getAttribute("hreflang"),
            href: l.getAttribute("href"),
          })),
        ),
        withAlternates: urls.filter(
          (url) => url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length > 0,
        ).length,
      };
    }, xml);
    expect(parsed.errors, locale).toBe(0);
    expect(parsed.urls, locale).toBeGreaterThan(60);
    // Every page of the demo shop exists in all three languages: four links (three and x-default) each.
    expect(parsed.withAlternates, locale).toBe(parsed.urls);
    expect(parsed.alternates).toHaveLength(parsed.urls * 4);
    for (const link of parsed.alternates) {
      expect(link.rel).toBe("alternate");
      expect(["en-GB", "de-DE", "uk-UA", "x-default"]).toContain(link.hreflang);
      expect(new URL(link.href!).origin).toBe(baseURL);
      expect(new URL(link.href!).href).toBe(link.href);
    }
  }
});
