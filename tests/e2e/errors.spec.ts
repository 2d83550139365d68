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

test.describe("error pages above the layouts have the default layout's header and footer", () => {
  test("the Worker's own error page (an overlong URL): the shop's name home, the store information, axe clean", async ({
    page,
  }) => {
    const response = await page.goto(`/de/${"a".repeat(3000)}/`);
    expect(response?.status()).toBe(414);
    await expect(page.getByRole("heading", { level: 1, name: "414" })).toBeVisible();
    await expect(page).toHaveTitle("Fehler 414 | Edge Print Shop");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Edge Print Shop" })).toHaveAttribute("href", "/de/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "Shop-Informationen" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "service@edge-print.example" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Edge Print Shop GmbH`);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await banner.getByRole("link", { name: "Edge Print Shop" }).click();
    await expect(page).toHaveURL(/\/de\/$/);
  });

  test("the app's error page when the shop fails for the session (the boundary above the layouts): header and footer from the configuration, axe clean", async ({
    page,
  }) => {
    await page.goto("/hello/");
    await hydrated(page);
    // The shop takes the language change, then fails: the German session, navigation and page cannot be read.
    await page.route("**/store-api/**", (route) =>
      route.request().method() === "PATCH"
        ? route.continue()
        : route.fulfill({
            status: 502,
            contentType: "application/json",
            body: JSON.stringify({
              errors: [{ status: "502", code: "UPSTREAM", title: "Bad Gateway", detail: "Down." }],
            }),
          }),
    );
    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/hello\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "502" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Edge Print Shop" })).toHaveAttribute(
      "href",
      "/de/",
    );
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Shop-Informationen" })).toBeVisible();
    // What would ask the failing shop again is left out, and there is one of each landmark.
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
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
