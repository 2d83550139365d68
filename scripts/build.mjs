// Builds the browser bundle with Vite (rolldown): hashed ES modules, one "framework" chunk for React,
// React Router, TanStack Query and the Store API client (few requests before hydration), one chunk per
// lazily loaded screen, one stylesheet, and the manifest the Worker reads (dist/client-manifest.json).
import { createHash } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "dist/client");
const production = process.env.NODE_ENV !== "development";

await rm(outDir, { recursive: true, force: true });
await build({
  configFile: false,
  root,
  publicDir: path.join(root, "public"),
  logLevel: "warn",
  mode: production ? "production" : "development",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir,
    emptyOutDir: true,
    assetsDir: "assets",
    manifest: true,
    target: ["es2022", "chrome111", "firefox111", "safari16.4"],
    cssCodeSplit: false,
    minify: production,
    sourcemap: !production,
    modulePreload: { polyfill: false },
    reportCompressedSize: false,
    rollupOptions: {
      input: "app/entry.client.tsx",
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        advancedChunks: {
          groups: [{ name: "framework", priority: 10,
            test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|rosetta)[\\/]/ }],
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
const modules = Object.fromEntries(Object.keys(vite).filter((key) => vite[key].isDynamicEntry).map((key) => [key, record(key)]));
const entry = record(entryKey);
// With one stylesheet for the whole app (cssCodeSplit off) Vite lists it on its own, not on the entry.
const stylesheets = [...new Set(Object.values(vite).flatMap((chunk) => [...(chunk.css ?? []), ...(chunk.file.endsWith(".css") ? [chunk.file] : [])]))].map(url);

const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const id = createHash("sha256").update(JSON.stringify({ entry, modules, stylesheets })).digest("hex").slice(0, 12);
const manifest = {
  build: { id, version: process.env.APP_VERSION || pkg.version || "0.0.0", builtAt: new Date().toISOString() },
  entry,
  stylesheets,
  modules,
};
await writeFile(path.join(root, "dist/client-manifest.json"), JSON.stringify(manifest, null, 2));
console.log(`client build ${id}: entry ${entry.file} (+${entry.imports.length} chunks), ${Object.keys(modules).length} lazy modules, ${stylesheets.length} stylesheet(s)`);
