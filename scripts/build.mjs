// Builds the browser bundle with Vite (rolldown): hashed ES modules, one "framework" chunk for React,
// React Router and TanStack Query, one chunk with our code that every page needs (few requests before
// hydration), one chunk per lazily loaded screen, island and loader, one stylesheet, and the manifest
// the Worker reads (dist/client-manifest.json), which also carries the page's inline start script.
import { createHash } from "node:crypto";
import { copyFile, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, runnerImport } from "vite";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadPerScreen } from "./first-load.mjs";
import { writeDefaultTexts } from "./default-texts.mjs";
import { BROWSER_TARGET, bundleStartScript } from "./start-script.ts";

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
    // The start script and the route preloading fetch what a page needs: Vite's dynamic-import helper
    // preloads nothing, and reports a failed import with its documented `vite:preloadError` event, which
    // app/framework/startup/chunk-failure-reload.ts answers with a reload.
    modulePreload: false,
    reportCompressedSize: false,
    rollupOptions: {
      // A form's intent is a constant of app/forms/intents.ts: each page gets its own as text, not a chunk
      // with every intent (the checkout's first load was within 0.2 KiB of its budget).
      optimization: { inlineConst: { mode: "all", pass: 1 } },
      input: "app/entry.client.tsx",
      // React Router's and TanStack Query's "use client" marks are for React Server Components, which this
      // app does not use: their warnings (nineteen, on every build) would bury a warning that matters.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && /"use client"/.test(warning.message)) return;
        warn(warning);
      },
      output: {
        entryFileNames: "assets/[name]-[hash].js",
        // Lazy chunks are named by their hash alone: the entry lists each one it may preload, and their
        // names cost bytes before hydration. The two shared chunks keep theirs (tests and people read them).
        // Seven hash characters (the fewest rolldown accepts for this many chunks; it refuses to build, loudly,
        // should they ever need more) tell them apart: every character more is paid, incompressibly, in the
        // route table of the first load.
        chunkFileNames: (chunk) =>
          chunk.name === "framework" || chunk.name === "rolldown-runtime" || chunk.name === "payment-sdk"
            ? "assets/[name]-[hash].js"
            : "assets/[hash:7].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        codeSplitting: {
          groups: [
            // What every page needs before it hydrates, in two files: the libraries and our own code.
            // Parts only lazily loaded code uses (mutations, forms, the Store API client) stay out.
            {
              name: "framework",
              priority: 10,
              tags: ["$initial"],
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|rosetta)[\\/]/,
            },
            { name: "app", priority: 5, tags: ["$initial"] },
            // The CMS page frame that home, category, product and landing pages share: one file, not five.
            // (The listing's query is not in it: only the listing island and loaders use it.)
            {
              name: "cms-page",
              priority: 4,
              test: /[\\/](app[\\/]cms[\\/](CmsPage|context)|app[\\/]queries[\\/]page|routes[\\/]page-entity)\.tsx?$/,
            },
            // The chrome's islands and the watchers every page with the default layout hydrates after its first
            // load (header, footer, notices, consent, login dialog, session and cart watch): one file, not
            // forty of a few hundred bytes each, whose headers and gzip frames weighed more than their code.
            {
              name: "chrome",
              priority: 4,
              includeDependenciesRecursively: false,
              test: /[\\/]app[\\/](components[\\/](MainNavigation|HeaderSearch|SiteMenu|HeaderSwitchers|AccountEntry|CartEntry|NotificationCenter)|layouts[\\/]Footer|session[\\/]use-session-watch|account[\\/]LoginModalHost|analytics[\\/]ConsentBanner)\.tsx?$/,
            },
            // The payment provider's SDK (Adyen Web with Preact), loaded by the card form only: one named file,
            // so that a test can tell it never loads with another page.
            { name: "payment-sdk", priority: 6, test: /node_modules[\\/]@adyen[\\/]/ },
            // The account's names and address labels (the address book, the overview, the order, the forms' loaders): one small file, not three.
            {
              name: "account-labels",
              priority: 3,
              test: /[\\/]app[\\/](lib[\\/](entity-names|address-lines)|components[\\/]AddressLines)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});

// The payment provider's stylesheet, loaded by its card form only (app/payment/card-setup, named by the
// SDK's version): not in the one stylesheet every page loads (143 KB).
const paymentSdk = JSON.parse(await readFile(path.join(root, "node_modules/@adyen/adyen-web/package.json"), "utf8"));
await copyFile(
  path.join(root, "node_modules/@adyen/adyen-web/dist/es/adyen.css"),
  path.join(outDir, `assets/adyen-web-${paymentSdk.version}.css`),
);

const viteManifestPath = path.join(outDir, ".vite/manifest.json");
const vite = JSON.parse(await readFile(viteManifestPath, "utf8"));
// KEEP_VITE_MANIFEST=1 keeps it, to tell which source module a hashed chunk holds (a deployment builds without it, so it is never served).
if (!process.env.KEEP_VITE_MANIFEST) await rm(path.join(outDir, ".vite"), { recursive: true, force: true });
const url = (file) => `/${file}`;

// Every screen's and lazily loaded layout's source file, as the server names it in its modulepreload
// hints, must be a module of this build (app/framework/route-modules): a wrong one fails here, loudly.
const load = async (module) =>
  (await runnerImport(path.join(root, module), { configFile: false, root, logLevel: "warn" })).module;
const [{ SCREENS }, { firstLoadModules, missingRouteModules }] = await Promise.all([
  load("routes/index.ts"),
  load("app/framework/route-modules.ts"),
]);
const missing = missingRouteModules(SCREENS, Object.keys(vite));
if (missing.length)
  throw new Error(
    `route modules the build does not have (a screen's screenModule, its routes/{name}.screen.tsx, or LAYOUT_MODULES): ${missing.join(", ")}`,
  );

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
const stylesheets = [
  ...new Set(
    Object.values(vite).flatMap((chunk) => [
      ...(chunk.css ?? []),
      ...(chunk.file.endsWith(".css") ? [chunk.file] : []),
    ]),
  ),
].map(url);

// The page's own inline script (app/framework/startup/start-script.ts): the Worker's render writes it after the bootstrap data.
const startScript = await bundleStartScript({ root, minify: production });

// The storefront's own texts, read by the Worker from its static assets (scripts/default-texts.mjs).
const texts = await writeDefaultTexts({ root, outDir });

const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const id = createHash("sha256")
  .update(JSON.stringify({ entry, modules, stylesheets, startScript, texts }))
  .digest("hex")
  .slice(0, 12);
const manifest = {
  build: { id, version: process.env.APP_VERSION || pkg.version || "0.0.0", builtAt: new Date().toISOString() },
  entry,
  stylesheets,
  modules,
  startScript,
  texts,
};
await writeFile(path.join(root, "dist/client-manifest.json"), JSON.stringify(manifest, null, 2));
console.log(
  `client build ${id}: entry ${entry.file} (+${entry.imports.length} chunks), ${Object.keys(modules).length} lazy modules, ${stylesheets.length} stylesheet(s), start script ${startScript.length} bytes`,
);

// The JavaScript budget before hydration, per screen: a screen whose first load grew over it fails the
// build (a component that imports zod or a Store API wrapper statically is the usual cause; parse in
// the loader or the query, or import on demand). A development build is not minified: not judged.
if (production) {
  const over = (await firstLoadPerScreen(root, manifest, firstLoadModules(SCREENS))).filter(
    (row) => row.bytes > FIRST_LOAD_BUDGET_BYTES,
  );
  if (over.length)
    throw new Error(
      `over the JavaScript budget before hydration (${FIRST_LOAD_BUDGET_BYTES / 1024} KiB gzip -9): ${over
        .map((row) => `${row.screen} ${(row.bytes / 1024).toFixed(1)} KiB`)
        .join(", ")}`,
    );
}
