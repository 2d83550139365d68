import { describe, expect, it } from "vitest";
import { canonicalPagePath, classifyPath, splitPrefix, withPrefix } from "../../app/lib/paths";
import { safeReturnPath } from "../../app/lib/return-path";

describe("classifyPath", () => {
  it.each([
    ["/", "page"],
    ["/login/", "page"],
    ["/Photo-books/Hardcover", "page"],
    ["/de/", "page"],
    ["/store-api/context", "store-api"],
    ["/api-sync/config", "api-sync"],
    ["/builds/latest.json", "builds"],
    ["/__emulator/media/x/y.svg", "emulator"],
    ["/favicon.svg", "file"],
    ["/assets/entry-abc.js", "file"],
    ["/robots.txt", "file"],
    ["/Product/SW10001", "page"],
    ["/v1.2/", "page"],
  ])("%s is a %s", (path, kind) => expect(classifyPath(path)).toBe(kind));
});

describe("canonical page paths", () => {
  it.each([
    ["/login", "/login/"],
    ["//a//b", "/a/b/"],
    ["", "/"],
    ["a", "/a/"],
    ["/a/", "/a/"],
  ])("%s → %s", (input, output) => {
    expect(canonicalPagePath(input)).toBe(output);
  });
});

describe("language prefixes", () => {
  const prefixes = ["de", "uk"];
  it.each([
    ["/de/login/", "de", "/login/"],
    ["/de/", "de", "/"],
    ["/de", "de", "/"],
    ["/login/", "", "/login/"],
    ["/deutsch/", "", "/deutsch/"],
    ["/uk/a/b/", "uk", "/a/b/"],
    ["/", "", "/"],
  ])("%s splits into %s + %s", (path, prefix, rest) => expect(splitPrefix(path, prefixes)).toEqual({ prefix, rest }));
  it("joins a prefix and a path", () => {
    expect(withPrefix("", "/cart/")).toBe("/cart/");
    expect(withPrefix("de", "/cart/")).toBe("/de/cart/");
    expect(withPrefix("de", "cart/")).toBe("/de/cart/");
  });
});

describe("safeReturnPath (design section 6: same-origin redirect targets only)", () => {
  it.each([
    ["/account/orders/", "/account/orders/"],
    ["/de/account/?tab=2", "/de/account/?tab=2"],
    ["https://evil.example/", "/"],
    ["//evil.example/", "/"],
    ["/\\evil.example/", "/"],
    ["\\\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok/\u0000", "/"],
    ["", "/"],
    [null, "/"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example/"],
    // Dot segments that collapse into a protocol-relative address.
    ["/.//evil.example/", "/"],
    ["/a/..//evil.example/", "/"],
    ["/%2e//evil.example/", "/"],
    ["/%2E%2E//evil.example/", "/"],
    ["/./\\evil.example", "/"],
  ])("%s → %s", (input, output) => expect(safeReturnPath(input)).toBe(output));
});
