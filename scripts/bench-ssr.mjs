// SSR's own time alone (the third section of `npm run bench`), in a minute, and a CPU profile of it.
//   node scripts/bench-ssr.mjs                      measure this checkout
//   BENCH_SSR_VARIANTS=base=.bench/base-src,new=.   measure several checkouts, alternating, same conditions
//   BENCH_SSR_PROFILE=category                      a CPU profile of the storefront isolate under that page
// The Store API answers at once from a recording of the emulator (made once into .bench/recording.json,
// BENCH_SSR_RECORD=1 makes it again). Samples are sequential requests on one connection, pages taken in
// turn; "own" is a page's time minus the p50 of a route that renders nothing.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { emulatorConfig, root, standInConfig, startWrangler, stop, waitFor } from "./bench-lib.mjs";

const benchDir = path.join(root, ".bench");
const PORT = Number(process.env.BENCH_PORT ?? 8797);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? 9229);
const BASE = `http://localhost:${PORT}`;
// BENCH_SSR_COOKIE replaces the visitor's cookies: "sw-context-token=…; es-session-state=…" with the state cookie a first
// answer set for that token (it is signed for it) is a guest with an empty cart, whose pages come from the edge cache (a hit's own time).
const HEADERS = { cookie: process.env.BENCH_SSR_COOKIE ?? "sw-context-token=BenchTokenBenchTokenBenchToken01" };
const SAMPLES = Number(process.env.BENCH_SSR_SAMPLES ?? 150);
const ROUNDS = Number(process.env.BENCH_SSR_ROUNDS ?? 2);
const PAGES = [
  ["home", "/"],
  ["category", "/Photo-books/?limit=24"],
  ["product", "/Classic-hardcover-photo-book-20-20-cm/ES10003/"],
  ["search", "/search/?search=photo"],
];
const BASELINE = ["baseline", "/builds/latest.json"];
const CRAWLER = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

async function record() {
  const emulator = await emulatorConfig("emulator-behind-recorder", "1000");

  const recorder = await standInConfig(
    "ssr-recorder",
    "../bench/recorder-worker.ts",
    `\n[[services]]\nbinding = "UPSTREAM"\nservice = "emulator-behind-recorder"\n`,
  );
  const state = path.join(root, ".wrangler/bench-ssr-record-state");
  await rm(state, { recursive: true, force: true });
  const server = startWrangler(["wrangler.toml", recorder, emulator], { port: PORT, state });
  try {
    await waitFor(server, `${BASE}${BASELINE[1]}`);
    for (const [, target] of PAGES) {
      for (const headers of [HEADERS, { ...HEADERS, ...CRAWLER }]) {
        for (let i = 0; i < 3; i++) await (await fetch(`${BASE}${target}`, { headers })).text();
      }
    }
    await writeFile(
      path.join(benchDir, "recording.json"),
      JSON.stringify(await (await fetch(`${BASE}/__emulator/recording.json`)).json()),
    );
  } finally {
    await stop(server);
  }
}

async function get(target, headers = HEADERS) {
  const start = performance.now();
  const response = await fetch(`${BASE}${target}`, { headers });
  const body = await response.arrayBuffer();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${target} answered ${response.status}`);
  return { ms, bytes: body.byteLength };
}

const quantile = (samples, q) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** The workerd processes under wrangler `pid` (the Workers', and wrangler's proxy in front of them). */
function workerdOf(pid) {
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const found = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift();
    if (p !== pid && readFileSync(`/proc/${p}/cmdline`, "utf8").includes("workerd")) found.push(p);
    queue.push(...children(p));
  }
  if (!found.length) throw new Error("no workerd process");
  return found;
}

/** CPU time (user + system, all threads) of processes, in ms. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / 100;
}

let workerd = [];

/** Starts `checkout`'s Worker against the replay, hands it to `work`, stops it. */
async function withServer(checkout, work, args = []) {
  const replay = await standInConfig("ssr-replay", "replay-entry.ts");
  const state = path.join(root, ".wrangler/bench-ssr-replay-state");
  await rm(state, { recursive: true, force: true });
  const server = startWrangler([path.resolve(checkout, "wrangler.toml"), replay], { port: PORT, state, args });
  try {
    await waitFor(server, `${BASE}${BASELINE[1]}`);
    workerd = workerdOf(server.pid);
    return await work();
  } finally {
    await stop(server);
  }
}

/** Samples per page (all pages and the baseline taken in turn, so that noise falls on all alike). */
async function measure() {
  const targets = [BASELINE, ...PAGES, ...PAGES.map(([name, target]) => [`${name} (crawler)`, target, CRAWLER])];
  for (const [, target, extra] of targets) for (let i = 0; i < 30; i++) await get(target, { ...HEADERS, ...extra });
  const samples = Object.fromEntries(targets.map(([name]) => [name, { ms: [], bytes: 0, cpu: 0 }]));
  // Blocks of ten: the process's CPU time counts in hundredths of a second.
  for (let i = 0; i < SAMPLES; i += 10) {
    for (const [name, target, extra] of targets) {
      const before = cpuMs(workerd);
      for (let j = 0; j < 10; j++) {
        const { ms, bytes } = await get(target, { ...HEADERS, ...extra });
        samples[name].ms.push(ms);
        samples[name].bytes = bytes;
      }
      samples[name].cpu += cpuMs(workerd) - before;
    }
  }
  return samples;
}

/** CDP over the inspector's websocket: the storefront isolate's CPU profile while `load` runs. */
async function profile(load) {
  const [target] = await (await fetch(`http://localhost:${INSPECTOR_PORT}/json`)).json();
  // Wrangler's inspector proxy wants an Origin it knows.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const n = ++id;
      pending.set(n, resolve);
      socket.send(JSON.stringify({ id: n, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 100 });
  await send("Profiler.start");
  await load();
  const { result } = await send("Profiler.stop");
  socket.close();
  return result.profile;
}

function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    self.set(node, (self.get(node) ?? 0) + (deltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map();
  const mod = new Map();
  for (const [node, us] of self) {
    const { functionName, url, lineNumber } = node.callFrame;
    const f = `${functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${lineNumber + 1}`;
    fn.set(f, (fn.get(f) ?? 0) + us);
    const m = url ? url.split("/").slice(-2).join("/") : functionName;
    mod.set(m, (mod.get(m) ?? 0) + us);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({
        name: name.slice(0, 110),
        ms: +(us / 1000).toFixed(1),
        pct: +((100 * us) / total).toFixed(1),
      }));
  return { totalMs: +(total / 1000).toFixed(0), functions: top(fn, 45), modules: top(mod, 15) };
}

await mkdir(benchDir, { recursive: true });
if (process.env.BENCH_SSR_RECORD === "1" || !existsSync(path.join(benchDir, "recording.json"))) await record();
await writeFile(
  path.join(benchDir, "replay-entry.ts"),
  `import recording from "./recording.json";\nimport { replayHandler } from "../bench/replay-worker";\nexport default replayHandler(recording as never);\n`,
);

const profiled = process.env.BENCH_SSR_PROFILE;
if (profiled) {
  const [, target, extra] =
    [...PAGES, ...PAGES.map(([n, t]) => [`${n}-crawler`, t, CRAWLER])].find(([name]) => name === profiled) ?? [];
  if (!target) throw new Error(`no page ${profiled}`);
  await withServer(root, async () => {
    for (let i = 0; i < 50; i++) await get(target, { ...HEADERS, ...extra });
    const result = await profile(async () => {
      for (let i = 0; i < Number(process.env.BENCH_SSR_PROFILE_REQUESTS ?? 300); i++)
        await get(target, { ...HEADERS, ...extra });
    });
    await writeFile(path.join(benchDir, `${profiled}.cpuprofile`), JSON.stringify(result));
    // The bundle the profile's line numbers point into (wrangler removes it when it stops).
    for (const dir of readdirSync(path.join(root, ".wrangler/tmp"))) {
      const bundle = path.join(root, ".wrangler/tmp", dir, "index.js");
      if (existsSync(bundle) && readFileSync(bundle, "utf8").includes("function renderPage("))
        await writeFile(path.join(benchDir, "profiled-index.js"), readFileSync(bundle));
    }
    const summary = summarise(result);
    console.log(`CPU profile of ${profiled}: ${summary.totalMs} ms sampled`);
    console.table(summary.modules);
    console.table(summary.functions);
  }, ["--inspector-port", String(INSPECTOR_PORT)]);
  process.exit(0);
}

const variants = (process.env.BENCH_SSR_VARIANTS ?? `this=${root}`).split(",").map((v) => v.split("="));
const all = Object.fromEntries(variants.map(([name]) => [name, null]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, checkout] of round % 2 ? [...variants].reverse() : variants) {
    const samples = await withServer(path.resolve(root, checkout), measure);
    if (!all[name]) all[name] = samples;
    else
      for (const page of Object.keys(samples)) {
        all[name][page].ms.push(...samples[page].ms);
        all[name][page].cpu += samples[page].cpu;
      }
  }
}
const rows = [];
for (const [variant, samples] of Object.entries(all)) {
  const base = quantile(samples[BASELINE[0]].ms, 0.5);
  const baseCpu = samples[BASELINE[0]].cpu / samples[BASELINE[0]].ms.length;
  for (const [page, { ms, bytes, cpu }] of Object.entries(samples)) {
    if (page === BASELINE[0]) continue;
    rows.push({
      variant,
      page,
      ownP50: +(quantile(ms, 0.5) - base).toFixed(2),
      ownP90: +(quantile(ms, 0.9) - base).toFixed(2),
      p50: +quantile(ms, 0.5).toFixed(2),
      ownCpuMs: +(cpu / ms.length - baseCpu).toFixed(2),
      htmlBytes: bytes,
      n: ms.length,
    });
  }
  rows.push({
    variant,
    page: "(baseline route)",
    ownP50: 0,
    ownP90: 0,
    p50: +base.toFixed(2),
    ownCpuMs: +baseCpu.toFixed(2),
    htmlBytes: 0,
    n: samples[BASELINE[0]].ms.length,
  });
}
rows.sort((a, b) => a.page.localeCompare(b.page) || a.variant.localeCompare(b.variant));
console.log(
  `SSR's own time, ms (wall: page minus the baseline route's p50; CPU: workerd's CPU time per request minus the baseline route's); ${SAMPLES} samples x ${ROUNDS} rounds`,
);
console.table(rows);
await writeFile(path.join(benchDir, "ssr-results.json"), JSON.stringify(rows, null, 2));
process.exit(0);
