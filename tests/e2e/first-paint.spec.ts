import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 15: the browser paints the server's HTML before any script is fetched or run; the start
 * script (app/framework/startup/first-paint.ts) then preloads the first load's files and starts the bundle.
 */
const PAGES = ["/", "/Photo-books/", "/Classic-hardcover-photo-book-20-20-cm/ES10003/", "/cart/"];

for (const path of PAGES) {
  test(`${path}: painted before its first script is requested, then hydrated`, async ({ page, request, problems }) => {
    const head = (await (await request.get(path)).text()).split("</head>")[0] ?? "";
    // Nothing in the head fetches a script: no module script, no modulepreload.
    expect(head).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/);

    // The time of the first frame the page renders (a frame waits for the stylesheet, as a paint does).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
      });
    });
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      frame: (window as unknown as { __firstFrame?: number }).__firstFrame ?? Number.NaN,
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(2);
    expect(timing.frame).toBeLessThan(Math.min(...timing.scripts));
    // The page painted (its first contentful paint is reported when the frame is shown, a little later).
    expect(timing.paint).toBeGreaterThan(0);
    // Each file of the first load once (preloaded, then imported from the preload).
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((p) => p.endsWith(".js")),
    );
    expect(new Set(loads).size).toBe(loads.length);
    expect(problems).toEqual([]);
  });
}

test("a page that gets no frame (a background tab) still hydrates: the start script's timeout", async ({
  page,
  problems,
}) => {
  // The start script's frame never comes (its requestAnimationFrame is the page's first; later ones work).
  await page.addInitScript(() => {
    const original = window.requestAnimationFrame;
    window.requestAnimationFrame = () => {
      window.requestAnimationFrame = original;
      return 0;
    };
  });
  await page.goto("/Photo-books/");
  await hydrated(page);
  expect(problems).toEqual([]);
});
