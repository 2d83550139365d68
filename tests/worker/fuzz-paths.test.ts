import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileText, percentGarbage } from "../fuzz-arbitraries";
import { fuzzParameters } from "../fuzz-settings";
import {
  BATCH,
  buildable,
  FUZZ_TIMEOUT,
  expectAnswered,
  expectStillServing,
  fuzzWorker,
  quietConsole,
} from "./fuzz-helpers";

/**
 * Issue 13, fuzzing paths: percent-encodings (invalid ones too), dot segments, double slashes, very
 * long paths, control characters and unicode, under the pages, the Store API proxy, the Worker's own
 * endpoints and the emulator's development routes (on in the tests, as with `npm start`). The answer
 * is a page (2xx), a redirect to the canonical path (3xx) or a clear 4xx; never a 5xx, nothing
 * written to KV, and the isolate keeps serving pages.
 *
 * Cases (of the default 10,000; fuzz-settings.ts): paths that reach the page renderer cost a 404 page
 * (20–40 ms each), so pages get 2.5% (250); the proxy, the Worker's endpoints and the emulator's routes
 * answer in a few ms (a proxied call 15–40) and get 3.5% (350).
 */
const PAGE_SHARE = 0.025;
const API_SHARE = 0.035;

const segment = fc.oneof(
  { weight: 4, arbitrary: hostileText(5) },
  percentGarbage,
  fc.constantFrom(".", "..", "%2e%2e", ".%2E", "", "Photo-books", "account", "cart", "index.html", "a.json", "x.xml"),
);

/** A path: a prefix, segments joined by one or more slashes, sometimes a file name or no trailing slash, sometimes very long. */
const pathUnder = (prefixes: readonly string[]) =>
  fc
    .tuple(
      fc.constantFrom(...prefixes),
      fc.array(fc.tuple(segment, fc.constantFrom("/", "/", "/", "//", "///", "\\")), { maxLength: 6 }),
      fc.constantFrom("", "", ".html", ".json", ".xml", ".png", "/"),
      fc.oneof({ weight: 9, arbitrary: fc.constant(1) }, fc.integer({ min: 2, max: 3_000 })),
    )
    .map(([prefix, parts, suffix, repeat]) => {
      const rest = parts.map(([s, slash]) => `${s}${slash}`).join("");
      return `${prefix}${repeat > 1 ? rest.repeat(Math.min(repeat, Math.ceil(2_100 / Math.max(1, rest.length)))) : rest}${suffix}`;
    })
    .filter(buildable);

describe("fuzzing paths (issue 13)", () => {
  let worker: Awaited<ReturnType<typeof fuzzWorker>>;
  let restore: () => void;
  beforeAll(async () => {
    worker = await fuzzWorker();
    restore = quietConsole();
  });
  afterAll(() => restore?.());

  const run = async (path: string, method: string, cases: { n: number }) => {
    const response = await worker.send(path, { method });
    await expectAnswered(response, `${method} ${path.slice(0, 200)}`, method);
    expect(worker.writes, `${method} ${path.slice(0, 200)} wrote to KV`).toEqual([]);
    if (++cases.n % BATCH === 0) await expectStillServing(worker.send);
  };

  it(
    "pages, in every language: a page, a redirect or a clear 4xx, never a 5xx, nothing written",
    async () => {
      const cases = { n: 0 };
      const prefixes = [
        "/",
        ...worker.prefixes.map((p) => `/${p}/`),
        "//",
        "/./",
        "/../",
        "/%2e%2e/",
        "/Photo-books/",
        "/account/",
        "/cart/",
        "/search/",
        "/editor/",
      ];
      await fc.assert(
        fc.asyncProperty(pathUnder(prefixes), fc.constantFrom("GET", "GET", "GET", "HEAD"), (path, method) =>
          run(path, method, cases),
        ),
        fuzzParameters(PAGE_SHARE),
      );
      await expectStillServing(worker.send);
    },
    FUZZ_TIMEOUT,
  );

  it(
    "the Store API proxy, the Worker's endpoints and the emulator's routes: an answer or a clear 4xx, never a 5xx",
    async () => {
      const cases = { n: 0 };
      const prefixes = [
        "/store-api/",
        "/store-api",
        "/store-api//",
        "/store-api/../",
        "/store-api/%2e%2e/",
        "/store-api/checkout/cart/",
        "/store-api/product/",
        "/api-sync/",
        "/api-sync/snippet/",
        "/api-sync/config/",
        "/builds/",
        "/builds/latest.json/",
        "/__emulator/",
        "/assets/",
        "/sitemap-",
      ];
      await fc.assert(
        fc.asyncProperty(pathUnder(prefixes), fc.constantFrom("GET", "GET", "HEAD"), (path, method) =>
          run(path, method, cases),
        ),
        fuzzParameters(API_SHARE),
      );
      await expectStillServing(worker.send);
    },
    FUZZ_TIMEOUT,
  );
});
