// `npm run bench`: figures only, no pass/fail (budgets are judged in closing notes, design.md section 5).
//  1. JavaScript per route: what a page needs before it hydrates (gzip -9, requests), and the islands
//     that hydrate right after it.
//  2. SSR against the emulator: requests per second and latency (8 connections).
//  3. SSR's own time: the emulator replaced by a recording of its answers, served at once; measured
//     from outside (workerd freezes clocks between I/O), one connection, minus a trivial route.
// The emulator at scale (10,000 products) is bench-emulator.mjs.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  benchDir,
  CONNECTIONS,
  DURATION,
  emulatorConfig as writeEmulatorConfig,
  load as run,
  root,
  standInConfig,
  startWrangler as start,
  stop,
  waitFor,
} from "./bench-lib.mjs";
import { FIRST_LOAD_BUDGET_BYTES } from "./first-load.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const BASE = `http://localhost:${PORT}`;
const TOKEN = "BenchTokenBenchTokenBenchToken01";
const HEADERS = { cookie: `sw-context-token=${TOKEN}` };
// A catalogue big enough for a category page of 24 products.
const CATALOGUE_SIZE = process.env.BENCH_SSR_CATALOGUE ?? "1000";

const PAGES = [
  ["home", "/"],
  ["category, 24 products", "/Photo-books/?limit=24"],
  ["product", "/Classic-hardcover-photo-book-20-20-cm/ES10003/"],
  ["search", "/search/?search=photo"],
  ["hello (no page lookup)", "/hello/"],
];
const BASELINE = ["build metadata (no rendering)", "/builds/latest.json"];

/** Per page: the screen module, and the islands it shows (chrome plus its CMS element groups). */
// The chrome's islands are one chunk ("chrome", scripts/build.mjs); the manifest names the modules of it
// that are dynamic entries of their own, and any of them brings the whole chunk.
const CHROME = ["app/components/HeaderSearch.tsx", "app/components/NotificationCenter.tsx"];
const GROUP = (g) => `app/cms/slots/groups/${g}.tsx`;
const ROUTES = {
  home: { screen: "routes/home.screen.tsx", islands: [...CHROME, GROUP("content"), GROUP("media"), GROUP("products")] },
  "category / landing page": {
    screen: "routes/catch-all.screen.tsx",
    islands: [...CHROME, "app/components/Breadcrumbs.tsx", GROUP("content"), GROUP("listing")],
  },
  product: {
    screen: "routes/catch-all.screen.tsx",
    islands: [...CHROME, "app/components/Breadcrumbs.tsx", GROUP("content"), GROUP("media"), GROUP("products")],
  },
  search: { screen: "routes/search.screen.tsx", islands: [...CHROME, GROUP("listing")] },
  cart: { screen: "routes/cart.screen.tsx", islands: [...CHROME, "app/cart/CartContents.tsx"] },
  login: { screen: "routes/login.screen.tsx", islands: CHROME },
  "account overview": { screen: "routes/account-overview.screen.tsx", islands: CHROME },
  "account profile": { screen: "routes/account-profile.screen.tsx", islands: CHROME },
  "account addresses": { screen: "routes/account-addresses.screen.tsx", islands: CHROME },
  "account orders": { screen: "routes/account-orders.screen.tsx", islands: CHROME },
  projects: { screen: "routes/projects.screen.tsx", islands: CHROME },
  editor: { screen: "routes/editor.screen.tsx", islands: CHROME },
  checkout: {
    screen: "routes/checkout.screen.tsx",
    islands: [
      "app/payment/ProviderCard.tsx",
      "app/payment/ProviderDirectDebit.tsx",
      "app/checkout/CheckoutSummary.tsx",
    ],
  },
  "order success": { screen: "routes/order-success.screen.tsx", islands: CHROME },
  "order detail": { screen: "routes/account-order-detail.screen.tsx", islands: CHROME },
  "payment failure": {
    screen: "routes/payment-failure.screen.tsx",
    islands: [...CHROME, "app/payment/ProviderCard.tsx", "app/payment/ProviderDirectDebit.tsx"],
  },
};

async function javascriptPerRoute() {
  const manifest = JSON.parse(await readFile(path.join(root, "dist/client-manifest.json"), "utf8"));
  const sizes = new Map();
  const gzip = async (url) => {
    if (!sizes.has(url))
      sizes.set(url, gzipSync(await readFile(path.join(root, "dist/client", url)), { level: 9 }).length);
    return sizes.get(url);
  };
  const closure = (module) => {
    const entry = manifest.modules[module];
    // A module the build does not have would count as nothing and make its route look small.
    if (!entry) throw new Error(`${module} is no module of the build: the table above names a file that moved`);
    return [entry.file, ...entry.imports];
  };
  const rows = [];
  for (const [name, { screen, islands }] of Object.entries(ROUTES)) {
    const first = [...new Set([manifest.entry.file, ...manifest.entry.imports, ...closure(screen)])];
    const after = [...new Set(islands.flatMap(closure))].filter((f) => !first.includes(f));
    let before = 0;
    for (const file of first) before += await gzip(file);
    let later = 0;
    for (const file of after) later += await gzip(file);
    rows.push({
      route: name,
      requests: first.length,
      beforeHydrationKB: +(before / 1024).toFixed(1),
      // The build fails a screen over the budget (scripts/first-load.mjs); the column says how close each is.
      withinBudget: before <= FIRST_LOAD_BUDGET_BYTES,
      islandRequests: after.length,
      islandsKB: +(later / 1024).toFixed(1),
    });
  }
  const css = await Promise.all(manifest.stylesheets.map(gzip));
  return { rows, cssGzipKB: +(css.reduce((a, b) => a + b, 0) / 1024).toFixed(1) };
}

/** p50 and p90 of `times` sequential runs, in ms. */
async function timed(times, run) {
  const samples = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => +samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  return { p50ms: at(0.5), p90ms: at(0.9) };
}

/**
 * The time of a cart action, both ways a shopper sends it: without JavaScript the page POST runs the
 * route action in the Worker and answers 303; with JavaScript the browser's action calls the Store
 * API through the proxy (its own work in the browser is a few lines around that call).
 */
async function cartActions() {
  const token = "BenchCartTokenBenchCartToken0001";
  const product = "613c13eebc64eef7ac2299b5717a64ac";
  const cookie = `sw-context-token=${token}`;
  const added = await fetch(`${BASE}/store-api/checkout/cart/line-item`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ items: [{ id: product, type: "product", referencedId: product, quantity: 1 }] }),
  });
  if (!added.ok) throw new Error(`adding to the bench cart answered ${added.status}`);
  const pagePost = await timed(60, async (i) => {
    const response = await fetch(`${BASE}/cart/`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: BASE, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "change-quantity", lineItemId: product, quantity: String(1 + (i % 3)) }),
    });
    await response.arrayBuffer();
    if (response.status !== 303) throw new Error(`page POST answered ${response.status}`);
  });
  const proxied = await timed(60, async (i) => {
    const response = await fetch(`${BASE}/store-api/checkout/cart/line-item`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ items: [{ id: product, quantity: 1 + (i % 3) }] }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
  });
  return [
    { way: "without JavaScript: page POST, route action, 303", ...pagePost },
    { way: "with JavaScript: the action's Store API call through the proxy", ...proxied },
  ];
}

const startWrangler = (configs, state) => start(configs, { port: PORT, state });
const waitForServer = (child) => waitFor(child, `${BASE}/builds/latest.json`);
const load = (target, connections, seconds) =>
  run({ url: `${BASE}${target}`, connections, duration: seconds, headers: HEADERS });

async function warm(target, times = 20) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${BASE}${target}`, { headers: HEADERS });
    await response.text();
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
  }
}

/** The emulator's config under another name, so that a stand-in can take its name. */
const renamedEmulatorConfig = (name) => writeEmulatorConfig(name, CATALOGUE_SIZE);

await mkdir(benchDir, { recursive: true });
const results = {
  date: new Date().toISOString(),
  connections: CONNECTIONS,
  seconds: DURATION,
  catalogueSize: Number(CATALOGUE_SIZE),
  javascript: await javascriptPerRoute(),
  ssr: [],
  ownTime: [],
};
console.log("\nJavaScript per route (gzip -9): before hydration, and the islands that hydrate right after");
console.table(results.javascript.rows);
console.log(`Stylesheet: ${results.javascript.cssGzipKB} KB gzip`);

// 1. Against the emulator, through a recorder that keeps its answers.
const emulatorConfig = await renamedEmulatorConfig("emulator-behind-recorder");
const recorderConfig = await standInConfig(
  "recorder",
  "../bench/recorder-worker.ts",
  `\n[[services]]\nbinding = "UPSTREAM"\nservice = "emulator-behind-recorder"\n`,
);
await rm(path.join(root, ".wrangler/bench-state"), { recursive: true, force: true });
let server = startWrangler(["wrangler.toml", recorderConfig, emulatorConfig], path.join(root, ".wrangler/bench-state"));
try {
  await waitForServer(server);
  for (const [name, target] of PAGES) {
    await warm(target);
    const r = await load(target, CONNECTIONS, DURATION);
    results.ssr.push({
      page: name,
      rps: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p90ms: r.latency.p90,
      p99ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      htmlKB: +(r.throughput.average / Math.max(1, r.requests.average) / 1024).toFixed(1),
    });
  }
  const recording = await (await fetch(`${BASE}/__emulator/recording.json`)).json();
  await writeFile(path.join(benchDir, "recording.json"), JSON.stringify(recording));
  console.log(
    `\nSSR against the emulator (${CATALOGUE_SIZE} products; both Workers in one workerd; ${CONNECTIONS} connections, ${DURATION} s each)`,
  );
  console.table(results.ssr);
  results.cartActions = await cartActions();
  console.log(
    "\nA cart action (a quantity change), one at a time against the emulator: ms from the request to the answer",
  );
  console.table(results.cartActions);
} finally {
  await stop(server);
}

// 2. The same pages with the Store API answered at once from the recording.
await writeFile(
  path.join(benchDir, "replay-entry.ts"),
  `import recording from "./recording.json";\nimport { replayHandler } from "../bench/replay-worker";\nexport default replayHandler(recording as never);\n`,
);
const replayConfig = await standInConfig("replay", "replay-entry.ts");
await rm(path.join(root, ".wrangler/bench-replay-state"), { recursive: true, force: true });
server = startWrangler(["wrangler.toml", replayConfig], path.join(root, ".wrangler/bench-replay-state"));
try {
  await waitForServer(server);
  await warm(BASELINE[1], 50);
  const base = await load(BASELINE[1], 1, DURATION);
  for (const [name, target] of PAGES) {
    await warm(target, 50);
    const single = await load(target, 1, DURATION);
    const many = await load(target, CONNECTIONS, DURATION);
    results.ownTime.push({
      page: name,
      p50ms: single.latency.p50,
      p90ms: single.latency.p90,
      baselineP50ms: base.latency.p50,
      ownP50ms: +(single.latency.p50 - base.latency.p50).toFixed(1),
      meanMs: +single.latency.mean.toFixed(2),
      rps8: Math.round(many.requests.average),
      non2xx: single.non2xx + many.non2xx,
    });
  }
  console.log(
    `\nSSR's own time: the Store API answered at once from a recording (1 connection; "own" = page p50 minus the p50 of ${BASELINE[1]}, ${base.latency.p50} ms)`,
  );
  console.table(results.ownTime);
} finally {
  await stop(server);
}

await writeFile(path.join(benchDir, "results.json"), JSON.stringify(results, null, 2));
process.exit(0);
