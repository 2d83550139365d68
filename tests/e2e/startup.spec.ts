import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

/**
 * What the page does once it is interactive (app/framework/startup/interactive.ts), seen in the
 * browser: the startup version line, the hourly version check with its full page load on the next
 * navigation, and the removal of a service worker an earlier frontend left.
 */

const HOUR_MS = 60 * 60 * 1000;

/** A link of the main navigation, followed as a shopper would. */
const follow = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true }).click();

test("logs the version once per page load, checks the latest build hourly and loads a new version's page in full", async ({
  page,
  request,
  problems,
}) => {
  const running = (await (await request.get("/builds/latest.json")).json()) as { id: string; version: string };
  const versionLine = `Edge Storefront ${running.version} (build ${running.id})`;
  const versionLines: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("Edge Storefront ")) versionLines.push(message.text());
  });
  // The Worker's own answer until a new release is out; then the release's.
  let released: { id: string; version: string; builtAt: string } | null = null;
  await page.route("**/builds/latest.json", (route) =>
    released ? route.fulfill({ json: released, headers: { "cache-control": "no-cache" } }) : route.continue(),
  );
  // Seen in the page, on its clock: when the start-up ran (it logs the line and starts the hourly timer
  // in one go), and the checks as they start (the timer calls fetch at once), so that a check that is
  // not due can be told from one whose request has not been seen yet.
  await page.addInitScript(() => {
    const w = window as unknown as { __startedAt: number; __versionChecks: number };
    w.__versionChecks = 0;
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith("/builds/latest.json")) w.__versionChecks += 1;
      return fetchOriginal(input, init);
    };
    const infoOriginal = console.info.bind(console);
    console.info = (...args: unknown[]) => {
      if (String(args[0]).startsWith("Edge Storefront ")) w.__startedAt = Date.now();
      infoOriginal(...args);
    };
  });
  const inPage = () =>
    page.evaluate(() => {
      const { __startedAt, __versionChecks } = window as unknown as { __startedAt: number; __versionChecks: number };
      return { __startedAt, __versionChecks };
    });
  const checks = async () => (await inPage()).__versionChecks;
  await page.clock.install();
  /** Moves the page's clock on and waits for the check it is due to make (answered). */
  const hourLater = async (ms: number) => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/builds/latest.json");
    await page.clock.fastForward(ms);
    await answered;
  };

  await page.goto("/");
  await hydrated(page);
  await expect.poll(() => versionLines).toEqual([versionLine]);
  await markWindow(page);

  // The same build an hour on, and not a second before (the clock held there, however slow the machine).
  await page.clock.pauseAt((await inPage()).__startedAt + HOUR_MS - 1000);
  expect(await checks()).toBe(0);
  await hourLater(1000);
  expect(await checks()).toBe(1);
  await page.clock.resume();
  await follow(page, "Calendars");
  await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
  expect(await stillSameWindow(page)).toBe(true);
  expect(versionLines).toEqual([versionLine]);

  // A new release is out: the next hour's check sees it and the next navigation loads the document.
  released = { id: "nextbuild001", version: `${running.version}-next`, builtAt: new Date().toISOString() };
  await hourLater(HOUR_MS);
  expect(await checks()).toBe(2);
  // The check changes nothing by itself: the shopper stays on the page until they navigate.
  expect(await stillSameWindow(page)).toBe(true);
  const documentLoad = page.waitForRequest((r) => r.isNavigationRequest() && r.url().endsWith("/Wall-art/"));
  await follow(page, "Wall art");
  await documentLoad;
  await expect(page).toHaveURL(/\/Wall-art\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Wall art" })).toBeVisible();
  await hydrated(page);
  expect(await stillSameWindow(page)).toBe(false);
  // The loaded page is the server's (still this build here): it logs its own version line, once.
  await expect.poll(() => versionLines).toEqual([versionLine, versionLine]);
  expect(problems).toEqual([]);
});

test("unregisters a service worker an earlier frontend left on the shop's origin", async ({ page, problems }) => {
  // The old frontend's worker script (the browser fetches it itself: routed on the context, not the page).
  await page
    .context()
    .route("**/sw.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "self.addEventListener('fetch', () => {});" }),
    );
  const registrations = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  await page.goto("/hello/");
  await hydrated(page);
  // The old frontend's page registered it on an earlier visit: it is active and controls the next load.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    await navigator.serviceWorker.ready;
  });
  expect(await registrations()).toBe(1);

  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  await hydrated(page);
  await expect.poll(registrations).toBe(0);
  expect(problems).toEqual([]);
});
