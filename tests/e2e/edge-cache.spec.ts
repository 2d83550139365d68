import type { Page, Response } from "@playwright/test";
import { expect, hydrated, registerInPage, test, withoutJavaScript } from "./fixtures";

const STUDIO = { path: "/PixelForge-Studio/ES10051/", name: "PixelForge Studio" };

/** The edge cache's verdict on a page answer (Server-Timing `cache;desc=…`). */
const outcome = (response: Response | null) =>
  /(?:^|,\s*)cache;desc=(\w+)/.exec(response?.headers()["server-timing"] ?? "")?.[1];
/** A URL of its own per test run, so that the first visit is a miss whatever ran before. */
const fresh = (path: string) => `${path}?e2e-cache=${Math.random().toString(36).slice(2, 10)}`;
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const headerCount = (page: Page) => page.locator(".header-entry--cart .badge");

test.describe("guest pages from the edge cache", () => {
  test("a second new visitor gets the kept product page: it hydrates, reads no session of its own (decision 027), and buying from it works", async ({
    browser,
    page,
    problems,
  }) => {
    const url = fresh(STUDIO.path);
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    expect(outcome(await firstPage.goto(url))).toBe("miss");
    await first.close();

    const storeApiCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/store-api/")) storeApiCalls.push(request.url());
    });
    const answer = await page.goto(url);
    expect(outcome(answer)).toBe("hit");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    // A new visitor is a guest with an empty cart (no es-personal hint): the shared page's session and
    // empty cart are its own, so the browser reads neither.
    expect(storeApiCalls).toEqual([]);
    await expect(page.getByRole("heading", { level: 1, name: STUDIO.name })).toBeVisible();

    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
    await expect(headerCount(page)).toHaveText("1");
    // With a filled cart the shopper's pages are their own from now on.
    expect(outcome(await page.goto(url))).toBe("bypass");
    await expect(headerCount(page)).toHaveText("1");
    expect(problems).toEqual([]);
  });

  test("the header keeps its places: a kept page does not shift when the session fills them in", async ({
    browser,
    page,
  }) => {
    const url = fresh("/");
    const first = await browser.newContext();
    await (await first.newPage()).goto(url);
    await first.close();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      (window as unknown as { __shifted: string[] }).__shifted = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[])
          if (!entry.hadRecentInput) {
            shifts.push(entry.value);
            for (const source of entry.sources)
              (window as unknown as { __shifted: string[] }).__shifted.push(
                source.node instanceof Element ? source.node.outerHTML.slice(0, 200) : String(source.node?.nodeName),
              );
          }
      }).observe({ type: "layout-shift", buffered: true });
    });
    expect(outcome(await page.goto(url))).toBe("hit");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
    );
    expect(
      shift,
      (await page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted)).join("\n"),
    ).toBe(0);
  });

  test("without JavaScript: a kept page's forms work, and the shopper then gets pages of their own", async ({
    browser,
  }) => {
    const url = fresh(STUDIO.path);
    await withoutJavaScript(browser, async (page) => {
      expect(outcome(await page.goto(url))).toBe("miss");
    });
    await withoutJavaScript(browser, async (page) => {
      expect(outcome(await page.goto(url))).toBe("hit");
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Add to cart" }).click();
      expect((await posted).status()).toBe(303);
      await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
      expect(outcome(await page.goto(url))).toBe("bypass");
      await page.goto("/cart/");
      await expect(page.getByRole("main").getByText(STUDIO.name).first()).toBeVisible();
    });
  });

  test("a logged-in customer is never served a kept page", async ({ page }) => {
    const url = fresh("/");
    expect(outcome(await page.goto(url))).toBe("miss");
    expect(outcome(await page.goto(url))).toBe("hit");
    await hydrated(page);
    const email = `edge-cache-${Date.now()}@example.com`;
    await registerInPage(page, email);
    const own = await page.goto(url);
    expect(outcome(own)).toBe("bypass");
    await expect(page.getByRole("banner").getByText("Grace")).toBeVisible();
  });
});
