import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers point one way (docs/architecture.md#folders): `app/lib/` and `app/store-api/` are leaves
 * that know no feature, and React Router's `UNSAFE_` exports are used only by the plumbing that turns
 * a request into a page (`app/framework/`, `worker/ssr/`).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** The repository paths a file's relative imports name (without extension). */
function relativeImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)),
  );
}

const APP_FILES = [...sourceFiles("app"), ...sourceFiles("routes"), ...sourceFiles("worker")];

describe("layers that point one way", () => {
  it.each([
    ["app/lib", ["app/lib/", "kv-schemas/"]],
    ["app/store-api", ["app/store-api/", "app/lib/", "kv-schemas/"]],
  ])("%s imports only %j", (folder, allowed) => {
    const strays = sourceFiles(folder).flatMap((file) =>
      relativeImports(file)
        .filter((target) => !allowed.some((prefix) => target.startsWith(prefix)))
        .map((target) => `${file} → ${target}`),
    );
    expect(strays).toEqual([]);
  });

  it("uses React Router's UNSAFE_ exports only in the request-to-page plumbing", () => {
    const users = APP_FILES.filter((file) =>
      /\bUNSAFE_\w+/.test(readFileSync(path.join(ROOT, file), "utf8").replace(/\/\/.*|\/\*[\s\S]*?\*\//g, "")),
    );
    expect(users.filter((file) => !file.startsWith("app/framework/") && !file.startsWith("worker/ssr/"))).toEqual([]);
    // The rule holds something: the plumbing does use them.
    expect(users.length).toBeGreaterThan(0);
  });

  it("has no layer folders beside the features (actions, queries)", () => {
    const folders = readdirSync(path.join(ROOT, "app"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders).not.toContain("actions");
    expect(folders).not.toContain("queries");
    expect(folders).toContain("framework");
  });

  it("bundles none of the storefront's texts into the Worker: they are static files it reads (decision 025)", () => {
    const importers = APP_FILES.filter((file) =>
      relativeImports(file).some((target) => target.includes("i18n/locales/")),
    );
    expect(importers).toEqual([]);
  });
});
