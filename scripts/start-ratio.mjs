// Measures what a newcomer sees after `npm start`: the median time of a page (/hello/, home) against
// the median time of a bare Store API call through the proxy (/store-api/context), in one run.
// Usage: node scripts/start-ratio.mjs [base URL] (default http://localhost:8787). Figures only.
const base = process.argv[2] ?? "http://localhost:8787";
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const headers = { cookie: "sw-context-token=StartRatioTokenStartRatioToken01" };

async function time(path) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - start;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const paths = ["/store-api/context", "/hello/", "/"];
for (const path of paths) for (let i = 0; i < 10; i++) await time(path);
const samples = Object.fromEntries(paths.map((p) => [p, []]));
for (let i = 0; i < ROUNDS; i++) for (const path of paths) samples[path].push(await time(path));
const api = median(samples["/store-api/context"]);
console.log(`median of ${ROUNDS} requests each, ${base}`);
for (const path of paths) {
  const m = median(samples[path]);
  console.log(`${path.padEnd(20)} ${m.toFixed(1).padStart(7)} ms   ${(m / api).toFixed(1)}× /store-api/context`);
}
