import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);
const versionAt = (packageDir: string): string =>
  JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")).version;

/** The directory of the copy of `name` that the package in `from` gets (its own nested one, or the hoisted one). */
function resolvedFrom(from: string, name: string): string {
  const nested = path.join(from, "node_modules", name);
  try {
    readFileSync(path.join(nested, "package.json"));
    return nested;
  } catch {
    return path.join(root, "node_modules", name);
  }
}

describe("what the Worker weighs (issue 26, docs/deployment.md)", () => {
  const config = unstable_readConfig({ config: "wrangler.toml", env: "production" });
  const alias = config.alias ?? {};

  it("react-dom/server is React's edge renderer alone: it streams, and the legacy browser renderer stays out", () => {
    expect(alias["react-dom/server"]).toBe("./worker/ssr/react-dom-server-edge.cjs");
    const server = require(path.join(root, alias["react-dom/server"]!));
    expect(typeof server.renderToReadableStream).toBe("function");
    expect(server.renderToString).toBeUndefined();
  });

  it("one copy of @sentry/core, the very version each part of @sentry/cloudflare was built with", () => {
    const target = alias["@sentry/core"];
    expect(target).toMatch(/build\/esm\/index\.js$/);
    expect(alias["@sentry/core/server"]).toBe(target!.replace(/index\.js$/, "server.js"));
    const aliasVersion = versionAt(path.resolve(root, target!, "../../.."));
    const cloudflare = path.join(root, "node_modules/@sentry/cloudflare");
    const parts = [
      cloudflare,
      resolvedFrom(cloudflare, "@sentry/server-utils"),
      resolvedFrom(cloudflare, "@sentry/opentelemetry"),
    ];
    for (const part of parts) expect(versionAt(resolvedFrom(part, "@sentry/core")), part).toBe(aliasVersion);
  });
});
