// What a page needs before it hydrates, per screen: the entry with its static imports and the screen's
// module with its own (dist/client-manifest.json), gzip -9. The build fails over the budget, the bench reports it.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget of every screen's first load (decision 024): 120 KiB gzip -9. */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/** A gzip -9 size per asset URL of the build, each file read once. */
export function gzipSizes(root) {
  const sizes = new Map();
  return async (url) => {
    if (!sizes.has(url))
      sizes.set(url, gzipSync(await readFile(path.join(root, "dist/client", url)), { level: 9 }).length);
    return sizes.get(url);
  };
}

/** Every screen's (routes/*.screen.tsx) first load in bytes, largest first. */
export async function firstLoadPerScreen(root, manifest) {
  const gzip = gzipSizes(root);
  const rows = [];
  for (const [module, { file, imports }] of Object.entries(manifest.modules)) {
    if (!/^routes\/.+\.screen\.tsx$/.test(module)) continue;
    let bytes = 0;
    for (const url of new Set([manifest.entry.file, ...manifest.entry.imports, file, ...imports]))
      bytes += await gzip(url);
    rows.push({ screen: module, bytes });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}
