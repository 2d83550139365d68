import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

/** The build's files (scripts/build.mjs): which chunk holds which screen. */
const manifest = JSON.parse(readFileSync(new URL("../../dist/client-manifest.json", import.meta.url), "utf8")) as {
  modules: Record<string, { file: string }>;
};

/**
 * A page whose lazy chunk is gone (a deploy removed the build it was loaded with) reloads once to get
 * the current build: Vite's dynamic-import helper reports the failure with its `vite:preloadError`
 * event and app/framework/startup/chunk-failure-reload.ts answers it, under the version check's 10-second guard.
 */
test("a chunk that fails to load reloads the page once, and not again within the guard's 10 s", async ({ page }) => {
  const screen = manifest.modules["routes/home.screen.tsx"]?.file;
  expect(screen).toBeTruthy();
  // Gone for good: the reloaded page fails the same way, and the guard keeps it from reloading in a loop.
  await page.route(`**${screen}`, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }));
  let loads = 0;
  page.on("load", () => loads++);
  await page.goto("/");
  await expect.poll(() => loads).toBe(2);
  expect(await page.evaluate(() => Number(sessionStorage.getItem("es-last-version-reload")))).toBeGreaterThan(0);
  await page.waitForTimeout(3000);
  expect(loads).toBe(2);
  // The server's page stays readable.
  await expect(page.getByRole("heading", { name: "Print what you love" })).toBeVisible();
});
