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
import { benchDir, fillCart, startWrangler, stop, waitFor } from "./bench-lib.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";

const PORT = Number(process.env.BENCH_LH_PORT ?? 8820);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 2);
const PAGES = [
  { name: "home", path: "/" },
  { name: "category", path: "/Photo-books/" },
  { name: "product", path: "/Classic-hardcover-photo-book-20-20-cm/ES10003/" },
  { name: "cart", path: "/cart/", filledCart: true },
].filter((page) => !process.env.BENCH_LH_PAGES || process.env.BENCH_LH_PAGES.split(",").includes(page.name));

/** A shopper's session with one product in the cart, made through the storefront's own proxy: its context token. */
async function filledCartToken() {
  const token = crypto.randomUUID().replaceAll("-", "");
  const response = await fillCart(BASE, token);
  const adopted = response.headers.getSetCookie().find((c) => c.startsWith("sw-context-token="));
  return adopted ? adopted.slice("sw-context-token=".length).split(";")[0] : token;
}

/**
 * Empties the browser's cookie jar and puts `cookies` into it, over the DevTools protocol (Lighthouse's
 * storage reset leaves cookies alone). A shopper's session is a cookie in the jar. Lighthouse's
 * extraHeaders put a Cookie header on the page's requests but not on its own fetch() calls, which
 * then went out as a new guest: the cart emptied after hydration and the footer moved up (CLS 0.188),
 * which no browser with the cookie does.
 */
async function setCookieJar(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const own = ++id;
      socket.onmessage = (message) => {
        const answer = JSON.parse(message.data);
        if (answer.id === own)
          answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer.result);
      };
      socket.send(JSON.stringify({ id: own, method, params }));
    });
  try {
    await send("Storage.clearCookies");
    if (cookies.length) await send("Storage.setCookies", { cookies });
  } finally {
    socket.close();
  }
}

// A run Lighthouse could not finish (its runtimeError, or an audit that errored) shows n/a, never a made-up figure.
const ms = (audit) => (typeof audit?.numericValue === "number" ? `${Math.round(audit.numericValue)} ms` : "n/a");
const score = (category) => (typeof category?.score === "number" ? Math.round(category.score * 100) : Number.NaN);

const outDir = path.join(benchDir, "lighthouse");
await mkdir(outDir, { recursive: true });
const server = startWrangler(["wrangler.toml", "emulator/wrangler.toml"], {
  port: PORT,
  state: path.join(benchDir, "lighthouse-state"),
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_ARGS,
});
const rows = [];
let version = "";
try {
  await waitFor(server, `${BASE}/builds/latest.json`);
  const cartToken = await filledCartToken();
  for (const page of PAGES) {
    const url = `${BASE}${page.path}`;
    // One unmeasured visit: the Worker's isolate, the edge cache and the emulator are warm, as in production.
    await fetch(url, { headers: page.filledCart ? { cookie: `sw-context-token=${cartToken}` } : {} });
    let best = null;
    for (let run = 1; run <= RUNS; run++) {
      // Each run starts as the page's visitor: a first-time guest, or the shopper with the filled cart.
      await setCookieJar(
        chrome.port,
        page.filledCart ? [{ name: "sw-context-token", value: cartToken, url: BASE, httpOnly: true }] : [],
      );
      const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
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
