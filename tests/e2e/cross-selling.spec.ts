import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, registerByRequest, shopFault, test, withoutJavaScript } from "./fixtures";

/** A product without a layout (Shopware's default product page): design software, its licences go well with it. */
const VECTORLY = { path: "/Vectorly/ES10055/", number: "ES10055", name: "Vectorly" };
/** A product whose layout (the emulator's compact one) has no cross-selling element. */
const POSTER = { path: "/Photo-poster-30-30-cm/ES10035/", number: "ES10035", name: "Photo poster 30 × 30 cm" };
/** A product whose layout has the cross-selling element: the element shows the groups, the page not again. */
const STUDIO = { path: "/PixelForge-Studio/ES10051/", name: "PixelForge Studio" };

const PHONE = { width: 390, height: 844 };
/** "Add to cart", or a print product's "Design now". */
const BUY_BUTTON = ".buy-box__form button[type=submit], .buy-box__design";
/** A shopper's browser: Playwright's own user agent (HeadlessChrome) is a crawler's, which gets the page whole. */
const SHOPPERS_BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const group = (page: Page, name: string) => page.getByRole("region", { name });
const main = (page: Page) => page.getByRole("main");

/** The product's id as the shop knows it, by its number. */
const productId = (page: Page, productNumber: string) =>
  page.evaluate(async (value) => {
    const found = (await (
      await fetch("/store-api/product", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ filter: [{ type: "equals", field: "productNumber", value }] }),
      })
    ).json()) as { elements: { id: string }[] };
    return found.elements[0]!.id;
  }, productNumber);

/** Page coordinates of an element's top and bottom. */
const extent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const box = e.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    });

test.describe("cross-selling on a product page without a cross-selling element", () => {
  test("no layout: the groups and their products are shown at the foot of the page, and their links lead to the products", async ({
    page,
    problems,
  }) => {
    await page.goto(VECTORLY.path);
    await hydrated(page);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(VECTORLY.name);
    const similar = group(page, "Similar products");
    const goesWith = group(page, "Goes well with");
    await expect(similar.getByRole("heading", { name: "Similar products" })).toBeVisible();
    await expect(similar.getByRole("heading", { name: "PixelForge Studio" })).toBeVisible();
    await expect(similar.getByRole("heading", { name: VECTORLY.name })).toHaveCount(0);
    await expect(goesWith.getByRole("heading", { name: "Single user licence (1 year)" })).toBeVisible();
    // After the description and the reviews: the last part of the page.
    const reviews = await extent(page, ".product-detail");
    expect((await extent(page, ".product-cross-selling")).top).toBeGreaterThanOrEqual(reviews.bottom);

    expect((await new AxeBuilder({ page }).include(".product-cross-selling").analyze()).violations).toEqual([]);

    await goesWith
      .getByRole("link", { name: /Single user licence \(1 year\)/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/Single-user-licence-1-year\/ES10057\/$/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Single user licence (1 year)");
    expect(problems).toEqual([]);
  });

  test("a layout without the element: the groups follow the layout; a layout with it shows them once", async ({
    page,
    problems,
  }) => {
    await page.goto(POSTER.path);
    await hydrated(page);
    await expect(
      group(page, "Similar products").getByRole("heading", { name: "Photo poster A3 landscape" }),
    ).toBeVisible();
    await expect(group(page, "Goes well with").getByRole("listitem").first()).toBeVisible();
    await expect(page.locator(".product-cross-selling")).toHaveCount(1);

    // A page whose layout has the element: its groups, once.
    await page.goto(STUDIO.path);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Similar products" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Goes well with" })).toHaveCount(1);
    await expect(page.locator(".product-cross-selling")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a client navigation to the product brings its groups with the page", async ({ page, problems }) => {
    await page.goto(STUDIO.path);
    await hydrated(page);
    await group(page, "Similar products")
      .getByRole("link", { name: /Vectorly/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${VECTORLY.path}$`));
    await expect(group(page, "Similar products").getByRole("heading", { name: "PixelForge Studio" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Similar products" })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test("without JavaScript the groups are in the page, their links plain links", async ({ browser }) => {
    // A shopper's browser, not a crawler's (which waits for the whole page): ready with the page, the groups are in it.
    await withoutJavaScript(
      browser,
      async (page) => {
        for (const product of [VECTORLY, POSTER]) {
          await page.goto(product.path);
          await expect(group(page, "Similar products").getByRole("listitem").first()).toBeVisible();
          await expect(group(page, "Goes well with").getByRole("listitem").first()).toBeVisible();
        }
        await group(page, "Goes well with").getByRole("link").first().click();
        await expect(page).toHaveURL(/\/ES100(2[7-9]|3[01])\/$/);
      },
      { userAgent: SHOPPERS_BROWSER },
    );
  });

  test("on a phone the price and the buy button stay in the first screen; the groups come further down", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    for (const product of [VECTORLY, POSTER]) {
      await page.goto(product.path);
      await hydrated(page);
      await expect(page.locator(".product-cross-selling .product-slider").first()).toBeVisible();
      const button = await extent(page, BUY_BUTTON);
      const price = await extent(page, ".buy-box .price");
      expect(button.bottom, product.path).toBeLessThanOrEqual(PHONE.height);
      expect(price.bottom, product.path).toBeLessThanOrEqual(PHONE.height);
      expect((await extent(page, ".product-cross-selling")).top, product.path).toBeGreaterThan(PHONE.height);
    }
  });

  test.describe("in a shopper's browser (the page streams)", () => {
    test.use({ userAgent: SHOPPERS_BROWSER });

    test("a slow cross-selling answer does not hold the product back: price and buy button first, the groups later", async ({
      page,
      baseURL,
      problems,
    }) => {
      // A customer's page is rendered for them (no edge cache), so it meets the shop's slowness.
      await page.goto("/");
      await registerByRequest(page, `cross-selling-${Date.now()}@example.com`, baseURL);
      const id = await productId(page, VECTORLY.number);
      const delayMs = 4000;
      await shopFault(page, { method: "POST", path: `/store-api/product/${id}/cross-selling`, delayMs });
      // `wrangler dev` holds a gzip-encoded answer back until it has ended, where deployed Workers stream it
      // (cloudflare/workers-sdk#6577): the page is asked for as the shop's edge sends it, unencoded here.
      await page.setExtraHTTPHeaders({ "Accept-Encoding": "identity" });
      const started = Date.now();
      await page.goto(VECTORLY.path, { waitUntil: "commit" });
      await expect(page.locator(BUY_BUTTON)).toBeVisible();
      const buyButtonAfter = Date.now() - started;
      await expect(group(page, "Similar products").getByRole("listitem").first()).toBeVisible({ timeout: 15_000 });
      const groupsAfter = Date.now() - started;
      expect(buyButtonAfter).toBeLessThan(delayMs / 2);
      expect(groupsAfter).toBeGreaterThanOrEqual(delayMs);
      // Streamed into place, then hydrated: once, and its links work.
      await hydrated(page);
      await expect(page.getByRole("heading", { name: "Similar products" })).toHaveCount(1);
      await group(page, "Similar products")
        .getByRole("link", { name: /PixelForge Studio/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/PixelForge-Studio\/ES10051\/$/);
      expect(problems).toEqual([]);
      test
        .info()
        .annotations.push({ type: "timing", description: `buy button ${buyButtonAfter} ms, groups ${groupsAfter} ms` });
    });
  });
});
