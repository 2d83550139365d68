// The emulator at scale (issue 3): listing, filtered listing, search and suggest over a generated
// catalogue of BENCH_CATALOGUE products (10,000 by default). Figures only, like bench.mjs.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { CONNECTIONS, DURATION, load, root, startWrangler, stop, waitFor } from "./bench-lib.mjs";

const PORT = Number(process.env.BENCH_EMULATOR_PORT ?? 8796);
const BASE = `http://localhost:${PORT}`;
const SIZE = Number(process.env.BENCH_CATALOGUE ?? 10_000);
const HEADERS = { "sw-access-key": "SWSCEDGESTOREFRONTDEMO01", "content-type": "application/json" };

const post = async (route, body) =>
  (await fetch(`${BASE}/store-api${route}`, { method: "POST", headers: HEADERS, body: JSON.stringify(body) })).json();

const state = path.join(root, ".wrangler/bench-emulator-state");
await rm(state, { recursive: true, force: true });
const server = startWrangler(["emulator/wrangler.toml"], {
  port: PORT,
  state,
  args: ["--var", `CATALOGUE_SIZE:${SIZE}`],
});
const rows = [];
try {
  await waitFor(server, `${BASE}/__emulator/`);
  const started = performance.now();
  const navigation = await post("/navigation/main-navigation/main-navigation", { depth: 1 });
  const coldMs = Math.round(performance.now() - started);
  const category = navigation[0].id;
  const listing = await post(`/product-listing/${category}`, { limit: 24 });
  const manufacturer = listing.aggregations.manufacturer.entities[0]?.id ?? "";
  const cases = [
    ["listing, 24 per page", `/product-listing/${category}`, { limit: 24 }],
    ["listing, page 5, price ascending", `/product-listing/${category}`, { limit: 24, p: 5, order: "price-asc" }],
    [
      "listing, manufacturer + price range",
      `/product-listing/${category}`,
      { limit: 24, manufacturer, "min-price": 10, "max-price": 80 },
    ],
    ['search "photo book"', "/search", { search: "photo book", limit: 24 }],
    ['search-suggest "cal"', "/search-suggest", { search: "cal" }],
    [
      "product criteria: range + sort",
      "/product",
      {
        limit: 24,
        filter: [{ type: "range", field: "stock", parameters: { gte: 10 } }],
        sort: [{ field: "name", order: "ASC" }],
      },
    ],
  ];
  for (const [name, route, body] of cases) {
    const first = await post(route, body);
    for (let i = 0; i < 10; i++) await post(route, body);
    const r = await load({
      url: `${BASE}/store-api${route}`,
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify(body),
    });
    rows.push({
      request: name,
      total: first.total ?? null,
      rps: Math.round(r.requests.average),
      p50ms: r.latency.p50,
      p90ms: r.latency.p90,
      p99ms: r.latency.p99,
      non2xx: r.non2xx,
    });
  }
  console.log(
    `\nEmulator with ${SIZE} products (${CONNECTIONS} connections, ${DURATION} s each; first request incl. catalogue generation: ${coldMs} ms)`,
  );
  console.table(rows);
  await mkdir(path.join(root, ".bench"), { recursive: true });
  const file = path.join(root, ".bench/results.json");
  const previous = await readFile(file, "utf8")
    .then(JSON.parse)
    .catch(() => ({}));
  await writeFile(file, JSON.stringify({ ...previous, emulator: { size: SIZE, coldMs, rows } }, null, 2));
} finally {
  await stop(server);
}
process.exit(0);
