import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, test, withoutJavaScript } from "./fixtures";

/** A download with three images, sold one by one. */
const LICENCE = { path: "/Perpetual-licence/ES10059/", name: "Perpetual licence" };
/** A print product: a gallery, graduated prices and the editor's "Design" button instead of the cart's. */
const BOOK = { path: "/Classic-hardcover-photo-book-A4-portrait/ES10000/" };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The header's height the phone work aims at: the page's own parts are measured as if it were so. */
const HEADER_TARGET = 64;

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const headerCount = (page: Page) => page.locator(".header-entry--cart .badge");
const buyBox = (page: Page) => page.locator(".buy-box");
const buyBar = (page: Page) => page.locator(".buy-bar");
const dots = (page: Page) => page.getByRole("list", { name: "Product images" }).getByRole("link");

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  expect(found, selector).not.toBeNull();
  return found!;
}

/** Page coordinates (not the viewport's), so that the order holds however far the page is scrolled. */
async function top(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
}

test.describe("a product page on a phone", () => {
  test.use(PHONE);

  for (const product of [LICENCE, BOOK]) {
    test(`${product.path}: gallery, name, price and the buy button in the first screen`, async ({ page, problems }) => {
      await page.goto(product.path);
      await hydrated(page);
      const gallery = await top(page, ".gallery");
      const name = await top(page, ".product-name");
      const price = await top(page, ".buy-box .price");
      expect(gallery).toBeLessThan(name);
      expect(name).toBeLessThan(price);
      const header = await box(page, ".site-header");
      const buttonBox = await box(page, ".buy-box__form button[type=submit], .buy-box__design");
      // Where it will be once the header is no taller than it should be: the header's surplus taken off.
      const surplus = Math.max(0, header.height - HEADER_TARGET);
      expect(buttonBox.y + buttonBox.height - surplus).toBeLessThanOrEqual(844);
      // The manufacturer, the description and the reviews follow the buy box.
      const buyBoxBottom = await buyBox(page).evaluate((e) => e.getBoundingClientRect().bottom + window.scrollY);
      expect(await top(page, ".manufacturer-logo")).toBeGreaterThanOrEqual(buyBoxBottom);
      expect(await top(page, ".description-reviews")).toBeGreaterThan(buyBoxBottom);
      expect(problems).toEqual([]);
    });
  }

  test("swiping the gallery moves the current dot; a dot brings its image", async ({ page }) => {
    await page.goto(LICENCE.path);
    await hydrated(page);
    await expect(dots(page)).toHaveCount(3);
    await expect(dots(page).nth(0)).toHaveAttribute("aria-current", "true");
    const track = page.locator(".gallery__stage");
    // A swipe is a scroll of the track (snapping to the next image).
    await track.evaluate((e) => e.scrollTo({ left: e.clientWidth, behavior: "instant" }));
    await expect(dots(page).nth(1)).toHaveAttribute("aria-current", "true");
    await expect(dots(page).nth(0)).not.toHaveAttribute("aria-current", "true");
    await dots(page).nth(2).click();
    await expect(dots(page).nth(2)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => track.evaluate((e) => Math.round(e.scrollLeft / e.clientWidth))).toBe(2);
    // In place: no fragment in the address, the page not scrolled to the gallery.
    expect(new URL(page.url()).hash).toBe("");
  });

  test("the buy bar comes once the buy button is out of view, and adds to the cart", async ({ page, problems }) => {
    await page.goto(LICENCE.path);
    await hydrated(page);
    await expect(buyBar(page)).toBeHidden();
    await page.locator(".description-reviews").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(page.locator(".buy-box__form").getByRole("button", { name: "Add to cart" })).not.toBeInViewport();
    await expect(buyBar(page)).toBeVisible();
    await expect(buyBar(page)).toContainText("€220.90");
    // It keeps its room at the page's foot: scrolled to the end, the last of the page is above it.
    const bar = await box(page, ".buy-bar");
    expect(bar.y + bar.height).toBeLessThanOrEqual(844);
    expect(
      await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingBottom)),
    ).toBeGreaterThanOrEqual(bar.height - 1);
    expect((await new AxeBuilder({ page }).include(".buy-bar").analyze()).violations).toEqual([]);

    await buyBar(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
    await expect(headerCount(page)).toHaveText("1");
    // Back to the top: the buy box's own button is there again, the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(buyBar(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("nothing scrolls sideways at 320 px; no accessibility violations (axe)", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const product of [LICENCE, BOOK]) {
      await page.goto(product.path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
    }
  });

  test("without JavaScript: the gallery scrolls, the dots jump, the buy box adds to the cart", async ({ browser }) => {
    await withoutJavaScript(
      browser,
      async (page) => {
        await page.goto(LICENCE.path);
        await expect(buyBar(page)).toBeHidden();
        const track = page.locator(".gallery__stage");
        await dots(page).nth(1).click();
        await expect.poll(() => track.evaluate((e) => Math.round(e.scrollLeft / e.clientWidth))).toBe(1);
        await page.locator(".buy-box__form").getByRole("button", { name: "Add to cart" }).click();
        await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${LICENCE.path}$`));
      },
      PHONE,
    );
  });
});

test.describe("a product page on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("gallery and buy box side by side; thumbnails, no buy bar", async ({ page }) => {
    await page.goto(LICENCE.path);
    await hydrated(page);
    const gallery = await box(page, ".gallery");
    const buy = await box(page, ".buy-box");
    expect(buy.x).toBeGreaterThanOrEqual(gallery.x + gallery.width);
    expect(buy.y).toBeLessThan(gallery.y + gallery.height);
    await expect(page.locator(".gallery__thumb img").first()).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect(buyBar(page)).toBeHidden();
    expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  });
});
