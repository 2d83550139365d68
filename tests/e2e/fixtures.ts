import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and failed requests of a page: a page that works must produce none. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (response.status() >= 400 && (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/store-api/") || url.pathname.startsWith("/api-sync/"))) {
        problems.push(`HTTP ${response.status()} ${url.pathname}`);
      }
    });
    await use(problems);
  },
});
export { expect };

/** Marks the window so that a test can tell a client-side navigation from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __notReloaded: boolean }).__notReloaded = true; });
}
export const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

/** Waits until React has hydrated the page (the router's links then navigate client-side). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.documentElement as unknown as Record<string, unknown>;
    return Object.keys(root).some((k) => k.startsWith("__reactContainer") || k.startsWith("__reactFiber"))
      || Object.keys(document.body as unknown as Record<string, unknown>).some((k) => k.startsWith("__reactFiber"));
  });
}
