import { expect, test } from "./fixtures";

async function setMaintenance(baseURL: string, enabled: boolean) {
  const response = await fetch(`${baseURL}/__emulator/maintenance`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ enabled }),
  });
  expect(response.ok).toBe(true);
}

test.describe("maintenance mode", () => {
  test.afterEach(async ({ baseURL }) => setMaintenance(baseURL!, false));

  test("closes every page while the shop is in maintenance, and reopens", async ({ page, baseURL }) => {
    await setMaintenance(baseURL!, true);
    await expect(async () => {
      const response = await page.goto("/de/Kalender/");
      expect(response?.status()).toBe(503);
      expect(page.url()).toMatch(/\/de\/maintenance\/$/);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Wir sind bald zurück" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

    await setMaintenance(baseURL!, false);
    await expect(async () => {
      await page.goto("/de/maintenance/");
      expect(page.url()).toMatch(/\/de\/$/);
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "Drucken, was Sie lieben" })).toBeVisible();
  });
});
