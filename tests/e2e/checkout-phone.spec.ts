import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Locator, Page } from "@playwright/test";
import { addLineByRequest, expect, hydrated, orderCount, registerInPage, test } from "./fixtures";

/** €24.90 with free standard shipping. */
const CLOUD_ID = "dc698db16357b12a475ffd67f861c1fc";
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A new customer with the product in the cart, in a context whose consent bar stays away. */
async function customerWithCart(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions,
): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL });
  await context.addCookies([{ name: "es-consent", value: "none", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto("/");
  await registerInPage(page, `checkout-phone-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`);
  await addLineByRequest(page, CLOUD_ID);
  return page;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
};

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The fold at the top: the toggle with the total, then the lines and totals once open, and closed again. */
async function expectSummaryFolds(page: Page) {
  const toggle = page.locator("summary", { hasText: "Show order summary" });
  await expect(toggle).toContainText("€24.90");
  await expect(toggle).toBeInViewport();
  expect((await box(toggle)).y).toBeLessThan(300);
  const lines = page.locator(".checkout-lines");
  await expect(lines).toBeHidden();
  await toggle.click();
  await expect(page.locator("summary", { hasText: "Hide order summary" })).toBeVisible();
  await expect(lines).toContainText("Cloud storage 100 GB (1 year)");
  await expect(page.locator(".checkout__summary [data-total=total]")).toHaveText("€24.90");
  await page.locator("summary", { hasText: "Hide order summary" }).click();
  await expect(lines).toBeHidden();
  await expect(toggle).toBeVisible();
}

test.describe("checkout on a phone", () => {
  test("the summary folds at the top with the total; the sticky Place order needs the terms and places one order", async ({
    browser,
    baseURL,
  }) => {
    const page = await customerWithCart(browser, baseURL, PHONE);
    await page.goto("/checkout/");
    await hydrated(page);
    await expectSummaryFolds(page);

    // The bar with the total and "Place order" is on the first screen, above the steps that scroll by.
    const place = page.getByRole("button", { name: "Place order" });
    await expect(place).toBeInViewport();
    const bar = page.locator(".checkout-order__bar");
    await expect(bar).toContainText("€24.90");
    expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual(844);
    expect((await box(place)).height).toBeGreaterThanOrEqual(44);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.locator("summary", { hasText: "Show order summary" }).click();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Without the terms the browser keeps the order back.
    await place.click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect(await orderCount(page)).toBe(0);

    expect(await sideways(page)).toBe(0);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await sideways(page)).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByLabel(/accept the terms and conditions/).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(place).toBeInViewport();
    await place.dblclick();
    await expect(page).toHaveURL(/\/order-success\/\?orderId=[0-9a-f]{32}$/);
    expect(await orderCount(page)).toBe(1);
    await page.context().close();
  });

  test("without JavaScript the summary opens and closes and the sticky Place order places the order", async ({
    browser,
    baseURL,
  }) => {
    const setup = await customerWithCart(browser, baseURL, PHONE);
    const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
    await context.addCookies(await setup.context().cookies());
    const page = await context.newPage();
    await page.goto("/checkout/");
    await expectSummaryFolds(page);
    await expect(page.getByRole("button", { name: "Place order" })).toBeInViewport();
    await page.getByLabel(/accept the terms and conditions/).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-success\//);
    expect(await orderCount(setup)).toBe(1);
    await context.close();
    await setup.context().close();
  });

  test("at 1280 px the summary stands open beside the steps", async ({ browser, baseURL }) => {
    const page = await customerWithCart(browser, baseURL, { viewport: { width: 1280, height: 800 } });
    await page.goto("/checkout/");
    await hydrated(page);
    await expect(page.locator("summary", { hasText: "Show order summary" })).toBeHidden();
    await expect(page.locator(".checkout-lines")).toContainText("Cloud storage 100 GB (1 year)");
    const steps = await box(page.locator(".checkout__steps"));
    const summary = await box(page.getByRole("complementary", { name: "Your order" }));
    expect(summary.x).toBeGreaterThanOrEqual(steps.x + steps.width);
    await expect(page.getByRole("button", { name: "Place order" })).toBeInViewport();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.context().close();
  });
});
