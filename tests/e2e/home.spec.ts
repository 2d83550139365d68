import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

test.describe("home", () => {
  test("is complete without JavaScript: navigation, CMS content, images and footer", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Your shopping cart is empty | Edge Print Shop");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Photo books", "Calendars", "Wall art", "Phone cases", "Software"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Print what you love" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Photo books on a wooden table" })).toBeVisible();
    const hero = page.getByRole("img", { name: "Photo books on a wooden table" });
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole("contentinfo")).toContainText("Hafenstraße 12");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login/");
    await expect(page.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart/");
    await context.close();
  });

  test("hydrates, and a navigation link changes the page without a reload", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Calendars", exact: true })
      .click();
    await expect(page).toHaveURL(/\/Calendars\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
    await expect(page).toHaveTitle("Calendars | Edge Print Shop");
    expect(await stillSameWindow(page)).toBe(true);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Print what you love" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a CMS image link and a CMS text link navigate client-side in the page's language", async ({
    page,
    problems,
  }) => {
    await page.goto("/de/");
    await hydrated(page);
    await markWindow(page);
    await page
      .getByRole("link", { name: "Calendars" })
      .filter({ has: page.getByRole("img") })
      .click();
    await expect(page).toHaveURL(/\/de\/Kalender\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("changing the currency updates the session and tells the shopper", async ({ page, problems }) => {
    await page.goto("/hello/");
    await hydrated(page);
    await expect(page.getByText("Currency: EUR")).toBeVisible();
    await page.getByLabel("Currency").selectOption({ label: "USD $" });
    await expect(page.getByRole("status").filter({ hasText: "Prices are now shown in USD." })).toBeVisible();
    await expect(page.getByText("Currency: USD")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Currency: USD")).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "currency")?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(problems).toEqual([]);
  });

  test("has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
