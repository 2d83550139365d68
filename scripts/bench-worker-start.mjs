// The Worker's own weight and its isolate start-up (part of `npm run bench`; docs/testing.md,
// "The Worker's weight and start-up").
//  1. The production bundle as `npm run deploy` uploads it (`wrangler deploy --dry-run --env production`,
//     minified): bytes, gzip -9 bytes, and its bytes per package from esbuild's metafile.
//  2. Its global scope: every cold isolate compiles the bundle and runs its top level before it answers.
//     Measured as the time of one dynamic import() of the bundle in a fresh Node process (Node's V8,
//     no compile cache), over BENCH_START_RUNS processes (15 unless told): wall time and the process's
//     CPU time, whose median is the figure to compare (on a busy machine the wall time mostly measures
//     the wait for a core). What is Node's own
//     and no part of the Worker is done before the clock starts: the bundle is copied as an .mjs file
//     (a .js file would be parsed twice, to detect its format), and the web globals Node creates
//     lazily on first use (fetch, Request, TextDecoder…, which load undici) are touched first. The one
//     import that is not Node's, cloudflare:workers (the DurableObject base class), is a stub.
// BENCH_WORKER_BUNDLE=path/to/index.js measures a bundle built elsewhere (another checkout) instead.
import { spawnSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { benchDir, root } from "./bench-lib.mjs";

const RUNS = Number(process.env.BENCH_START_RUNS ?? 15);
const outDir = path.join(benchDir, "worker-production");

/** Builds the bundle wrangler would upload, with its metafile; returns the bundle's path. */
function buildBundle() {
  const result = spawnSync(
    "wrangler",
    ["deploy", "--dry-run", "--env", "production", "--outdir", outDir, "--metafile", path.join(outDir, "meta.json")],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed (${result.status})`);
  return path.join(outDir, "index.js");
}

/** Bytes in the bundle per npm package (node_modules/<name>) or per folder of ours (app, worker, routes…). */
function bytesPerPackage(meta) {
  const output = Object.entries(meta.outputs).find(([file]) => file.endsWith(".js"));
  if (!output) throw new Error("the metafile names no JavaScript output");
  const groups = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output[1].inputs)) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(input)?.[1] ?? input.split("/")[0];
    groups.set(pkg, (groups.get(pkg) ?? 0) + bytesInOutput);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

const CHILD = `
import "node:async_hooks";
import { registerHooks } from "node:module";
const [bundle, stub] = process.argv.slice(1);
for (const name of ["fetch", "Request", "Response", "Headers", "FormData", "TextEncoder", "TextDecoder", "URL", "URLSearchParams", "ReadableStream", "WritableStream", "TransformStream", "AbortController", "Blob", "crypto", "structuredClone"]) void globalThis[name];
registerHooks({ resolve: (specifier, context, next) => (specifier === "cloudflare:workers" ? { url: stub, shortCircuit: true } : next(specifier, context)) });
const cpu = process.cpuUsage();
const start = performance.now();
await import(bundle);
const wall = performance.now() - start;
const { user, system } = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({ wall, cpu: (user + system) / 1000 }));
`;

/** Milliseconds of one import() of the bundle, each in a fresh process: wall time, and the process's CPU time (steadier on a busy machine). */
async function startUpTimes(bundle) {
  const copy = path.join(outDir, "bundle-under-test.mjs");
  await writeFile(copy, await readFile(bundle));
  const stub = path.join(outDir, "cloudflare-workers-stub.mjs");
  await writeFile(stub, "export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }\n");
  const wall = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const child = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", CHILD, pathToFileURL(copy).href, pathToFileURL(stub).href],
      { encoding: "utf8" },
    );
    if (child.status !== 0) throw new Error(`importing the bundle failed: ${child.stderr}`);
    const run = JSON.parse(child.stdout);
    wall.push(run.wall);
    cpu.push(run.cpu);
  }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

await mkdir(outDir, { recursive: true });
const bundle = process.env.BENCH_WORKER_BUNDLE ? path.resolve(process.env.BENCH_WORKER_BUNDLE) : buildBundle();
const code = await readFile(bundle);
const gzipBytes = gzipSync(code, { level: 9 }).length;
console.log(
  `\nThe production Worker (${path.relative(root, bundle)}): ${(code.length / 1024).toFixed(0)} KiB, ${(gzipBytes / 1024).toFixed(0)} KiB gzip -9`,
);
const metaFile = path.join(path.dirname(bundle), "meta.json");
const meta = await readFile(metaFile, "utf8").then(JSON.parse, () => null);
const packages = meta ? bytesPerPackage(meta) : [];
if (packages.length > 0) {
  console.table(packages.slice(0, 20).map(([pkg, bytes]) => ({ package: pkg, KiB: +(bytes / 1024).toFixed(1) })));
}
const times = await startUpTimes(bundle);
const ms = (value) => +value.toFixed(1);
const startUp = {
  runs: RUNS,
  wall: { medianMs: ms(quantile(times.wall, 0.5)), p90Ms: ms(quantile(times.wall, 0.9)), minMs: ms(times.wall[0]) },
  cpu: { medianMs: ms(quantile(times.cpu, 0.5)), p90Ms: ms(quantile(times.cpu, 0.9)), minMs: ms(times.cpu[0]) },
};
console.log(`Its global scope (import() in a fresh Node ${process.version}, ${RUNS} runs):`);
console.table({ "wall ms": startUp.wall, "CPU ms": startUp.cpu });
await writeFile(
  path.join(benchDir, "worker-start.json"),
  JSON.stringify(
    {
      bundle: path.relative(root, bundle),
      bytes: code.length,
      gzipBytes,
      packages: Object.fromEntries(packages),
      startUp,
    },
    null,
    2,
  ),
);
