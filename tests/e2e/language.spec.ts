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
