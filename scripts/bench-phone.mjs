// A phone's first visit (part of `npm run bench`; docs/testing.md, "A phone's first visit"): what home,
// a category, a product and the cart transfer at 390 × 844 on a touch device until the shopper does
// anything (the page loaded, then 5 s idle), and how long the first tap on a product link takes to show
// the product page. Issue 27's limit is 200 KiB before the first interaction; figures only, no pass/fail.
import { chromium } from "@playwright/test";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { benchDir, root, startWrangler, stop, waitFor } from "./bench-lib.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const PORT = Number(process.env.BENCH_PHONE_PORT ?? 8793);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_PHONE_RUNS ?? 3);
const PAGES = [
  ["home", "/"],
  ["category", "/Photo-books/"],
  ["product", "/Classic-hardcover-photo-book-A4-portrait/ES10000/"],
  ["cart", "/cart/"],
];

const state = path.join(root, ".wrangler/bench-phone-state");
await rm(state, { recursive: true, force: true });
const server = startWrangler(["wrangler.toml", "emulator/wrangler.toml"], { port: PORT, state });
try {
  await waitFor(server, `${BASE}/builds/latest.json`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const phone = () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  /**
   * Bytes of every response the page received: the bodies as sent (compressed), and over the wire with
   * their headers. Locally that is HTTP/1.1, where every answer repeats its security headers in full
   * (about 1.6 KB); HTTP/2 and 3, which Cloudflare serves, compress repeated headers to a few bytes.
   */
  const transferred = async (context, url) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    // A first visit: nothing from the cart's set-up (or an earlier run) in the browser's cache.
    await cdp.send("Network.clearBrowserCache");
    let bytes = 0;
    let body = 0;
    let requests = 0;
    cdp.on("Network.dataReceived", (event) => {
      body += event.encodedDataLength;
    });
    cdp.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
      requests++;
    });
    await page.goto(BASE + url, { waitUntil: "load" });
    await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
    await page.waitForTimeout(5_000);
    await page.close();
    return { bytes, body, requests };
  };
  const rows = [];
  for (const [name, url] of PAGES) {
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await phone();
      if (name === "cart") {
        // A cart with a line: added through the Store API, as the buy box would.
        const page = await context.newPage();
        await page.goto(`${BASE}/Perpetual-licence/ES10059/`);
        await page.waitForSelector("html[data-hydrated]");
        await page.getByRole("button", { name: "Add to cart" }).first().click();
        await page.waitForResponse((r) => r.request().method() === "POST");
        await page.close();
      }
      samples.push(await transferred(context, url));
      await context.close();
    }
    samples.sort((a, b) => a.body - b.body);
    const median = samples[Math.floor(samples.length / 2)];
    const kib = (bytes) => Number((bytes / 1024).toFixed(1));
    rows.push({
      page: name,
      bodiesKiB: kib(median.body),
      withHeadersKiB: kib(median.bytes),
      requests: median.requests,
      bodiesWithinLimit: median.body <= 200 * 1024,
    });
  }
  // The first tap: from touching a product card's link on the category page to the product's heading.
  const taps = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${BASE}/Photo-books/`);
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForTimeout(2_000);
    const link = page.locator(".product-card__name a").first();
    const name = (await link.textContent())?.trim() ?? "";
    const started = Date.now();
    await link.tap();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    taps.push(Date.now() - started);
    await context.close();
  }
  taps.sort((a, b) => a - b);
  await browser.close();
  console.log("A phone's first visit (390 × 844, touch, until the first interaction; median of", RUNS, "):");
  console.table(rows);
  console.log(
    `The first tap on a product link to the product page: median ${taps[Math.floor(taps.length / 2)]} ms (${taps.join(", ")} ms)`,
  );
  await mkdir(benchDir, { recursive: true });
  await writeFile(path.join(benchDir, "phone.json"), JSON.stringify({ pages: rows, firstTapMs: taps }, null, 2));
} finally {
  await stop(server);
}
