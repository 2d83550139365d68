import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One place sets the session cookie (worker/middleware/session-cookie): the parts that learn of a token
 * only name it, so a second place that builds the cookie (and could set it twice, or on a kept page)
 * cannot come back unnoticed.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

describe("the session cookie has one place", () => {
  it("contextCookie( is called in worker/middleware/session-cookie.ts only", () => {
    const callers = [...sourceFiles("app"), ...sourceFiles("routes"), ...sourceFiles("worker")].filter((file) => {
      const text = readFileSync(path.join(ROOT, file), "utf8");
      // A call, not the function's own declaration.
      return /(?<!function )\bcontextCookie\(/.test(text);
    });
    expect(callers).toEqual(["worker/middleware/session-cookie.ts"]);
  });
});
