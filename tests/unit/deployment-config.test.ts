import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { workerConfigSchema } from "../../worker/env";

/** What wrangler.toml's production environment gives the Worker, with the access key as its secret would. */
const PRODUCTION = {
  DEPLOYMENT: "production",
  STORE_API_URL: "https://shop.example.com",
  STORE_API_ACCESS_KEY: "SWSC-SECRET",
};
const issuesOf = (env: Record<string, unknown>) =>
  (workerConfigSchema.safeParse(env).error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the Worker's environment in production (issue 25: the development set-up never runs as production)", () => {
  it("accepts the production set-up", () => {
    expect(issuesOf(PRODUCTION)).toEqual([]);
  });

  it("refuses the emulator's pages", () => {
    expect(issuesOf({ ...PRODUCTION, EMULATOR_ROUTES: "true" })).toEqual([
      expect.stringMatching(/^EMULATOR_ROUTES: EMULATOR_ROUTES cannot be "true" in production/),
    ]);
  });

  it("refuses the emulator's service binding and a shop without https", () => {
    expect(issuesOf({ ...PRODUCTION, STORE_API: { fetch() {} } })).toEqual([
      expect.stringMatching(/^STORE_API: the STORE_API service binding/),
    ]);
    expect(issuesOf({ ...PRODUCTION, STORE_API_URL: "http://shop.example.com" })).toEqual([
      expect.stringMatching(/^STORE_API_URL: .*https/),
    ]);
    expect(issuesOf({ DEPLOYMENT: "production", STORE_API_ACCESS_KEY: "k" })).toEqual([
      expect.stringMatching(/^STORE_API_URL: /),
    ]);
  });

  it("counts an environment that does not say which it is as production", () => {
    expect(
      issuesOf({ STORE_API_ACCESS_KEY: "k", STORE_API_URL: "https://shop.example.com", EMULATOR_ROUTES: "true" }),
    ).toHaveLength(1);
  });

  it("allows both in development", () => {
    expect(
      issuesOf({
        DEPLOYMENT: "development",
        STORE_API_ACCESS_KEY: "k",
        EMULATOR_ROUTES: "true",
        STORE_API: { fetch() {} },
      }),
    ).toEqual([]);
  });

  it("takes https origins for the CSP's lists and an https report URI, nothing else", () => {
    const config = workerConfigSchema.parse({
      ...PRODUCTION,
      MEDIA_ORIGINS: "https://media.example.com, https://*.cdn.example:8443",
      FORM_ACTION_ORIGINS: "https://accounts.google.com",
      CSP_REPORT_URI: "https://reports.example.com/csp",
    });
    expect(config.MEDIA_ORIGINS).toEqual(["https://media.example.com", "https://*.cdn.example:8443"]);
    expect(config.FORM_ACTION_ORIGINS).toEqual(["https://accounts.google.com"]);
    const defaults = workerConfigSchema.parse({ ...PRODUCTION, CSP_REPORT_URI: "" });
    expect(defaults).toMatchObject({ MEDIA_ORIGINS: [], FORM_ACTION_ORIGINS: [] });
    expect(defaults.CSP_REPORT_URI).toBeUndefined();
    for (const bad of [
      "http://media.example.com",
      "https://media.example.com/path",
      "https://a.example;script-src *",
      "'unsafe-inline'",
    ]) {
      expect(issuesOf({ ...PRODUCTION, MEDIA_ORIGINS: bad }), bad).not.toEqual([]);
      expect(issuesOf({ ...PRODUCTION, FORM_ACTION_ORIGINS: bad }), bad).not.toEqual([]);
    }
    expect(issuesOf({ ...PRODUCTION, CSP_REPORT_URI: "http://reports.example.com/csp" })).toHaveLength(1);
  });
});

describe("wrangler.toml (read as wrangler reads it)", () => {
  const development = unstable_readConfig({ config: "wrangler.toml" });
  const production = unstable_readConfig({ config: "wrangler.toml", env: "production" });

  it("a plain `wrangler deploy` cannot replace production: the top level is another Worker with no address", () => {
    expect(production.name).toBe("edge-storefront");
    expect(development.name).not.toBe(production.name);
    expect(development.workers_dev).toBe(false);
    expect(development.routes ?? []).toEqual([]);
    expect(development.route).toBeUndefined();
    expect(development.vars["DEPLOYMENT"]).toBe("development");
  });

  it("production has no workers.dev address, no emulator, and no access key in its variables (a secret)", () => {
    expect(production.workers_dev).toBe(false);
    expect(production.preview_urls).toBe(false);
    expect(production.vars["DEPLOYMENT"]).toBe("production");
    expect(production.vars["EMULATOR_ROUTES"]).not.toBe("true");
    expect(production.services ?? []).toEqual([]);
    expect(production.vars).not.toHaveProperty("STORE_API_ACCESS_KEY");
    expect(production.vars).not.toHaveProperty("EDGE_CACHE_PURGE_SECRET");
  });

  it("production's variables, with the access key as the secret adds it, pass the Worker's checks", () => {
    expect(issuesOf({ ...production.vars, STORE_API_ACCESS_KEY: "from wrangler secret" })).toEqual([]);
  });

  it("production ships a minified bundle with its source map (every cold isolate parses it before its first answer)", () => {
    expect(production.minify).toBe(true);
    expect(production.upload_source_maps).toBe(true);
  });

  it("the development set-up passes them too (npm start, the Workers pool)", () => {
    expect(issuesOf({ ...development.vars, STORE_API: {} })).toEqual([]);
  });
});
