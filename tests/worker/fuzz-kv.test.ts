import * as fc from "fast-check";
import type * as z from "zod/mini";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheEntrySchema } from "../../kv-schemas/cache-entry";
import { SITE_CONFIG_KV_KEY, siteConfigSchema } from "../../kv-schemas/site-config";
import { sitemapKvKey, sitemapUrlsSchema } from "../../kv-schemas/sitemap";
import { snippetKvKey, snippetTreeSchema } from "../../kv-schemas/snippets";
import { storedText } from "../fuzz-arbitraries";
import { fuzzParameters } from "../fuzz-settings";
import { expectAnswered, FUZZ_TIMEOUT, fuzzWorker, quietConsole, recordingKv } from "./fuzz-helpers";
import { call } from "./helpers";

/**
 * Issue 13, fuzzing what KV holds (kv-schemas/*: the site configuration, the snippets, the sitemaps,
 * each in its cache entry): arbitrary JSON, text that is no JSON, entries of the wrong shape, and the
 * real values with one part broken. The page is served from the source (the emulator) as if nothing
 * were stored, never a 5xx; a value that fails its schema is never served (its text marked, the marker
 * never shows) and never stored again: whatever the Worker writes back is valid.
 *
 * Cases (fuzz-settings.ts): each is a page render or a sitemap built from the shop's SEO URLs, so 1.2% of
 * the run's budget (120 of the default 10,000).
 */
const SHARE = 0.012;
const MARKER = "ZqxFuzzMarker";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every string of a value marked, so that a page showing any of them shows the marker. */
function marked(value: Json): Json {
  if (typeof value === "string") return `${value}${MARKER}`;
  if (Array.isArray(value)) return value.map(marked);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v)]));
  return value;
}

/** The paths to a value's parts (objects and arrays included), for replacing one. */
function partsOf(value: Json, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(value)) for (const [i, v] of value.slice(0, 20).entries()) partsOf(v, [...path, i], out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) partsOf(v, [...path, k], out);
  return out;
}

function replaced(value: Json, path: (string | number)[], part: Json | undefined): Json | undefined {
  if (path.length === 0) return part;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy: Json = Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) };
  const next = replaced((copy as Record<string | number, Json>)[head] as Json, rest, part);
  if (next === undefined) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete (copy as Record<string, Json>)[head as string];
  } else (copy as Record<string | number, Json>)[head] = next;
  return copy;
}

/** What is stored under a key: not JSON, JSON of any shape, an entry of the wrong shape, or the real value (marked) with one part replaced or gone. */
const storedUnder = (real: Json): fc.Arbitrary<string> =>
  fc.oneof(
    storedText,
    fc
      .record({ fetchedAt: fc.oneof(fc.constant(Date.now()), fc.jsonValue()), value: fc.jsonValue() })
      .map((entry) => JSON.stringify(entry)),
    fc
      .tuple(
        fc.nat(),
        fc.option(fc.jsonValue() as fc.Arbitrary<Json>, { nil: undefined }),
        fc.oneof(fc.constant(Date.now()), fc.constant(-1), fc.constant(Number.MAX_SAFE_INTEGER + 2)),
      )
      .map(([at, part, fetchedAt]) => {
        const value = marked(real);
        const parts = partsOf(value);
        return JSON.stringify({ fetchedAt, value: replaced(value, parts[at % parts.length]!, part) ?? null });
      }),
  );

describe("fuzzing the values kept in KV (issue 13)", () => {
  let worker: Awaited<ReturnType<typeof fuzzWorker>>;
  let restore: () => void;
  let targets: { key: string; schema: z.ZodMiniType; real: Json; paths: string[] }[];
  beforeAll(async () => {
    worker = await fuzzWorker();
    const home = worker.site.domains.find((d) => d.langPrefix === "")!;
    const real = (key: string) => (JSON.parse(worker.kv.data.get(key)!) as { value: Json }).value;
    targets = [
      {
        key: SITE_CONFIG_KV_KEY,
        schema: siteConfigSchema,
        real: real(SITE_CONFIG_KV_KEY),
        paths: ["/hello/", "/api-sync/config", "/store-api/context", "/fuzz-no-such-page/"],
      },
      {
        key: snippetKvKey(home.locale),
        schema: snippetTreeSchema,
        real: real(snippetKvKey(home.locale)),
        paths: ["/hello/", `/api-sync/snippet/${home.locale}`],
      },
      {
        key: sitemapKvKey(home.id),
        schema: sitemapUrlsSchema,
        real: real(sitemapKvKey(home.id)),
        paths: [`/sitemap-${home.locale}.xml`, "/PixelForge-Studio/ES10051/"],
      },
    ];
    restore = quietConsole();
  });
  afterAll(() => restore?.());

  it("(the check can fail: a valid value, marked, is served with its marker)", async () => {
    const checked: string[] = [];
    for (const target of targets) {
      const entry = { fetchedAt: Date.now(), value: marked(target.real) };
      if (!cacheEntrySchema(target.schema).safeParse(entry).success) continue;
      const { kv } = recordingKv(Object.fromEntries(worker.kv.data));
      kv.data.set(target.key, JSON.stringify(entry));
      const response = await call(
        target.paths[0]!,
        {},
        {
          SITE_KV: kv,
          CONFIG_MAX_AGE_SECONDS: "86400",
          SNIPPET_MAX_AGE_SECONDS: "86400",
          SITEMAP_MAX_AGE_SECONDS: "86400",
        },
      );
      expect(await response.text(), target.key).toContain(MARKER);
      checked.push(target.key);
    }
    // The configuration's ids and addresses do not pass once marked; the texts and the sitemap do.
    expect(checked).toHaveLength(2);
  });

  it(
    "garbage in any key: the page from the source or the right error page, never a 5xx, the garbage never served nor stored",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat().chain((i) => {
            const target = targets[i % targets.length]!;
            return fc.tuple(fc.constant(target), fc.constantFrom(...target.paths), storedUnder(target.real));
          }),
          async ([target, path, stored]) => {
            // The other keys hold their real values; the one under test holds the garbage.
            const { kv, writes } = recordingKv(Object.fromEntries(worker.kv.data));
            kv.data.set(target.key, stored);
            let storedEntry: unknown;
            try {
              storedEntry = JSON.parse(stored);
            } catch {
              storedEntry = undefined;
            }
            const valid = cacheEntrySchema(target.schema).safeParse(storedEntry).success;
            const what = `GET ${path} with ${target.key} = ${stored.slice(0, 300)}`;
            const response = await call(
              path,
              {},
              {
                SITE_KV: kv,
                CONFIG_MAX_AGE_SECONDS: "86400",
                SNIPPET_MAX_AGE_SECONDS: "86400",
                SITEMAP_MAX_AGE_SECONDS: "86400",
              },
            );
            const body = await expectAnswered(response, what);
            if (path !== "/fuzz-no-such-page/") expect(response.status, what).toBe(200);
            if (!valid) expect(body, `${what} served the garbage`).not.toContain(MARKER);
            // Whatever was written back passes its schema (the source's value, not the garbage).
            for (const write of writes) {
              const key = write.replace(/^put /, "");
              const schema = key === target.key ? target.schema : targets.find((t) => t.key === key)?.schema;
              if (schema)
                expect(
                  cacheEntrySchema(schema).safeParse(JSON.parse(kv.data.get(key)!)).success,
                  `${what} stored an invalid ${key}`,
                ).toBe(true);
            }
          },
        ),
        fuzzParameters(SHARE),
      );
    },
    FUZZ_TIMEOUT,
  );
});
