import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const jsx = { oxc: { jsx: { runtime: "automatic" as const } } };

export default defineConfig({
  test: {
    // The fuzz tests' seed and budget (tests/fuzz-settings.ts), passed the same way to Node and workerd.
    provide: { fuzzSeed: process.env.FUZZ_SEED ?? "", fuzzRuns: process.env.FUZZ_RUNS ?? "" },
    // Vitest's default on a 2-core machine is one worker (cores - 1): the Worker pool then ran its files one
    // after another with a core idle (docs/testing.md, "Test times").
    maxWorkers: 2,
    projects: [
      {
        ...jsx,
        // The files share one module graph instead of importing it again each (no test relies on a fresh
        // module's state; the few that stub globals restore them).
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", isolate: false },
      },
      {
        // The emulator in Miniflare, called with @shopware/api-client, answers checked with ajv.
        test: {
          name: "contract",
          include: ["tests/contract/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        ...jsx,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // The emulator behind the storefront's STORE_API binding, as with `npm start`.
              workers: [
                {
                  name: "edge-storefront-emulator",
                  modules: true,
                  scriptPath: "./dist/emulator/index.js",
                  compatibilityDate: "2026-10-20",
                  compatibilityFlags: ["nodejs_compat"],
                  d1Databases: ["DB"],
                  bindings: { ACCESS_KEY: "SWSCEDGESTOREFRONTDEMO01" },
                },
              ],
            },
          }),
        ],
        // One module graph per workerd for all its files: importing the whole Worker again for each of the 40
        // files was half of the project's time (each test makes its own session and shop state).
        test: { name: "worker", include: ["tests/worker/**/*.test.{ts,tsx}"], isolate: false },
      },
    ],
  },
});
