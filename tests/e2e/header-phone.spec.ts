import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, registerInPage, test, withoutJavaScript } from "./fixtures";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const TOP_LEVEL = [
  "Photo books",
  "Calendars",
  "Wall art",
  "Phone cases",
  "Software",
  "Gift ideas",
  "Blog (opens in a new tab)",
];

/** The sum of the page's layout shifts so far (the browser's own count, as CLS is measured). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if ("value" in entry && typeof entry.value === "number") sum += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

/** The phone header's row, in its order. */
const rowControls = (page: Page): [string, Locator][] => [
  ["menu", page.getByLabel("Open the menu")],
  ["logo", page.getByRole("link", { name: "Edge Print Shop" })],
  ["search", page.getByLabel("Search", { exact: true })],
  ["account", page.getByRole("link", { name: "Log in" })],
  ["cart", page.getByRole("link", { name: "Cart" })],
];

async function expectTouchTarget(name: string, control: Locator) {
  const box = await control.boundingBox();
  expect(box, `${name} is shown`).not.toBeNull();
  expect(box!.width, `${name}'s width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${name}'s height`).toBeGreaterThanOrEqual(44);
  return box!;
}

test.describe("the header on a phone", () => {
  test.use(PHONE);

  test("is one row of at most 64 px whose controls are touch targets, and nothing moves as it hydrates", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const header = (await page.locator(".site-header").boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    let left = 0;
    for (const [name, control] of rowControls(page)) {
      const box = await expectTouchTarget(name, control);
      // One row, in this order, inside the header.
      expect(box.y, `${name} inside the header`).toBeGreaterThanOrEqual(header.y);
      expect(box.y + box.height, `${name} inside the header`).toBeLessThanOrEqual(header.y + header.height);
      expect(box.x, `${name} after the one before`).toBeGreaterThanOrEqual(left);
      left = box.x + box.width;
    }
    expect(left).toBeLessThanOrEqual(390);
    // The navigation and the switchers are in the menu, not in the row.
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    await expect(page.getByLabel("Language: English")).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test("the menu drawer lists every category, keeps focus inside, closes with Escape and gives focus back", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByLabel("Open the menu");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    const nav = menu.getByRole("navigation", { name: "Main navigation" });
    for (const name of TOP_LEVEL) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["Hardcover", "Wall calendars", "Canvas prints"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of ["English", "Deutsch", "Українська", "EUR €", "USD $"])
      await expectTouchTarget(name, menu.getByRole("button", { name, exact: true }));
    // Round and round, forwards and backwards: focus never leaves the drawer.
    const inside = () => menu.evaluate((dialog) => dialog.contains(document.activeElement));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await inside()).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // A category from the menu: the drawer closes and the page changes without a reload.
    await button.click();
    await menu.getByRole("link", { name: "Calendars", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("the menu switches the currency and the language", async ({ page, problems }) => {
    await page.goto("/hello/");
    await hydrated(page);
    await expect(page.getByText("Currency: EUR")).toBeVisible();
    const button = page.getByLabel("Open the menu");
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("button", { name: "EUR €" })).toHaveAttribute("aria-current", "true");
    await menu.getByRole("button", { name: "USD $" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Prices are now shown in USD." })).toBeVisible();
    await expect(page.getByText("Currency: USD")).toBeVisible();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu.getByRole("button", { name: "USD $" })).toHaveAttribute("aria-current", "true");
    await menu.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/hello\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page.getByText("Währung: USD")).toBeVisible();
    await expect(page.getByLabel("Menü öffnen")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the search opens in place, suggests products and closes again", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    const search = page.getByRole("combobox", { name: "Search the shop" });
    await expect(search).toBeHidden();
    const toggle = page.getByLabel("Search", { exact: true });
    await toggle.click();
    await expect(search).toBeFocused();
    // In place: the field is in the header's row, which keeps its height.
    const header = (await page.locator(".site-header").boundingBox())!;
    const field = (await search.boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(header.y);
    expect(field.y + field.height).toBeLessThanOrEqual(header.y + header.height);
    expect(header.height).toBeLessThanOrEqual(64);
    expect((await search.evaluate((input) => getComputedStyle(input).fontSize)) === "16px").toBe(true);
    const close = page.getByLabel("Close the search");
    await expectTouchTarget("close", close);

    await search.fill("photo");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expect(page.getByRole("option", { name: /photo book/i }).first()).toBeVisible();
    // The first Escape closes the suggestions, the second the search; focus goes back to its button.
    await search.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(search).toBeVisible();
    await search.press("Escape");
    await expect(search).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await close.click();
    await expect(search).toBeHidden();
    await toggle.click();
    await search.fill("photo");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?search=photo/);
    await expect(page.locator("h1")).toContainText("photo");
    expect(problems).toEqual([]);
  });

  test("a customer's entry stays one icon in the row, and the logout is in the menu", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    await registerInPage(page, `phone-header-${Date.now()}@example.com`);
    await page.reload();
    await hydrated(page);
    const account = page.getByRole("link", { name: "Hello, Grace" });
    const box = await expectTouchTarget("account", account);
    expect(box.y + box.height).toBeLessThanOrEqual(64);
    expect((await page.locator(".site-header").boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(page.getByRole("button", { name: "Log out" })).toBeHidden();
    await page.getByLabel("Open the menu").click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("has no accessibility violations with the menu open, nor with the search open (axe)", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const violations = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    await page.getByLabel("Open the menu").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.keyboard.press("Escape");
    await page.getByLabel("Search", { exact: true }).click();
    await page.getByRole("combobox", { name: "Search the shop" }).fill("photo");
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("without JavaScript the menu and the search open as <details> and work", async ({ browser }) => {
    await withoutJavaScript(
      browser,
      async (page) => {
        await page.goto("/hello/");
        await expect(page.getByText("Currency: EUR")).toBeVisible();
        await page.getByLabel("Open the menu").click();
        const nav = page.getByRole("navigation", { name: "Main navigation" });
        for (const name of TOP_LEVEL) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
        await expect(nav.getByRole("link", { name: "Hardcover", exact: true })).toHaveAttribute(
          "href",
          "/Photo-books/Hardcover/",
        );
        await page.getByRole("button", { name: "USD $" }).click();
        await expect(page.getByText("Currency: USD")).toBeVisible();

        await page.getByLabel("Open the menu").click();
        await page.getByRole("button", { name: "Deutsch" }).click();
        await expect(page).toHaveURL(/\/de\/hello\/$/);
        await expect(page.getByText("Währung: USD")).toBeVisible();

        const search = page.getByRole("combobox", { name: "Im Shop suchen" });
        await expect(search).toBeHidden();
        await page.getByLabel("Suchen", { exact: true }).click();
        await search.fill("photo");
        await search.press("Enter");
        await expect(page).toHaveURL(/\/de\/search\/\?search=photo/);
        await expect(page.locator("h1")).toContainText("photo");
      },
      PHONE,
    );
  });

  test("nothing scrolls sideways at 320 px, with the search open or not", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await hydrated(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(320);
    for (const [name, control] of rowControls(page)) await expectTouchTarget(name, control);
    await page.getByLabel("Search", { exact: true }).click();
    await page.getByRole("combobox", { name: "Search the shop" }).fill("photo");
    await expect(page.getByRole("option").first()).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(320);
  });
});

test.describe("the header on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows the navigation, the search and the switchers, and no phone buttons", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of TOP_LEVEL) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search the shop" })).toBeVisible();
    await expect(page.getByLabel("Language: English")).toBeVisible();
    await expect(page.getByLabel("Currency")).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart" })).toBeVisible();
    await expect(page.getByLabel("Open the menu")).toBeHidden();
    await expect(page.getByLabel("Search", { exact: true })).toBeHidden();
    expect(problems).toEqual([]);
  });
});
