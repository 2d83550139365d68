import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as INTENT from "../../app/forms/intents";
import { isIntent } from "../../app/forms/intents";

/**
 * A form and its action agree on an intent through app/forms/intents.ts only. TypeScript checks what
 * is typed Intent; this checks what it cannot see: the hidden `intent` fields of the forms (a JSX
 * attribute takes any string) and the intents a fetcher submits, and that no two names share a value.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** The module's string exports: its intents (its helpers are functions). */
const CONSTANTS = Object.entries(INTENT).flatMap(([name, value]): [string, string][] =>
  typeof value === "string" ? [[name, value]] : [],
);
const NAMES = new Set(CONSTANTS.map(([name]) => name));

/**
 * Pairs of names meant to share one wire value (one intent two ways). None today: the footer's
 * sign-up and the CMS newsletter element are one intent (newsletterSignUp), and the profile's
 * newsletter checkbox is another (newsletterSubscription).
 */
const SHARED_ON_PURPOSE: [string, string][] = [];

/** `typeof INTENT.a | typeof INTENT.b`, or Intent itself. */
const INTENT_TYPE = /^(Intent|typeof INTENT\.\w+(\s*\|\s*typeof INTENT\.\w+)*)$/;

/**
 * Whether an identifier a form posts as its intent is typed by the module: a prop or variable
 * declared `Intent`, a union of its constants, or a local alias of such a union; or a constant
 * chosen between two of its constants.
 */
function typedAsIntent(source: string, identifier: string): boolean {
  const declared = new RegExp(`\\b${identifier}\\??:\\s*([^;,=(){}\\n]+(?:\\n\\s*\\|[^;,=(){}\\n]+)*)`, "g");
  for (const match of source.matchAll(declared)) {
    const type = (match[1] ?? "").replace(/\s+/g, " ").trim();
    if (INTENT_TYPE.test(type)) return true;
    const alias = /^\w+$/.test(type) ? new RegExp(`type ${type} =([^;]+);`).exec(source)?.[1] : undefined;
    if (alias && INTENT_TYPE.test(alias.replace(/\s+/g, " ").replace(/^ \| /, "").trim())) return true;
  }
  return new RegExp(`const ${identifier} = \\w+ \\? INTENT\\.\\w+ : INTENT\\.\\w+;`).test(source);
}

/** What a form posts as its intent: `INTENT.name` (a name of the module), or an identifier typed by it. */
function problemOf(source: string, expression: string): string | null {
  const constant = /^INTENT\.(\w+)$/.exec(expression);
  if (constant) return NAMES.has(constant[1] ?? "") ? null : `${expression} is no constant of app/forms/intents.ts`;
  if (/^\w+$/.test(expression))
    return typedAsIntent(source, expression) ? null : `${expression} is not typed Intent (app/forms/intents.ts)`;
  const literal = /^"([^"]*)"$/.exec(expression)?.[1];
  if (literal !== undefined && !isIntent(literal)) return `${expression} is no intent of app/forms/intents.ts`;
  return `${expression}: name the intent by its constant (INTENT.…), not a literal`;
}

describe("form intents", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("routes")].filter((file) => !file.endsWith("forms/intents.ts"));

  it("every hidden intent field and every submitted intent is a constant of app/forms/intents.ts", () => {
    const problems: string[] = [];
    let fields = 0;
    for (const file of files) {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      for (const [input] of source.matchAll(/<input\b[^>]*\bname="intent"[^>]*>/g)) {
        fields++;
        const value = /\bvalue=(?:\{([^}]+)\}|("[^"]*"))/.exec(input);
        const problem = value
          ? problemOf(source, (value[1] ?? value[2] ?? "").trim())
          : "an intent field without a value";
        if (problem) problems.push(`${file}: ${problem}`);
      }
      for (const [, expression] of source.matchAll(/\.submit\(\s*\{[^}]*?\bintent: ([^,}\n]+)/g)) {
        const problem = problemOf(source, (expression ?? "").trim());
        if (problem) problems.push(`${file}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The scan still sees the forms (a changed markup would otherwise pass it by finding none).
    expect(fields).toBeGreaterThan(20);
  });

  it("sees a literal, an unknown name and an untyped prop", () => {
    expect(problemOf("", '"add-to-cart"')).toMatch(/literal/);
    expect(problemOf("", '"add-promo"')).toMatch(/no intent/);
    expect(problemOf("", "INTENT.addToKart")).toMatch(/no constant/);
    expect(problemOf("function F({ intent }: { intent: string }) {}", "intent")).toMatch(/not typed/);
    expect(problemOf("function F({ intent }: { intent: Intent }) {}", "intent")).toBeNull();
    expect(
      problemOf(
        "type AddressIntent =\n  | typeof INTENT.deleteAddress\n  | typeof INTENT.setDefaultBillingAddress;\n({ intent }: { intent: AddressIntent })",
        "intent",
      ),
    ).toBeNull();
  });

  it("gives each name its own wire value, except the pairs meant to share one", () => {
    const byValue = new Map<string, string[]>();
    for (const [name, value] of CONSTANTS) byValue.set(value, [...(byValue.get(value) ?? []), name]);
    const shared = [...byValue.values()].filter((names) => names.length > 1).map((names) => names.sort());
    expect(shared).toEqual(SHARED_ON_PURPOSE.map((pair) => [...pair].sort()));
  });

  it("knows every constant as an intent, and nothing else", () => {
    expect(CONSTANTS.length).toBeGreaterThan(30);
    expect(CONSTANTS.filter(([, value]) => !isIntent(value))).toEqual([]);
    for (const other of ["", "add-to-kart", "constructor", "__proto__", "toString", null, undefined, 1])
      expect(isIntent(other)).toBe(false);
  });
});
