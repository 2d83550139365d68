import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { addLineByRequest, expect, hydrated, test } from "./fixtures";

/** The longest name in the demo shop's software: five lines in the old cart line at 390 px. */
const CLOUD = { id: "dc698db16357b12a475ffd67f861c1fc", name: "Cloud storage 100 GB (1 year)" };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A phone (or desktop) page whose consent bar stays away: the first screen is the shop's. */
async function pageOf(browser: Browser, baseURL: string | undefined, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  await context.addCookies([{ name: "es-consent", value: "none", url: baseURL ?? "" }]);
  return context.newPage();
}

/** Puts the product in the session's cart through the storefront's Store API proxy. */
async function fillCart(page: Page, quantity = 1): Promise<void> {
  await page.goto("/");
  await addLineByRequest(page, CLOUD.id, quantity);
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
};

/** The stepper's "−", field and "+" and the line's price: their tops within a few pixels. */
async function expectOneRow(line: Locator, name: string) {
  const tops = await Promise.all(
    [
      line.getByRole("button", { name: `Decrease the quantity of ${name}` }),
      line.getByRole("spinbutton", { name: `Quantity of ${name}` }),
      line.getByRole("button", { name: `Increase the quantity of ${name}` }),
      line.locator(".cart-line__total"),
    ].map(async (part) => (await box(part)).y),
  );
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
}

/** Nothing scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe("the cart on a phone", () => {
  test("a line is picture, two lines of title at most, and one row with the stepper and the price; the total and the way on are on the first screen", async ({
    browser,
    baseURL,
  }) => {
    const page = await pageOf(browser, baseURL, PHONE);
    await fillCart(page, 2);
    await page.goto("/cart/");
    await hydrated(page);
    const line = page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem").first();
    const title = line.locator(".cart-line__label");
    await expect(title).toHaveText(CLOUD.name);
    const lineHeight = await title.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
    expect((await box(title)).height).toBeLessThanOrEqual(2 * lineHeight + 1);
    // A name of any length stays within two lines (clamped).
    await title.evaluate((element) => {
      element.textContent = `${element.textContent} `.repeat(6);
    });
    expect((await box(title)).height).toBeLessThanOrEqual(2 * lineHeight + 1);
    await page.reload();
    await hydrated(page);
    await expectOneRow(line, CLOUD.name);

    // The bar: total and the way to checkout within the first screen, the promotion form still on the page.
    const bar = page.locator(".cart-bar");
    await expect(bar.getByText("€49.80")).toBeInViewport();
    await expect(bar.getByRole("link", { name: "Log in and go to checkout" })).toBeInViewport();
    expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual(844);
    await expect(page.getByLabel("Promotion code")).toBeAttached();
    // The bar follows a change at once.
    await line.getByRole("button", { name: `Increase the quantity of ${CLOUD.name}` }).click();
    await expect(bar.getByText("€74.70")).toBeVisible();
    await expect(page.locator(".cart__summary")).toHaveAttribute("aria-busy", "false");
    // Every target is at least 44 × 44 px.
    for (const target of [
      line.getByRole("button", { name: `Decrease the quantity of ${CLOUD.name}` }),
      line.getByRole("button", { name: `Increase the quantity of ${CLOUD.name}` }),
      line.getByRole("spinbutton", { name: `Quantity of ${CLOUD.name}` }),
      line.getByRole("button", { name: `Remove ${CLOUD.name}` }),
      bar.getByRole("link"),
    ]) {
      const { height } = await box(target);
      expect(height).toBeGreaterThanOrEqual(44);
    }
    expect(await line.getByRole("spinbutton").evaluate((element) => getComputedStyle(element).fontSize)).toBe("16px");

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await sideways(page)).toBe(0);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await sideways(page)).toBe(0);
    await expectOneRow(line, CLOUD.name);
    await page.context().close();
  });

  test("the mini cart's lines keep the stepper and the price on one row", async ({ browser, baseURL }) => {
    const page = await pageOf(browser, baseURL, PHONE);
    await fillCart(page);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("link", { name: /^Cart, 1 item/ }).click();
    const dialog = page.getByRole("dialog", { name: "Shopping cart" });
    const line = dialog.getByRole("list", { name: "Products in your cart" }).getByRole("listitem").first();
    await expect(line).toContainText(CLOUD.name);
    await expectOneRow(line, CLOUD.name);
    // Only the cart page has the bar.
    await expect(dialog.locator(".cart-bar")).toHaveCount(0);
    const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBe(0);
    expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
    await page.context().close();
  });

  test("without JavaScript the bar is there and leads on", async ({ browser, baseURL }) => {
    const page = await pageOf(browser, baseURL, PHONE);
    await fillCart(page);
    const plain = await pageOf(browser, baseURL, { ...PHONE, javaScriptEnabled: false });
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto("/cart/");
    const bar = plain.locator(".cart-bar");
    await expect(bar.getByText("€24.90")).toBeInViewport();
    await bar.getByRole("link", { name: "Log in and go to checkout" }).click();
    await expect(plain).toHaveURL(/\/login\/\?redirect=/);
    await plain.context().close();
    await page.context().close();
  });

  test("at 1280 px the summary stands beside the lines and there is no bar", async ({ browser, baseURL }) => {
    const page = await pageOf(browser, baseURL, { viewport: { width: 1280, height: 800 } });
    await fillCart(page);
    await page.goto("/cart/");
    await hydrated(page);
    await expect(page.locator(".cart-bar")).toBeHidden();
    const lines = await box(page.getByRole("list", { name: "Products in your cart" }));
    const summary = await box(page.getByRole("region", { name: "Summary" }));
    expect(summary.x).toBeGreaterThanOrEqual(lines.x + lines.width);
    await expect(
      page.getByRole("region", { name: "Summary" }).getByRole("link", { name: "Log in and go to checkout" }),
    ).toBeInViewport();
    await expectOneRow(
      page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem").first(),
      CLOUD.name,
    );
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.context().close();
  });
});
