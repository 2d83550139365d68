import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

/** Every script but the ones a page needs before it hydrates (entry, framework, runtime) arrives late. */
async function delayIslandChunks(page: Page, ms = Number(process.env.ISLAND_DELAY ?? 800)): Promise<void> {
  await page.route(/\/assets\/(?!entry\.client|framework|rolldown-runtime)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Records, frame by frame, whether the page ever showed `heading` while `part` was missing, and
 * the layout shifts that happened meanwhile (CLS of the navigation).
 */
async function watch(page: Page, heading: string, part: string): Promise<void> {
  await page.evaluate(
    ({ heading, part }) => {
      const state = { sawHeading: false, missing: false, shift: 0, shifted: [] as string[] };
      (window as unknown as { __watch: typeof state }).__watch = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          state.shift += entry.value;
          state.shifted.push(
            ...(entry.sources ?? []).map((s) =>
              s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
            ),
          );
        }
      }).observe({ type: "layout-shift", buffered: false });
      const check = () => {
        const h1 = [...document.querySelectorAll("h1")].find((h) => h.textContent?.trim() === heading);
        if (h1 && !state.sawHeading) {
          state.sawHeading = true;
          state.missing = document.querySelector(part) === null;
        }
        if (!state.sawHeading) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { heading, part },
  );
}

const watched = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __watch: { sawHeading: boolean; missing: boolean; shift: number; shifted: string[] } })
        .__watch,
  );

test.describe("islands load with their route: a client navigation never shows a page with a part missing", () => {
  test("a product's breadcrumbs are there when its title is, with every script but the first late", async ({
    page,
    problems,
  }) => {
    await page.goto("/Software/");
    await hydrated(page);
    await delayIslandChunks(page);
    await markWindow(page);
    const link = page.locator(".listing__grid .product-card").first().getByRole("heading").getByRole("link");
    const name = (await link.textContent())!.trim();
    await watch(page, name, "nav.breadcrumbs");
    await link.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const seen = await watched(page);
    expect(seen).toMatchObject({ sawHeading: true, missing: false });
    expect(seen.shift, seen.shifted.join(", ")).toBe(0);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a variant's configurator is there when its title is (an island inside the buy box's)", async ({
    page,
    problems,
  }) => {
    await page.goto("/Phone-cases/iPhone/");
    await hydrated(page);
    await delayIslandChunks(page);
    await markWindow(page);
    await watch(page, "Silicone colour case", ".buy-box .configurator");
    await page.locator(".listing__grid").getByRole("link", { name: "Silicone colour case" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Silicone colour case" })).toBeVisible();
    const seen = await watched(page);
    expect(seen).toMatchObject({ sawHeading: true, missing: false });
    expect(seen.shift, seen.shifted.join(", ")).toBe(0);
    await expect(page.getByRole("group", { name: "Colour: Blue" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("the search results come with their listing and filters", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    await delayIslandChunks(page);
    await markWindow(page);
    await watch(page, "Results for “photo”", ".listing");
    const search = page.getByRole("combobox", { name: "Search the shop" });
    await search.fill("photo");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?search=photo/);
    await expect(page.locator("h1")).toContainText("photo");
    const seen = await watched(page);
    expect(seen.missing).toBe(false);
    await expect(page.locator(".listing")).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a client-side 404 shows the error page, never an empty main", async ({ page }) => {
    await page.goto("/Photo-books/");
    await hydrated(page);
    await delayIslandChunks(page);
    await markWindow(page);
    await watch(page, "404", ".error-page__actions");
    // A link inside the shop's CMS text is followed client-side (app/cms/slots/CmsText).
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/no-such-page-here/";
      a.textContent = "broken link";
      document.querySelector(".cms-text")!.appendChild(a);
    });
    await page.getByRole("link", { name: "broken link" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    expect((await watched(page)).missing).toBe(false);
    await expect(page.getByRole("link", { name: "Return to the homepage" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
  });
});
