import * as fc from "fast-check";

/**
 * Hostile input for issue 13's fuzz tests, shared by the unit tests (browser-side parsers) and the
 * Worker tests (paths, query strings, cookies, form bodies, KV values).
 */

/** Percent-encodings a client may send: valid ones, invalid ones (%G1, a lone %), cut-off UTF-8, encoded separators and dots. */
export const percentGarbage = fc.constantFrom(
  "%",
  "%%",
  "%G1",
  "%zz",
  "%E0%A4%A",
  "%ff",
  "%C0%AF",
  "%ED%A0%80",
  "%00",
  "%0a",
  "%0d%0a",
  "%20",
  "%2e",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2f",
  "%2F",
  "%5c",
  "%25",
  "%252e%252e",
  "%u002e",
  "%3f",
  "%23",
  "%3b",
  "%3d",
);

/** Dot segments, separators and characters that mean something to a path, a cookie or a query. */
export const specialBits = fc.constantFrom(
  ".",
  "..",
  "...",
  "/",
  "//",
  "\\",
  "?",
  "#",
  ";",
  "=",
  "&",
  "+",
  ",",
  '"',
  "'",
  "<",
  ">",
  "{",
  "}",
  "|",
  "^",
  "`",
  " ",
  "\t",
  "~",
  "@",
  ":",
);

/** Control characters (C0, DEL, C1) and unicode that is awkward: lone surrogates, BOM, RTL, zero width, emoji. */
export const awkwardChars = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(
    "\u007f",
    "\u0085",
    "\u00a0",
    "\ufeff",
    "\u200b",
    "\u202e",
    "\ud800",
    "\udfff",
    "\u{1f600}",
    "ß",
    "ü",
    "Ї",
    "中",
    "\u0301",
    "\ufffd",
  ),
);

/** Any text, from ordinary to hostile, built of the pieces above and arbitrary strings. */
export const hostileText = (maxPieces = 8): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
        fc.string({ unit: "binary", maxLength: 6 }),
        percentGarbage,
        specialBits,
        awkwardChars,
        fc.constantFrom("__proto__", "constructor", "null", "undefined", "NaN", "-1", "1e309", "[]", "{}"),
      ),
      {
        maxLength: maxPieces,
      },
    )
    .map((pieces) => pieces.join(""));

/** A value that is sometimes very long (well over any limit the app sets). */
export const maybeHuge = (
  text: fc.Arbitrary<string>,
  sizes: readonly number[] = [300, 4_096, 70_000],
): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: text },
    fc
      .tuple(text, fc.constantFrom(...sizes))
      .map(([t, size]) => (t || "x").repeat(Math.ceil(size / Math.max(1, (t || "x").length))).slice(0, size)),
  );

/** Text as it could be stored by another script, a hand edit or an older format: JSON of any shape, or not JSON at all. */
export const storedText: fc.Arbitrary<string> = fc.oneof(
  hostileText(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.json(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "",
    "null",
    "undefined",
    "[]",
    "{}",
    '{"code":1}',
    '{"__proto__":{"polluted":true}}',
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    '"',
    "\u0000",
    "1e309",
  ),
);

/** A query string of known and unknown keys with hostile values, repeated keys and broken encodings. */
export const queryString = (knownKeys: readonly string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownKeys) }, hostileText(3)),
        fc.oneof(
          { weight: 3, arbitrary: hostileText() },
          fc.integer().map(String),
          fc.double().map(String),
          fc.constantFrom(
            "",
            "0",
            "-1",
            "1",
            "2",
            "99999999999999999999",
            "1.5",
            "abc",
            "a".repeat(32),
            "0".repeat(32),
            `${"a".repeat(32)}|${"b".repeat(32)}`,
            "name-asc",
            "price-desc",
            "true",
          ),
          maybeHuge(hostileText(), [1_000, 9_000]),
        ),
        fc.boolean(),
      ),
      { maxLength: 12 },
    )
    .map((pairs) =>
      pairs
        .map(([key, value, raw]) =>
          raw ? `${key}=${value}` : `${encodeURIComponentSafe(key)}=${encodeURIComponentSafe(value)}`,
        )
        .join("&"),
    );

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** encodeURIComponent that does not throw on lone surrogates (it would, with URIError). */
export function encodeURIComponentSafe(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, "\ufffd"));
}
