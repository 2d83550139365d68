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

/**
 * Every screen's first load in bytes, largest first: the entry with its static imports, and the route
 * modules the server hints for the screen (its lazily loaded layout's and its own, with their static
 * imports; `firstLoadModules` in app/framework/route-modules.ts).
 */
export async function firstLoadPerScreen(root, manifest, screens) {
  const gzip = gzipSizes(root);
  const rows = [];
  for (const { screen, modules } of screens) {
    const urls = new Set([manifest.entry.file, ...manifest.entry.imports]);
    for (const module of modules) {
      const chunk = manifest.modules[module];
      if (!chunk) throw new Error(`${screen}: ${module} is no module of the build`);
      for (const url of [chunk.file, ...chunk.imports]) urls.add(url);
    }
    let bytes = 0;
    for (const url of urls) bytes += await gzip(url);
    rows.push({ screen, bytes });
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}
