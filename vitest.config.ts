import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const jsx = { oxc: { jsx: { runtime: "automatic" as const } } };

export default defineConfig({
  test: {
    // The fuzz tests' seed and budget (tests/fuzz-settings.ts), passed the same way to Node and workerd.
    provide: { fuzzSeed: process.env.FUZZ_SEED ?? "", fuzzRuns: process.env.FUZZ_RUNS ?? "" },
    projects: [
      {
        ...jsx,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
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
        test: { name: "worker", include: ["tests/worker/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
