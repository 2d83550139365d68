import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, test } from "./fixtures";

test.describe("error page", () => {
  test("an unknown path shows the 404 page with status 404, noindex and the two actions", async ({ page }) => {
    const response = await page.goto("/no-such-page/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    await expect(page.getByText("Page Not Found")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page).toHaveTitle("Error 404 | Edge Print Shop");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("link", { name: "Return to the homepage" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Print what you love" })).toBeVisible();
  });

  test("'go back' returns to the page the shopper came from", async ({ page }) => {
    await page.goto("/Calendars/");
    await page.goto("/Calendars/does-not-exist/");
    await hydrated(page);
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveURL(/\/Calendars\/$/);
  });

  test("a client-side navigation to an unknown page shows the same error page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/de/gibt-es-nicht/";
      a.textContent = "broken";
      document.querySelector("main")!.appendChild(a);
    });
    await page.getByRole("link", { name: "broken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  });

  test("the error page has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/no-such-page/");
    await hydrated(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe("login guard", () => {
  test("an account page sends a guest to the login with the return path and a notice", async ({ page }) => {
    await page.goto("/account/orders/");
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2Forders%2F$/);
    await expect(page).toHaveTitle("Login | Edge Print Shop");
    await expect(page.getByRole("status").filter({ hasText: "Please log in to continue." })).toBeVisible();
  });
});
