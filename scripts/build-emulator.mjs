// Bundles the emulator Worker for the Vitest Workers pool, where it runs as an auxiliary Worker
// behind the storefront's STORE_API service binding (wrangler bundles it itself for `npm start`).
import { build } from "esbuild";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
await build({
  absWorkingDir: root,
  entryPoints: ["emulator/src/index.ts"],
  outfile: "dist/emulator/index.js",
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  logLevel: "warning",
});
console.log("emulator bundle: dist/emulator/index.js");
