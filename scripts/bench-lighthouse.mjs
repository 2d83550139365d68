// `npm run bench`, Lighthouse (issue 15, design.md section 5): performance, accessibility, best
// practices and SEO for home, category, product and cart, with Lighthouse's defaults (mobile, its
// simulated throttling, as PageSpeed Insights reports), on Debian's Chromium, against the production
// build (`npm start`'s set-up, its own state). Two runs per page; the better is reported, both are kept
// in .bench/lighthouse/ (open a report's JSON in https://googlechrome.github.io/lighthouse/viewer/).
// BENCH_LH_RUNS changes the number of runs, BENCH_LH_PAGES=home,cart picks pages.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { benchDir, startWrangler, stop, waitFor } from "./bench-lib.mjs";

const PORT = Number(process.env.BENCH_LH_PORT ?? 8820);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 2);
const PRODUCT = "613c13eebc64eef7ac2299b5717a64ac";
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/Photo-books/" },
  { name: "product", path: "/Classic-hardcover-photo-book-20-20-cm/ES10003/" },
  { name: "cart", path: "/cart/", filledCart: true },
].filter((page) => !process.env.BENCH_LH_PAGES || process.env.BENCH_LH_PAGES.split(",").includes(page.name));
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** A shopper's session with one product in the cart, made through the storefront's own proxy. */
async function filledCartCookie() {
  const token = crypto.randomUUID().replaceAll("-", "");
  const response = await fetch(`${BASE}/store-api/checkout/cart/line-item`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE, cookie: `sw-context-token=${token}` },
    body: JSON.stringify({ items: [{ id: PRODUCT, type: "product", referencedId: PRODUCT, quantity: 1 }] }),
  });
  if (!response.ok) throw new Error(`filling the cart answered ${response.status}`);
  const adopted = response.headers.getSetCookie().find((c) => c.startsWith("sw-context-token="));
  return adopted ? adopted.split(";")[0] : `sw-context-token=${token}`;
}

// A run Lighthouse could not finish (its runtimeError, or an audit that errored) shows n/a, never a made-up figure.
const ms = (audit) => (typeof audit?.numericValue === "number" ? `${Math.round(audit.numericValue)} ms` : "n/a");
const score = (category) => (typeof category?.score === "number" ? Math.round(category.score * 100) : Number.NaN);

const outDir = path.join(benchDir, "lighthouse");
await mkdir(outDir, { recursive: true });
const server = startWrangler(["wrangler.toml", "emulator/wrangler.toml"], { port: PORT, state: path.join(benchDir, "lighthouse-state") });
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
const rows = [];
let version = "";
try {
  await waitFor(server, `${BASE}/builds/latest.json`);
  const cartCookie = await filledCartCookie();
  for (const page of PAGES) {
    const url = `${BASE}${page.path}`;
    const cookies = [page.filledCart ? cartCookie : "", process.env.BENCH_LH_COOKIE ?? ""].filter(Boolean);
    const headers = cookies.length ? { Cookie: cookies.join("; ") } : {};
    // One unmeasured visit: the Worker's isolate, the edge cache and the emulator are warm, as in production.
    await fetch(url, { headers });
    let best = null;
    for (let run = 1; run <= RUNS; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", extraHeaders: headers });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      await writeFile(path.join(outDir, `${page.name}-${run}.json`), result.report);
      const { categories, audits } = result.lhr;
      version = result.lhr.lighthouseVersion;
      const row = {
        page: page.name,
        performance: score(categories.performance),
        accessibility: score(categories.accessibility),
        "best practices": score(categories["best-practices"]),
        seo: score(categories.seo),
        FCP: ms(audits["first-contentful-paint"]),
        LCP: ms(audits["largest-contentful-paint"]),
        TBT: ms(audits["total-blocking-time"]),
        CLS: audits["cumulative-layout-shift"]?.numericValue?.toFixed(3) ?? "n/a",
        SI: ms(audits["speed-index"]),
        run,
        ...(result.lhr.runtimeError ? { error: result.lhr.runtimeError.code } : {}),
      };
      console.log(JSON.stringify(row));
      if (!best || Number.isNaN(best.performance) || row.performance > best.performance) best = row;
    }
    rows.push(best);
  }
} finally {
  await chrome.kill();
  await stop(server);
}
console.log(`\nLighthouse ${version} (mobile, simulated throttling; the better of ${RUNS} runs per page)`);
console.table(rows);
