// Builds the browser bundle with Vite (rolldown): hashed ES modules, one "framework" chunk for React,
// React Router and TanStack Query, one chunk with our code that every page needs (few requests before
// hydration), one chunk per lazily loaded screen, island and loader, one stylesheet, and the manifest
// the Worker reads (dist/client-manifest.json), which also carries the page's inline start script.
import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
// The version check's reload key and guard (spec section 4), one definition for both reloads.
import { RELOAD_GUARD_MS, RELOAD_KEY } from "../app/state/version-check.ts";
import { BROWSER_TARGET, bundleStartScript } from "./start-script.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/client");
const production = process.env.NODE_ENV !== "development";

/**
 * Vite wraps every dynamic import in a helper that preloads the chunk's dependencies (off here: the
 * Worker sends modulepreload hints for what a page needs) and reports failures. Ours only does the
 * second: a chunk that fails to load (the build changed since the page was loaded) reloads the page
 * once, with the version check's 10-second guard. A twentieth of the size, in the first load.
 */
const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";
const chunkFailureReload = {
  name: "edge-storefront:chunk-failure-reload",
  enforce: "pre",
  // A lazy import that only loads a chunk reads \`__vitePreload(() => import("./X.js"), deps)\`: with the
  // preload list gone (always empty here) and the path handed over as it is, \`__vitePreload("./X.js")\`.
  // All chunks sit in one folder, so the path means the same from the helper's chunk. The route table
  // alone has some eighty of them, in every first load.
  renderChunk(code) {
    // An island's import picks its export afterwards (\`.then((m) => m.Footer)\`): the picking moves outside.
    const shorter = code.replace(/__vitePreload\(\(\) => import\(("\.\/[^"]+")\)((?:\.then\(\(\w+\) => [^()]*(?:\([^()]*\))?\))*), __VITE_PRELOAD__\)/g, "__vitePreload($1)$2");
    return shorter === code ? null : { code: shorter, map: null };
  },
  load(id) {
    if (id !== PRELOAD_HELPER_ID) return null;
    return `const KEY = ${JSON.stringify(RELOAD_KEY)};
export const __vitePreload = (load) => (typeof load === "string" ? import(load) : load()).catch((error) => {
  const last = Number(sessionStorage.getItem(KEY)) || 0;
  if (Date.now() - last > ${RELOAD_GUARD_MS}) {
    sessionStorage.setItem(KEY, String(Date.now()));
    location.reload();
  }
  throw error;
});`;
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root,
  publicDir: path.join(root, "public"),
  logLevel: "warn",
  mode: production ? "production" : "development",
  oxc: { jsx: { runtime: "automatic" } },
  plugins: [chunkFailureReload],
  // The Sentry SDK's debug logging (its `debug: true` option, unused here) is left out of the error-reporting chunk.
  define: { __SENTRY_DEBUG__: "false" },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: "assets",
    manifest: true,
    target: BROWSER_TARGET,
    cssCodeSplit: false,
    minify: production,
    sourcemap: !production,
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: "app/entry.client.tsx",
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        // Lazy chunks are named by their hash alone: the entry lists each one it may preload, and their
        // names cost bytes before hydration. The two shared chunks keep theirs (tests and people read them).
        // Seven hash characters (the fewest rolldown accepts for this many chunks; it refuses to build, loudly,
        // should they ever need more) tell them apart: every character more is paid, incompressibly, in the
        // route table of the first load.
        chunkFileNames: (chunk) => (chunk.name === "framework" || chunk.name === "rolldown-runtime" ? "assets/[name]-[hash].js" : "assets/[hash:7].js"),
        assetFileNames: "assets/[name]-[hash][extname]",
        codeSplitting: {
          groups: [
            // What every page needs before it hydrates, in two files: the libraries and our own code.
            // Parts only lazily loaded code uses (mutations, forms, the Store API client) stay out.
            { name: "framework", priority: 10, tags: ["$initial"], test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|rosetta)[\\/]/ },
            { name: "app", priority: 5, tags: ["$initial"] },
            // The CMS page frame that home, category, product and landing pages share: one file, not five.
            // (The listing's query is not in it: only the listing island and loaders use it.)
            { name: "cms-page", priority: 4, test: /[\\/](app[\\/]cms[\\/](CmsPage|context)|app[\\/]queries[\\/]page|routes[\\/]page-entity)\.tsx?$/ },
            // The account's names and address labels (the address book, the overview, the order, the forms' loaders): one small file, not three.
            { name: "account-labels", priority: 3, test: /[\\/]app[\\/](lib[\\/](entity-names|address-lines)|components[\\/]AddressLines)\.tsx?$/ },
          ],
        },
      },
    },
  },
});

const viteManifestPath = path.join(outDir, ".vite/manifest.json");
const vite = JSON.parse(await readFile(viteManifestPath, "utf8"));
await rm(path.join(outDir, ".vite"), { recursive: true, force: true });
const url = (file) => `/${file}`;

/** A chunk's static imports, transitively: what must be loaded before it runs. */
function staticImports(key, seen = new Set()) {
  for (const imported of vite[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(imported, seen);
  }
  return seen;
}
const record = (key) => ({ file: url(vite[key].file), imports: [...staticImports(key)].map((k) => url(vite[k].file)) });

const entryKey = "app/entry.client.tsx";
if (!vite[entryKey]) throw new Error("the client entry was not built");
const modules = Object.fromEntries(
  Object.keys(vite)
    .filter((key) => vite[key].isDynamicEntry)
    .map((key) => [key, record(key)]),
);
const entry = record(entryKey);
// With one stylesheet for the whole app (cssCodeSplit off) Vite lists it on its own, not on the entry.
const stylesheets = [...new Set(Object.values(vite).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith(".css") ? [chunk.file] : [])]))].map(url);

// The page's own inline script (app/startup/start-script.ts): the Worker's render writes it after the bootstrap data.
const startScript = await bundleStartScript({ root, minify: production });

const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const id = createHash("sha256").update(JSON.stringify({ entry, modules, stylesheets, startScript })).digest("hex").slice(0, 12);
const manifest = {
  build: { id, version: process.env.APP_VERSION || pkg.version || "0.0.0", builtAt: new Date().toISOString() },
  entry,
  stylesheets,
  modules,
  startScript,
};
await writeFile(path.join(root, "dist/client-manifest.json"), JSON.stringify(manifest, null, 2));
console.log(`client build ${id}: entry ${entry.file} (+${entry.imports.length} chunks), ${Object.keys(modules).length} lazy modules, ${stylesheets.length} stylesheet(s), start script ${startScript.length} bytes`);
