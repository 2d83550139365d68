import type { APIRequestContext } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

test.describe("language switch", () => {
  test("switches home to /de/ with German texts, without a reload", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole("heading", { name: "Drucken, was Sie lieben" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page).toHaveTitle("Ihr Warenkorb ist leer | Edge Print Shop");
    await expect(page.getByRole("link", { name: "Anmelden" })).toHaveAttribute("href", "/de/login/");
    expect(await stillSameWindow(page)).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "langId")?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(cookies.find((c) => c.name === "domainId")?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(problems).toEqual([]);
  });

  test("takes a category page to its German SEO URL", async ({ page, problems }) => {
    await page.goto("/Photo-books/Hardcover/");
    await hydrated(page);
    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/Fotobuecher\/Hardcover\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Hardcover" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    expect(problems).toEqual([]);
  });

  test("works without JavaScript too, through the page's technical path", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/uk/Fotoknyhy/");
    await expect(page.getByRole("heading", { level: 1, name: "Фотокниги" })).toBeVisible();
    await page.getByLabel("Мова: Українська").click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/Photo-books\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await context.close();
  });
});

/**
 * pwa.languageDetection, switched on in the emulator's shop for this test and off again after it. It
 * changes the shop for every session, but only for a first visit to "/" from a browser that asks for
 * another language than English; the other tests' browsers ask for en-US.
 */
const SHOPPER_BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test.describe("language detection", () => {
  const detection = async (request: APIRequestContext, on: boolean) => {
    expect((await request.post("/__emulator/settings", { data: { languageDetection: on ? true : null } })).ok()).toBe(
      true,
    );
    // The storefront revalidates its kept configuration in the background (stale-while-revalidate).
    await expect(async () => {
      const config = (await (await request.get("/api-sync/config")).json()) as { pwa: { languageDetection: boolean } };
      expect(config.pwa.languageDetection).toBe(on);
    }).toPass({ timeout: 15_000 });
  };
  test.afterEach(async ({ request }) => detection(request, false));

  test("a German browser's first visit lands on /de/, once: the shop's front door is English after that", async ({
    browser,
    request,
  }) => {
    await detection(request, true);
    // Headless Chromium names itself HeadlessChrome, which isbot takes for a crawler: a shopper's browser here.
    const context = await browser.newContext({ locale: "de-AT", userAgent: SHOPPER_BROWSER });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole("heading", { name: "Drucken, was Sie lieben" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "langId")?.value).toMatch(/^[0-9a-f]{32}$/);
    // Never twice: the shop's front door stays where the shopper asks to go.
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveURL(/\/de\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await context.close();
  });
});
