import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

/** A request held until the test lets it go: the step it belongs to lasts as long as the test needs to look. */
async function hold(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const mainNavigationLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });
const progressBar = (page: Page) => page.getByRole("progressbar", { name: "Loading the page…" });

/** Records, in the page, every progress bar that is added (and when), from now on. */
const recordProgressBars = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __bars: number[]; __clickedAt?: number };
    w.__bars = [];
    document.addEventListener("click", () => (w.__clickedAt ??= performance.now()), { capture: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches("[role=progressbar]")) w.__bars.push(performance.now());
    }).observe(document.body, { childList: true, subtree: true });
  });
const recordedBars = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __bars: number[]; __clickedAt?: number };
    return { bars: w.__bars, clickedAt: w.__clickedAt ?? null };
  });

async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("global loader", () => {
  test("a language switch opens it (status text, main region busy) until the page is there in the new language", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    // The new language's texts are part of the switch: held, the switch is under way for as long as the test looks.
    const release = await hold(page, "**/api-sync/snippet/de-DE");

    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    const loader = page.getByRole("status").filter({ hasText: "Please wait…" });
    await expect(loader).toBeVisible();
    await expect(page.locator("#main")).toHaveAttribute("aria-busy", "true");
    expect(await axe(page, ".global-loader")).toEqual([]);

    release();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole("heading", { name: "Drucken, was Sie lieben" })).toBeVisible();
    await expect(page.locator(".global-loader--open")).toHaveCount(0);
    await expect(loader).toHaveCount(0);
    await expect(page.locator("#main")).not.toHaveAttribute("aria-busy");
    await expect(progressBar(page)).toHaveCount(0);
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a slow client navigation shows a progress bar once it has taken 300 ms, gone at its end", async ({
    page,
    problems,
  }, testInfo) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    // The category's page lookup is held: the navigation lasts until the test lets it end.
    const release = await hold(page, "**/store-api/pwa/page");
    await recordProgressBars(page);

    await mainNavigationLink(page, "Software").click();
    await expect(progressBar(page)).toBeVisible();
    await expect(page.locator("#main")).toHaveAttribute("aria-busy", "true");
    // Not before 300 ms after the click (a lower bound the timer guarantees, not a measure of speed).
    const { bars, clickedAt } = await recordedBars(page);
    expect(bars).toHaveLength(1);
    expect(bars[0]! - clickedAt!).toBeGreaterThanOrEqual(299);
    expect(await axe(page, ".navigation-progress")).toEqual([]);
    await testInfo.attach("progress", { body: await page.screenshot(), contentType: "image/png" });

    release();
    await expect(page).toHaveURL(/\/Software\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Software" })).toBeVisible();
    await expect(progressBar(page)).toHaveCount(0);
    await expect(page.locator("#main")).not.toHaveAttribute("aria-busy");
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a quick client navigation shows no progress bar at all", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    // The first visit loads the category's code and data; back home, the second visit finds both
    // in the cache (fresh for a minute) and asks nothing of the network: it ends well within 300 ms.
    await mainNavigationLink(page, "Software").click();
    await expect(page.getByRole("heading", { level: 1, name: "Software" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNavigationLink(page, "Software")).toBeVisible();
    await recordProgressBars(page);

    await mainNavigationLink(page, "Software").click();
    await expect(page).toHaveURL(/\/Software\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Software" })).toBeVisible();
    // The delay has passed since the navigation ended: a timer left running would have shown its bar by now.
    await page.waitForTimeout(600);
    expect((await recordedBars(page)).bars).toEqual([]);
    await expect(page.locator("#main")).not.toHaveAttribute("aria-busy");
    expect(problems).toEqual([]);
  });
});
