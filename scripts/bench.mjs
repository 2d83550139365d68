// `npm run bench`: SSR throughput and latency against the emulator, and the JavaScript each route
// sends before hydration (gzip bytes and requests). Figures only, no pass/fail: budgets are judged
// in the closing notes (design.md section 5), never in timed tests.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const BASE = `http://localhost:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const TOKEN = "BenchTokenBenchTokenBenchToken01";

/** JavaScript a route sends before hydration: the entry, its static imports, the screen and its imports. */
async function javascriptPerRoute() {
  const manifest = JSON.parse(await readFile(path.join(root, "dist/client-manifest.json"), "utf8"));
  const gzip = async (url) => gzipSync(await readFile(path.join(root, "dist/client", url)), { level: 9 }).length;
  const rows = [];
  const routes = { home: "routes/home.screen.tsx", "category / CMS page": "routes/catch-all.screen.tsx", "titled screens (login, cart…)": "routes/titled.screen.tsx",
    hello: "routes/hello.screen.tsx", maintenance: "routes/maintenance.screen.tsx", "privacy policy": "routes/privacy-policy.screen.tsx" };
  for (const [name, module] of Object.entries(routes)) {
    const screen = manifest.modules[module];
    if (!screen) continue;
    const files = [...new Set([manifest.entry.file, ...manifest.entry.imports, screen.file, ...screen.imports])];
    let bytes = 0;
    for (const file of files) bytes += await gzip(file);
    rows.push({ route: name, requests: files.length, gzipKB: +(bytes / 1024).toFixed(1) });
  }
  const css = await Promise.all(manifest.stylesheets.map(gzip));
  return { rows, cssGzipKB: +(css.reduce((a, b) => a + b, 0) / 1024).toFixed(1) };
}

async function waitForServer(child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server stopped");
    try {
      const response = await fetch(`${BASE}/builds/latest.json`);
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie: `sw-context-token=${TOKEN}` } }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const state = path.join(root, ".wrangler/bench-state");
await rm(state, { recursive: true, force: true });
const server = spawn("wrangler", ["dev", "-c", "wrangler.toml", "-c", "emulator/wrangler.toml", "--port", String(PORT), "--persist-to", state, "--show-interactive-dev-session=false", "--log-level", "error"], {
  cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" },
});
const results = { date: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, ssr: [], javascript: null };
try {
  await waitForServer(server);
  results.javascript = await javascriptPerRoute();
  for (const [name, target] of [["home", "/"], ["category (CMS page)", "/Photo-books/"], ["hello (no page lookup)", "/hello/"]]) {
    for (let i = 0; i < 30; i++) await fetch(`${BASE}${target}`, { headers: { cookie: `sw-context-token=${TOKEN}` } }).then((r) => r.text());
    const r = await load(`${BASE}${target}`);
    results.ssr.push({ page: name, path: target, rps: Math.round(r.requests.average), p50ms: r.latency.p50, p90ms: r.latency.p90, p99ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
  }
} finally {
  server.kill("SIGTERM");
}

console.log(`\nSSR against the emulator (wrangler dev, both Workers in one workerd; ${CONNECTIONS} connections, ${DURATION} s each)`);
console.table(results.ssr);
console.log("JavaScript sent before hydration (gzip -9), per route");
console.table(results.javascript.rows);
console.log(`Stylesheet: ${results.javascript.cssGzipKB} KB gzip`);
await mkdir(path.join(root, ".bench"), { recursive: true });
await writeFile(path.join(root, ".bench/results.json"), JSON.stringify(results, null, 2));
process.exit(0);
