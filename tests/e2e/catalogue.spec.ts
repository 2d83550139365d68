import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import deDE from "../../app/i18n/locales/de-DE.json" with { type: "json" };
import enGB from "../../app/i18n/locales/en-GB.json" with { type: "json" };
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test } from "./fixtures";

/** Unit prices of the listing's cards, in order ("from €12.90" and "€12.90" alike). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".listing__grid .product-card .price__current").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9.,]/g, "").replace(",", ".")));
}

/**
 * Prices of the cards without graduated prices: Shopware sorts by the price of one piece but shows
 * "from" the lowest graduated price, so only single prices show the sort order.
 */
async function singlePrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator(".listing__grid .product-card .price__current")
    .evaluateAll((nodes) => nodes.filter((n) => !n.querySelector(".price__from")).map((n) => n.textContent ?? ""));
  return texts.map((text) => Number(text.replace(/[^0-9.,]/g, "").replace(",", ".")));
}

const filters = (page: Page) => page.getByRole("form", { name: "Filter" });
/** The URL changes when the new state's data is loaded; the listing shows it right after. */
const settled = (page: Page) => expect(page.locator(".listing")).not.toHaveAttribute("aria-busy", "true");
const cards = (page: Page) => page.locator(".listing__grid > li");

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("catalogue", () => {
  test("home → category → filter, sort and page 2 → reload keeps the state → product → add to cart", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Software", exact: true })
      .click();
    await expect(page).toHaveURL(/\/Software\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Software" })).toBeVisible();
    await expect(page.getByText("12 products")).toBeVisible();
    await expect(cards(page)).toHaveCount(10);

    // Filter: the manufacturer (all twelve products are his), then sort by price, descending.
    const manufacturer = filters(page).getByRole("group", { name: "Manufacturer" }).getByRole("checkbox").first();
    await manufacturer.check();
    await expect(page).toHaveURL(/[?&]manufacturer=[0-9a-f]{32}/);
    await expect(manufacturer).toBeChecked();
    await page.getByLabel("Sort by").selectOption({ label: "Price descending" });
    await expect(page).toHaveURL(/[?&]order=price-desc/);
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
    await settled(page);
    const firstPage = await singlePrices(page);
    expect(firstPage.length).toBeGreaterThan(2);
    expect(firstPage).toEqual([...firstPage].sort((a, b) => b - a));

    // Page 2: the two cheapest, still filtered and sorted.
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]p=2/);
    await expect(cards(page)).toHaveCount(2);
    await settled(page);
    const secondPage = await singlePrices(page);
    expect(Math.max(...secondPage)).toBeLessThanOrEqual(Math.min(...firstPage));
    expect(await stillSameWindow(page)).toBe(true);

    // A reload renders the same state on the server.
    const url = page.url();
    await page.reload();
    await hydrated(page);
    expect(page.url()).toBe(url);
    await expect(
      filters(page).getByRole("group", { name: "Manufacturer" }).getByRole("checkbox").first(),
    ).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("price-desc");
    await expect(page.getByRole("navigation", { name: "Pages" }).locator("[aria-current=page]")).toContainText("2");
    expect(await singlePrices(page)).toEqual(secondPage);

    // Back and forward walk through the states.
    await markWindow(page);
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]p=2/);
    await expect(cards(page)).toHaveCount(10);
    await page.goForward();
    await expect(cards(page)).toHaveCount(2);
    expect(await stillSameWindow(page)).toBe(true);

    // The product page, and the cart.
    const product = cards(page).first().getByRole("heading").getByRole("link");
    const name = (await product.textContent())!.trim();
    await product.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${name.replace(/[()]/g, ".")} \\| Edge Print Shop`));
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Software" }),
    ).toBeVisible();
    await page.getByLabel("Quantity").fill("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The product has been added to your cart." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("filters, sorting and paging work without JavaScript, and crawlers get the filtered page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/Photo-books/");
    await expect(page.getByText("17 products")).toBeVisible();
    const colour = filters(page).getByRole("group", { name: "Colour" });
    await colour.getByRole("checkbox", { name: "Blue" }).check();
    await colour.getByRole("checkbox", { name: "Black" }).check();
    await filters(page).getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/properties=[0-9a-f]{32}/);
    await expect(
      filters(page).getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: "Blue" }),
    ).toBeChecked();
    const total = Number((await page.getByRole("status").first().textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(17);
    await expect(page.getByRole("link", { name: "Reset all filters" })).toBeVisible();
    // The price range is sent with its own button.
    await filters(page).getByLabel("From").fill("30");
    await filters(page).getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/min-price=30/);
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(30);
    await context.close();
  });

  test("price range, rating and shipping-free filters narrow the listing and can be reset", async ({
    page,
    problems,
  }) => {
    await page.goto("/Wall-art/");
    await hydrated(page);
    // Fifteen products and the art print, whose three sizes are one card (a variant family).
    await expect(page.getByText("16 products")).toBeVisible();
    await filters(page).getByLabel("From").fill("20");
    await filters(page).getByLabel("To").fill("50");
    await filters(page).getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/min-price=20&max-price=50/);
    await expect(page.getByText("16 products")).toBeHidden();
    await settled(page);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20);
      expect(price).toBeLessThanOrEqual(50);
    }
    await filters(page).getByRole("radio", { name: "At least 4 of 5 stars" }).check();
    await expect(page).toHaveURL(/rating=4/);
    await page.getByRole("link", { name: "Reset all filters" }).click();
    await expect(page).not.toHaveURL(/rating|price/);
    await expect(page.getByText("16 products")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("quick search suggests from the third character and leads to the results page", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    const search = page.getByRole("combobox", { name: "Search the shop" });
    await search.fill("ca");
    await page.waitForTimeout(400);
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await search.fill("calendar");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await expect(options.first()).toContainText(/calendar/i);
    await search.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await search.press("ArrowUp");
    // Escape closes the suggestions (and, in a search field, clears it as browsers do).
    await search.press("Escape");
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await search.fill("calendar");
    await expect(options.first()).toBeVisible();
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?search=calendar$/);
    await expect(page.getByRole("heading", { level: 1, name: "Search results for “calendar”" })).toBeVisible();
    await expect(page).toHaveTitle("Search results for “calendar” | Edge Print Shop");
    await expect(cards(page).first()).toBeVisible();
    // The same sortings apply to search results.
    await page.getByLabel("Sort by").selectOption({ label: "Price ascending" });
    await expect(page).toHaveURL(/search=calendar.*order=price-asc/);
    await settled(page);
    const prices = await singlePrices(page);
    expect(prices.length).toBeGreaterThan(2);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // A suggestion chosen with the keyboard opens its product.
    await search.fill("poster");
    // The last term's suggestions stay while the new ones load: wait for the new ones.
    await expect(options.first()).toContainText(/poster/i);
    const first = (await options.first().locator(".quick-search__name").textContent())!;
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: first })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a product in /de/ shows German texts under its German SEO URL", async ({ page, problems }) => {
    await page.goto("/de/Fotobuecher/Hardcover/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Hardcover" })).toBeVisible();
    await expect(page.getByText(/\d+ Produkte/)).toBeVisible();
    await cards(page).first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/de\/[A-Za-z0-9-]+\/ES\d+\/$/);
    expect(decodeURI(new URL(page.url()).pathname)).toMatch(/Fotobuch/);
    await expect(page.getByRole("heading", { name: "Beschreibung" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Jetzt gestalten" })).toHaveAttribute(
      "href",
      /^\/de\/editor\/\?productFamilyId=\d+&moduleId=\w+/,
    );
    await expect(page.getByText("Preise inkl. MwSt. zzgl. Versandkosten")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    expect(problems).toEqual([]);
  });

  test("a listing's prices say whether they include VAT: incl. for a guest, excl. for a net-price customer group", async ({
    page,
    problems,
  }) => {
    await page.goto("/Software/");
    const grid = page.locator(".listing__grid");
    await expect(grid.locator(".product-card").first()).toBeVisible();
    const count = await grid.locator(".product-card").count();
    await expect(grid.locator(".product-card__tax")).toHaveCount(count);
    await expect(grid.getByText("incl. VAT", { exact: true })).toHaveCount(count);
    await registerInPage(page, `net-listing-${Date.now()}@example.com`, { business: true });
    await page.goto("/Software/");
    await hydrated(page);
    await expect(grid.getByText("excl. VAT", { exact: true })).toHaveCount(count);
    await expect(grid.getByText("incl. VAT", { exact: true })).toHaveCount(0);
    // In German too, and after a client-side navigation to the next listing.
    await page.goto("/de/Software/");
    await hydrated(page);
    await expect(grid.getByText("zzgl. MwSt.", { exact: true }).first()).toBeVisible();
    await page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Kalender", exact: true })
      .click();
    await expect(page).toHaveURL(/\/de\/Kalender\/$/);
    await expect(grid.getByText("zzgl. MwSt.", { exact: true })).toHaveCount(
      await grid.locator(".product-card").count(),
    );
    await expect(grid.getByText("inkl. MwSt.", { exact: true })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a print product leads to the editor with its family and module", async ({ page }) => {
    await page.goto("/Photo-books/Hardcover/");
    await cards(page).first().getByRole("heading").getByRole("link").click();
    const design = page.getByRole("link", { name: "Design now" });
    await expect(design).toHaveAttribute("href", /^\/editor\/\?productFamilyId=10\d&moduleId=photobook$/);
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    await design.click();
    await expect(page).toHaveTitle("Design your product | Edge Print Shop");
  });

  test("the landing page renders every CMS element; videos load only after consent", async ({ page, problems }) => {
    await page.goto("/Christmas-gifts/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Christmas gifts" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Gift ideas" }).locator(".product-card")).toHaveCount(5);
    const slider = page.getByRole("region", { name: "Images" });
    await expect(slider.getByRole("group").or(slider.locator("[aria-roledescription=slide]"))).toHaveCount(3);
    await slider.getByRole("button", { name: "Show slide 2" }).click();
    await expect(slider.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    await expect(page.locator(".cms-slot--product-box .product-card")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Gift wrapping" })).toBeVisible();
    expect(await page.locator(".cms-html script").count()).toBe(0);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Play video from YouTube" }).click();
    await expect(page.locator("iframe[src^='https://www.youtube-nocookie.com/embed/']")).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("the contact form checks input and sends the message", async ({ page, problems }) => {
    await page.goto("/Customer-service/Contact/");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please fill in this field.").first()).toBeVisible();
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("E-mail address").fill("ada@example");
    await form.getByLabel("Subject").fill("My order");
    await form.getByLabel("Your message").fill("Too short");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(form.getByText("Please write at least 15 characters.")).toBeVisible();
    await expect(form.getByLabel("Subject")).toHaveValue("My order");
    await form.getByLabel("E-mail address").fill("ada@example.com");
    await form.getByLabel("Your message").fill("Where is my photo book? Order 10001.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you for your message." })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("no page is wider than the screen, on a phone or a desktop (sliders scroll inside themselves)", async ({
    browser,
  }) => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const path of [
        "/",
        "/Photo-books/",
        "/Classic-hardcover-photo-book-20-20-cm/ES10003/",
        "/Christmas-gifts/",
        "/search/?search=photo",
      ]) {
        await page.goto(path);
        await hydrated(page);
        const { scroll, client } = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(scroll, `${path} at ${width}px`).toBeLessThanOrEqual(client);
      }
      await context.close();
    }
  });

  for (const [name, path] of [
    ["category", "/Photo-books/?properties=0807e44272f5a213f6b7afc28c45e993"],
    ["product", "/Classic-hardcover-photo-book-20-20-cm/ES10003/"],
    ["search", "/search/?search=photo"],
    ["landing page", "/Christmas-gifts/"],
  ] as const) {
    test(`the ${name} page has no accessibility violations (axe)`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(await axe(page)).toEqual([]);
    });
  }
});

test.describe("SEO", () => {
  // hreflang comes from the sitemaps the Worker keeps (a page view that finds none builds them in the background).
  test.beforeAll(async ({ request }) => {
    expect((await request.get("/sitemap-en-GB.xml")).status()).toBe(200);
  });

  // What a crawler reads in the server's HTML (canonical URLs, hreflang, descriptions, Open Graph, JSON-LD)
  // needs no browser: tests/worker/seo-head.test.ts. Here: the head as scripts leave it.
  test("after hydration and client-side navigations the head keeps the right description", async ({
    page,
    problems,
  }) => {
    const english = (enGB as { general: { metaDescription: string } }).general.metaDescription;
    const german = (deDE as { general: { metaDescription: string } }).general.metaDescription;
    await page.goto("/Photo-books/");
    await hydrated(page);
    await markWindow(page);
    await page.locator("header").getByRole("link", { name: /^Cart/ }).click();
    await page.getByRole("dialog", { name: "Shopping cart" }).getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    expect(await stillSameWindow(page)).toBe(true);
    await expect(page.locator("head meta[name=description]")).toHaveCount(1);
    await expect(page.locator("head meta[name=description]")).toHaveAttribute("content", english);
    // Another language's pages have their own session route, so their own text.
    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/cart\/$/);
    await expect(page.locator("head meta[name=description]")).toHaveAttribute("content", german);
    await expect(page.locator("head meta[property='og:description']")).toHaveAttribute("content", german);
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("robots.txt points to a sitemap index with one sitemap per language", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /de/checkout/");
    const index = await (await request.get("/sitemap.xml")).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemaps).toEqual([
      `${baseURL}/sitemap-en-GB.xml`,
      `${baseURL}/sitemap-de-DE.xml`,
      `${baseURL}/sitemap-uk-UA.xml`,
    ]);
    const german = await (await request.get("/sitemap-de-DE.xml")).text();
    const urls = [...german.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls).toContain(`${baseURL}/de/`);
    expect(urls).toContain(`${baseURL}/de/Fotobuecher/`);
    expect(urls.some((u) => /\/de\/.+\/ES10003\/$/.test(u))).toBe(true);
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) expect(url.startsWith(`${baseURL}/de/`)).toBe(true);
  });
});
