// What the benchmarks share: starting and stopping wrangler dev, waiting for it, and a load run.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
export const benchDir = path.join(root, ".bench");

/** wrangler dev with production React builds, quiet, on `port`, its state in `state`. */
export function startWrangler(configs, { port, state, args = [] }) {
  return spawn(
    "wrangler",
    [
      "dev",
      ...configs.flatMap((c) => ["-c", c]),
      "--port",
      String(port),
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      "--log-level",
      "error",
      ...args,
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
}

/** Resolves once `url` answers 2xx; fails when the server stops or takes more than three minutes. */
export async function waitFor(child, url) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

export async function stop(child) {
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
}

/** autocannon for DURATION seconds; `options` may set url, method, headers, body, connections. */
export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The emulator's config in .bench under the Worker name `name`, with a catalogue of `catalogueSize` products. */
export async function emulatorConfig(name, catalogueSize) {
  const text = await readFile(path.join(root, "emulator/wrangler.toml"), "utf8");
  const file = path.join(benchDir, `${name}.toml`);
  await mkdir(benchDir, { recursive: true });
  await writeFile(
    file,
    text
      .replace(/^name = .*$/m, `name = "${name}"`)
      .replace(/^main = "src\/index.ts"$/m, `main = "../emulator/src/index.ts"`)
      .replace(/^CATALOGUE_SIZE = .*$/m, `CATALOGUE_SIZE = "${catalogueSize}"`),
  );
  return file;
}

/** A stand-in for the emulator in .bench (a recorder or a replay of its answers), bound under its name. */
export async function standInConfig(name, main, extra = "") {
  const file = path.join(benchDir, `${name}.toml`);
  await mkdir(benchDir, { recursive: true });
  await writeFile(
    file,
    `name = "edge-storefront-emulator"\nmain = "${main}"\ncompatibility_date = "2026-10-20"\ncompatibility_flags = ["nodejs_compat"]\nsend_metrics = false\n${extra}`,
  );
  return file;
}

/** The demo product the benches put in a cart (PixelForge Studio, ES10051: software, no print project needed). */
export const BENCH_PRODUCT = "613c13eebc64eef7ac2299b5717a64ac";

/** Puts one BENCH_PRODUCT into the cart of `token` through the storefront's proxy at `base`, as the shopper's browser would. */
export async function fillCart(base, token) {
  const response = await fetch(`${base}/store-api/checkout/cart/line-item`, {
    method: "POST",
    headers: { cookie: `sw-context-token=${token}`, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ items: [{ id: BENCH_PRODUCT, type: "product", referencedId: BENCH_PRODUCT, quantity: 1 }] }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`filling a bench cart answered ${response.status}`);
  return response;
}
