import { describe, expect, it } from "vitest";
import { call } from "./helpers";

const get = (path: string) => call(path);

/** [request path and query, expected Location or null when the path is already canonical] */
const CASES: [string, string | null][] = [
  ["/", null],
  ["/login", "/login/"],
  ["/login/", null],
  ["//login", "/login/"],
  ["//login//", "/login/"],
  ["/login?redirect=%2Faccount%2F", "/login/?redirect=%2Faccount%2F"],
  ["/account//profile", "/account/profile/"],
  ["/account/profile", "/account/profile/"],
  ["///", "/"],
  ["/de", "/de/"],
  ["/de//", "/de/"],
  ["/de/login", "/de/login/"],
  ["/de//login//", "/de/login/"],
  ["/uk/hello", "/uk/hello/"],
  ["/Photo-books/Hardcover", "/Photo-books/Hardcover/"],
  ["/Photo-books//Hardcover/?p=2&order=price-asc", "/Photo-books/Hardcover/?p=2&order=price-asc"],
  ["/Photo-books/Hardcover/?p=2", null],
  ["/search?search=book", "/search/?search=book"],
  ["/navigation/8105b9c58b7622f2d4d307d6dea09ce1", "/navigation/8105b9c58b7622f2d4d307d6dea09ce1/"],
  ["/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8", "/%D0%BA%D0%BD%D0%B8%D0%B3%D0%B8/"],
  ["/a/b/c/d", "/a/b/c/d/"],
  ["/hello?x=1&x=2", "/hello/?x=1&x=2"],
  ["/hello/?", null],
];

/** Paths that are left as they are: files, the Store API proxy and the own endpoints. */
const EXEMPT = [
  "/favicon.svg",
  "/builds/latest.json",
  "/api-sync/config",
  "/store-api/context",
  "/store-api//context",
  "/robots.txt",
  "/assets/does-not-exist.js",
];

describe("path normalisation", () => {
  it.each(CASES)("%s", async (path, location) => {
    const response = await get(path);
    if (location === null) {
      expect(response.status).not.toBe(301);
    } else {
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(location);
    }
  });

  it.each(EXEMPT)("leaves %s alone", async (path) => {
    const response = await get(path);
    expect(response.status).not.toBe(301);
  });

  it("answers an overlong path with 414 and the error page, doing no other work", async () => {
    const response = await get(`/${"a".repeat(3000)}`);
    expect(response.status).toBe(414);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(">414<");
  });

  it("does not redirect a POST to a page URL", async () => {
    const response = await call("/login", { method: "POST" });
    expect(response.status).not.toBe(301);
  });
});
