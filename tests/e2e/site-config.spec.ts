import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

/**
 * The shop's configuration as its administration changes it (the emulator's settings, applied to the
 * site configuration it serves). They change the shop for every session, so this file runs in the
 * shop-wide project, and puts every value back (null: the seed's own) when a test ends.
 */
type SiteSettings = Partial<Record<"boxedModeMaxWidth" | "serviceNavigation" | "privacyPolicyPath" | "subscribeUrl" | "confirmationUrl" | "doubleOptInRegistration", unknown>>;

async function changeShop(page: Page, settings: SiteSettings, configured: (config: Record<string, never>) => unknown) {
  const saved = await page.request.post("/__emulator/settings", { data: settings });
  expect(saved.ok()).toBe(true);
  // The storefront revalidates its kept configuration in the background (stale-while-revalidate).
  await expect(async () => {
    const config = (await (await page.request.get("/api-sync/config")).json()) as Record<string, never>;
    expect(configured(config)).toBe(true);
  }).toPass({ timeout: 15_000 });
}

type Config = { pwa: { boxedModeMaxWidth: number; serviceNavigation: boolean }; extensions: { personalDataProtection: { privacyPolicyPath: string } } };
const asConfig = (config: unknown) => config as Config;
const RESET: SiteSettings = { boxedModeMaxWidth: null, serviceNavigation: null, privacyPolicyPath: null, subscribeUrl: null, confirmationUrl: null, doubleOptInRegistration: false };

const maxWidth = (page: Page) => page.locator("main#main").evaluate((main) => getComputedStyle(main).maxWidth);

test.afterEach(async ({ page }) => {
  await changeShop(page, RESET, (config) => {
    const c = asConfig(config);
    return c.pwa.boxedModeMaxWidth === 1200 && !c.pwa.serviceNavigation && c.extensions.personalDataProtection.privacyPolicyPath === "/information/privacy-policy/";
  });
});

test("the page's boxed width is the configuration's, from the first paint and through client-side navigations across languages", async ({ page, problems }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  expect(await maxWidth(page)).toBe("1200px");

  await changeShop(page, { boxedModeMaxWidth: 960 }, (config) => asConfig(config).pwa.boxedModeMaxWidth === 960);
  await page.goto("/");
  // Before any script: the server's HTML says it.
  expect(await maxWidth(page)).toBe("960px");
  await hydrated(page);
  expect(await maxWidth(page)).toBe("960px");
  expect((await page.locator("main#main").boundingBox())?.width).toBe(960);
  // Hydration kept the head's style: React 19 passes over an element it did not render there (no mismatch, no error).
  await expect(page.locator("head > style")).toHaveCount(1);
  await markWindow(page);

  await page.getByLabel("Language: English").click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  expect(await maxWidth(page)).toBe("960px");
  await page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Kalender", exact: true }).click();
  await expect(page).toHaveURL(/\/de\/Kalender\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
  expect(await maxWidth(page)).toBe("960px");
  expect(await stillSameWindow(page)).toBe(true);
  await expect(page.locator("head > style")).toHaveCount(1);
  expect(problems).toEqual([]);
});
