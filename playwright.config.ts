import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8799);
// The emulator alone on its own origin, as `npm run emulator` runs it for a foreign frontend (tests/e2e/foreign-origin.spec.ts).
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 8798);
// Error reporting's tests against their own server with SENTRY_DSN set: the others run without it, as
// the browser's session replay and tracing cost CPU on every page (docs/testing.md, "Test times").
const MONITORING_PORT = Number(process.env.E2E_MONITORING_PORT ?? PORT - 2);
const MONITORING = /(error-reporting|link-secrets)\.spec\.ts/;
const SHOP_WIDE = /(maintenance|shop-settings|site-config)\.spec\.ts/;

/** End-to-end tests in Debian's Chromium against `npm start`'s set-up (storefront + emulator), and the emulator alone. */
export default defineConfig({
  testDir: "tests/e2e",
  metadata: { emulatorOrigin: `http://localhost:${EMULATOR_PORT}` },
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // Two workers: on the 2-core machine `npm test` is measured on, Chromium and workerd already keep both
  // cores busy with two (docs/testing.md, "Test times"); a third would only share the same cores.
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace costs Chromium about a sixth more CPU per test (its screencast and DOM snapshots), so it is
    // recorded only when a failed test runs again (CI retries once); `--trace retain-on-failure` for one locally.
    trace: "on-first-retry",
    // A shopper who already answered the cookie banner (no tracking): only tests/e2e/consent.spec.ts starts without a choice.
    storageState: {
      cookies: [
        {
          name: "es-consent",
          value: "none",
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: "bash scripts/serve-test.sh",
      url: `http://localhost:${MONITORING_PORT}/builds/latest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_PORT: String(MONITORING_PORT),
        E2E_STATE: ".wrangler/e2e-monitoring-state",
        E2E_SENTRY: "on",
        E2E_INSPECTOR_PORT: "0",
      },
    },
    {
      command: "bash scripts/serve-test.sh",
      url: `http://localhost:${PORT}/builds/latest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      // The inspector takes any free port (0) unless told: `npm start` holds wrangler's default 9229, and `npm test` must run beside it.
      env: { E2E_PORT: String(PORT), E2E_INSPECTOR_PORT: process.env.E2E_INSPECTOR_PORT ?? "0" },
    },
    {
      // The storefront's origin is the foreign frontend's: registration accepts it as a storefrontUrl. The
      // inspector takes any free port, so it can clash with no other server's.
      command: "bash scripts/emulator.sh --inspector-port 0 --log-level warn",
      url: `http://localhost:${EMULATOR_PORT}/__emulator/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        EMULATOR_PORT: String(EMULATOR_PORT),
        EMULATOR_STATE: ".wrangler/e2e-emulator-state",
        DEPS_READY: "1",
        STOREFRONT_ORIGINS: `http://localhost:${PORT}`,
      },
    },
  ],
  projects: [
    // Test by test, not file by file, across the workers: a long file at the end no longer leaves a worker idle.
    { name: "shopper", testIgnore: [SHOP_WIDE, MONITORING], fullyParallel: true },
    {
      // After the shopper tests, beside the shop-wide ones (its own server, which they do not change): the
      // second worker would otherwise wait while those run one at a time.
      name: "monitoring",
      testMatch: MONITORING,
      dependencies: ["shopper"],
      fullyParallel: true,
      use: { baseURL: `http://localhost:${MONITORING_PORT}` },
    },
    // Maintenance and the shop's settings change the whole shop for every session: they run alone, after everything else.
    { name: "shop-wide", testMatch: SHOP_WIDE, dependencies: ["shopper"], fullyParallel: false, workers: 1 },
  ],
});
