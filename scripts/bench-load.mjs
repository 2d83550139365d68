// `npm run bench`, load and memory (issue 13): pages and cart actions under 8–32 connections against
// the production build (storefront and emulator in one workerd, as in bench.mjs), figures only.
//  - Pages (home, category of 24, product, search): the cache's hit path (the same URL, no cookie,
//    after a warm-up request) and its miss path (a unique `?bench=<id>` per request), in the same run
//    of the bench; BENCH_LOAD_PATHS=hit,miss,bypass adds a visitor with a filled cart. Each answer's
//    Server-Timing `cache;desc=hit|miss|bypass` is counted, so the figures say what the cache did.
//  - The cart page for a filled cart, and the cart actions both ways a shopper sends them: the page
//    POST (no JavaScript, 303) and the Store API call through the proxy. Every connection is its own
//    shopper (context token); "add a line" and "remove" run as one cycle, timed per step.
//  - The storefront isolate's JS heap through the V8 inspector: settled before, sampled during,
//    settled after, against the Workers limit of 128 MB.
// Env: BENCH_PORT, BENCH_INSPECTOR_PORT, BENCH_LOAD_SECONDS (60), BENCH_LOAD_CONNECTIONS ("8,32"),
// BENCH_LOAD_PATHS ("hit,miss"). Results: .bench/load.json.
import autocannon from "autocannon";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { HeapProbe } from "./bench-heap.mjs";
import { BENCH_PRODUCT, benchDir, emulatorConfig, fillCart, root, startWrangler, stop, waitFor } from "./bench-lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8797);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9229);
const BASE = `http://localhost:${PORT}`;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const LEVELS = (process.env.BENCH_LOAD_CONNECTIONS ?? "8,32").split(",").map(Number);
const PATHS = (process.env.BENCH_LOAD_PATHS ?? "hit,miss").split(",");
const HEAP_SAMPLE_MS = 2000;
const HEAP_LIVE_MS = 10_000;
const WORKER_LIMIT_MB = 128;
const PRODUCT = BENCH_PRODUCT;

const PAGES = [
  ["home", "/"],
  ["category, 24 products", "/Photo-books/?limit=24"],
  ["product", "/Classic-hardcover-photo-book-20-20-cm/ES10003/"],
  ["search", "/search/?search=photo"],
];

/** A context token of the emulator's shape, unique per run and connection. */
let tokens = 0;
const newToken = () => `Bench${Date.now().toString(36)}${(++tokens).toString(36)}`.padEnd(32, "x").slice(0, 32);
const cookie = (token) => `sw-context-token=${token}`;

/** Server-Timing's cache entry, however the Worker numbers its entries (`cache`, `cache0`…). */
function cacheStatus(value) {
  const match = /(?:^|,)\s*cache\d*\s*;[^,]*?desc="?(hit|miss|bypass)\b/i.exec(value ?? "");
  return match ? match[1].toLowerCase() : "none";
}

const pagePost = (token, fields) => ({
  method: "POST",
  path: "/cart/",
  headers: {
    cookie: cookie(token),
    origin: BASE,
    referer: `${BASE}/cart/`,
    "content-type": "application/x-www-form-urlencoded",
  },
  body: new URLSearchParams(fields).toString(),
});
const storeApi = (token, method, apiPath, body) => ({
  method,
  path: `/store-api${apiPath}`,
  headers: { cookie: cookie(token), origin: BASE, "content-type": "application/json", accept: "application/json" },
  ...(body ? { body: JSON.stringify(body) } : {}),
});
const ACTIONS = {
  "add a line, then remove it": {
    "page POST": (t) => [
      ["add a line", pagePost(t, { intent: "add-to-cart", productId: PRODUCT, quantity: "1" })],
      ["remove it", pagePost(t, { intent: "remove-line-item", lineItemId: PRODUCT })],
    ],
    "Store API": (t) => [
      [
        "add a line",
        storeApi(t, "POST", "/checkout/cart/line-item", {
          items: [{ id: PRODUCT, type: "product", referencedId: PRODUCT, quantity: 1 }],
        }),
      ],
      ["remove it", storeApi(t, "DELETE", `/checkout/cart/line-item?ids[]=${PRODUCT}`)],
    ],
  },
  "change quantity": {
    "page POST": (t) =>
      [2, 3, 1].map((q) => [
        "change quantity",
        pagePost(t, { intent: "change-quantity", lineItemId: PRODUCT, quantity: String(q) }),
      ]),
    "Store API": (t) =>
      [2, 3, 1].map((q) => [
        "change quantity",
        storeApi(t, "PATCH", "/checkout/cart/line-item", { items: [{ id: PRODUCT, quantity: q }] }),
      ]),
  },
};

/** A cart holding one line of PRODUCT, through the proxy. */
async function filledCart() {
  const token = newToken();
  await fillCart(BASE, token);
  return token;
}

async function warm(target, headers, times) {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${BASE}${target}`, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`${target} answered ${response.status} while warming`);
  }
}

/** A request that enters the storefront's isolate and does little there. */
const poke = () => fetch(`${BASE}/hello/`).then((r) => r.arrayBuffer());

const quantile = (sorted, q) =>
  sorted.length ? +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1) : null;

/**
 * One autocannon run of `connections` for SECONDS. `sequenceFor(client)` gives a connection its
 * requests as [step, request] pairs, sent in turn; every answer is timed and counted under its step
 * (with one request in flight per connection, the iterator's index is the step just answered).
 */
async function measure(connections, sequenceFor, { idReplacement = false } = {}) {
  const steps = new Map();
  const step = (name) => {
    if (!steps.has(name))
      steps.set(name, {
        latencies: [],
        statuses: {},
        cache: { hit: 0, miss: 0, bypass: 0, none: 0 },
        timeouts: 0,
        connErrors: 0,
      });
    return steps.get(name);
  };
  let clients = 0;
  const started = performance.now();
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: BASE,
        connections,
        duration: SECONDS,
        idReplacement,
        requests: [{}],
        setupClient(client) {
          const sequence = sequenceFor(clients++);
          client.setRequests(sequence.map(([, request]) => request));
          const current = () => step(sequence[client.requestIterator.currentRequestIndex][0]);
          let cache = "none";
          client.on("headers", ({ headers }) => {
            const at = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === "server-timing");
            cache = cacheStatus(at >= 0 ? headers[at + 1] : undefined);
          });
          client.on("response", (status, _bytes, ms) => {
            const s = current();
            s.latencies.push(ms);
            s.statuses[status] = (s.statuses[status] ?? 0) + 1;
            s.cache[cache]++;
          });
          client.on("timeout", () => current().timeouts++);
          client.on("connError", () => current().connErrors++);
        },
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  return [...steps].map(([name, s]) => {
    const sorted = s.latencies.sort((a, b) => a - b);
    const bad = Object.entries(s.statuses).reduce(
      (n, [status, count]) => (Number(status) >= 200 && Number(status) < 400 ? n : n + count),
      0,
    );
    return {
      step: name,
      requests: sorted.length,
      rps: Math.round(sorted.length / seconds),
      p50ms: quantile(sorted, 0.5),
      p99ms: quantile(sorted, 0.99),
      errors: bad + s.timeouts + s.connErrors,
      statuses: s.statuses,
      timeouts: s.timeouts,
      connErrors: s.connErrors,
      cache: s.cache,
      autocannon: { errors: result.errors, timeouts: result.timeouts, resets: result.resets },
    };
  });
}

const cacheSeen = (c) =>
  c.hit + c.miss + c.bypass === 0
    ? "no cache entry"
    : `hit ${c.hit} / miss ${c.miss} / bypass ${c.bypass}${c.none ? ` / none ${c.none}` : ""}`;

async function loadSection(probe) {
  const rows = [];
  const heap = [];
  const filled = await filledCart();
  const record = async (connections, what, path, run) => {
    const since = Date.now();
    const steps = await run();
    const peak = probe?.peakSince(since);
    const live = probe?.peakLiveSince(since);
    if (peak)
      heap.push({
        connections,
        what,
        path,
        peakUsedMB: peak.usedMB,
        peakTotalMB: peak.totalMB,
        peakBackingMB: peak.backingMB,
        peakLiveMB: live ? live.usedMB + live.backingMB : null,
      });
    for (const s of steps) {
      const row = { connections, what: steps.length > 1 || s.step !== what ? `${what}: ${s.step}` : what, path, ...s };
      rows.push(row);
      console.log(
        `  ${String(connections).padStart(2)} conn  ${row.what} [${path}]: ${row.rps} rps, p50 ${row.p50ms} ms, p99 ${row.p99ms} ms, ${row.errors} errors, cache ${cacheSeen(s.cache)}`,
      );
    }
  };
  for (const connections of LEVELS) {
    for (const [name, target] of PAGES) {
      const join = target.includes("?") ? "&" : "?";
      const ways = {
        // One warm-up request fills the cache; everything after it is the same URL without cookies.
        hit: async () => {
          await warm(target, {}, 1);
          return measure(connections, () => [[name, { method: "GET", path: target }]]);
        },
        // A unique query string per request (autocannon's [<id>]): never in the cache.
        miss: async () => {
          await warm(`${target}${join}bench=warm`, {}, 1);
          return measure(connections, () => [[name, { method: "GET", path: `${target}${join}bench=[<id>]` }]], {
            idReplacement: true,
          });
        },
        // A shopper with a filled cart: the cache steps aside.
        bypass: async () => {
          await warm(target, { cookie: cookie(filled) }, 1);
          return measure(connections, () => [
            [name, { method: "GET", path: target, headers: { cookie: cookie(filled) } }],
          ]);
        },
      };
      for (const way of PATHS) await record(connections, name, way, ways[way]);
    }
    await record(connections, "cart page, filled cart", "bypass", async () => {
      await warm("/cart/", { cookie: cookie(filled) }, 1);
      return measure(connections, () => [
        ["cart page, filled cart", { method: "GET", path: "/cart/", headers: { cookie: cookie(filled) } }],
      ]);
    });
    for (const [action, ways] of Object.entries(ACTIONS)) {
      for (const [way, sequence] of Object.entries(ways)) {
        // Every connection its own shopper; a quantity change needs a line to change.
        const shoppers = await Promise.all(
          Array.from({ length: connections }, () => (action === "change quantity" ? filledCart() : newToken())),
        );
        await record(connections, action, way, () =>
          measure(connections, (client) => sequence(shoppers[client % shoppers.length])),
        );
      }
    }
  }
  return { rows, heap };
}

/** Per page and connections: the cached path against the uncached one, measured in this run. */
function cacheRatios(rows) {
  const ratios = [];
  for (const connections of LEVELS) {
    for (const [name] of PAGES) {
      const hit = rows.find((r) => r.connections === connections && r.what === name && r.path === "hit");
      const miss = rows.find((r) => r.connections === connections && r.what === name && r.path === "miss");
      if (!hit || !miss) continue;
      const seen =
        hit.cache.hit + hit.cache.miss + hit.cache.bypass + miss.cache.hit + miss.cache.miss + miss.cache.bypass;
      ratios.push({
        connections,
        page: name,
        hitRps: hit.rps,
        missRps: miss.rps,
        "hit/miss rps": +(hit.rps / Math.max(1, miss.rps)).toFixed(2),
        hitP50ms: hit.p50ms,
        missP50ms: miss.p50ms,
        "miss/hit p50": +(miss.p50ms / Math.max(0.1, hit.p50ms)).toFixed(2),
        "hit path's answers": cacheSeen(hit.cache),
        "miss path's answers": cacheSeen(miss.cache),
        cache: seen === 0 ? "no cache entry: both paths rendered" : "Server-Timing cache entry present",
      });
    }
  }
  return ratios;
}

const started = Date.now();
const state = path.join(root, ".wrangler/bench-load-state");
await rm(state, { recursive: true, force: true });
const emulator = await emulatorConfig("edge-storefront-emulator", process.env.BENCH_SSR_CATALOGUE ?? "1000");
const server = startWrangler(["wrangler.toml", emulator], {
  port: PORT,
  state,
  args: ["--inspector-port", String(INSPECTOR_PORT)],
});
const results = { date: new Date().toISOString(), seconds: SECONDS, levels: LEVELS, paths: PATHS };
let probe;
try {
  await waitFor(server, `${BASE}/builds/latest.json`);
  try {
    probe = await HeapProbe.connect(INSPECTOR_PORT);
    results.isolate = await probe.isolate();
    if (results.isolate.worker !== "edge-storefront")
      throw new Error(`the inspector is attached to ${results.isolate.worker}, not the storefront`);
  } catch (error) {
    console.log(`\nHeap: not measured (${error.message})`);
    probe?.close();
    probe = undefined;
  }
  // Every route once, so that the heap before load holds the modules the load will use.
  for (const [, target] of PAGES) await warm(target, {}, 3);
  const before = probe ? await probe.settled(poke) : null;
  const stopSampling = probe?.sample(HEAP_SAMPLE_MS);
  const stopLive = probe?.sampleLive(HEAP_LIVE_MS);
  console.log(`\nLoad: ${LEVELS.join(", ")} connections, ${SECONDS} s per run, paths ${PATHS.join(", ")}`);
  const { rows, heap } = await loadSection(probe);
  const missed = (stopSampling?.() ?? 0) + (stopLive?.() ?? 0);
  const after = probe ? await probe.settled(poke) : null;
  results.load = rows;
  results.cacheRatios = cacheRatios(rows);
  const peak = probe?.peakSince(0);
  const livePeak = probe?.peakLiveSince(0);
  results.heap = probe
    ? {
        isolate: results.isolate,
        limitMB: WORKER_LIMIT_MB,
        sampleEveryMs: HEAP_SAMPLE_MS,
        samples: probe.samples.length,
        missedSamples: missed,
        beforeSettled: before,
        peakDuringLoad: peak,
        peakLiveDuringLoad: livePeak,
        afterSettled: after,
        peakShareOfLimit: peak ? `${((100 * (peak.usedMB + peak.backingMB)) / WORKER_LIMIT_MB).toFixed(0)} %` : null,
        peakLiveShareOfLimit: livePeak
          ? `${((100 * (livePeak.usedMB + livePeak.backingMB)) / WORKER_LIMIT_MB).toFixed(0)} %`
          : null,
        perRun: heap,
      }
    : null;
  results.minutes = +((Date.now() - started) / 60000).toFixed(1);

  console.log(
    `\nLoad against the production build (storefront and emulator in one workerd on this machine; ${SECONDS} s per run; errors: status outside 2xx/3xx, timeouts, connection errors)`,
  );
  console.table(
    rows.map(({ connections, what, path: way, rps, p50ms, p99ms, errors, cache }) => ({
      connections,
      what,
      path: way,
      rps,
      p50ms,
      p99ms,
      errors,
      cache: cacheSeen(cache),
    })),
  );
  console.log(
    "\nCache hit against miss, per page, in this run (hit: the same URL without cookies; miss: a unique ?bench=<id> per request)",
  );
  console.table(results.cacheRatios);
  if (results.heap) {
    console.log(
      `\nThe storefront isolate's JS heap (V8 inspector on port ${INSPECTOR_PORT}, ${results.isolate.worker}: ${results.isolate.bundle}), MB; Workers limit ${WORKER_LIMIT_MB} MB`,
    );
    console.table([
      { when: "before load, after a full GC", ...before },
      {
        when: `peak during load (sampled every ${HEAP_SAMPLE_MS / 1000} s, ${probe.samples.length} samples, ${missed} missed)`,
        usedMB: peak?.usedMB,
        totalMB: peak?.totalMB,
        backingMB: peak?.backingMB,
      },
      {
        when: `peak live during load (a full GC, then the heap, every ${HEAP_LIVE_MS / 1000} s, ${probe.liveSamples.length} samples)`,
        usedMB: livePeak?.usedMB,
        totalMB: livePeak?.totalMB,
        backingMB: livePeak?.backingMB,
      },
      { when: "after load, after a full GC", ...after },
    ]);
    console.table(heap);
  }
  console.log(`\nLoad section: ${results.minutes} min`);
} finally {
  probe?.close();
  await stop(server);
}
await writeFile(path.join(benchDir, "load.json"), JSON.stringify(results, null, 2));
process.exit(0);
