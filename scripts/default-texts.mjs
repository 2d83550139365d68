// The storefront's own texts (app/i18n/locales) as hashed static files for the Worker to read through
// its ASSETS binding when a language is first asked for in an isolate, instead of bundled into the
// Worker, where every language added would grow what each cold isolate parses (issue 26, docs/decisions/025).
// The static error page, which must render when nothing else can be fetched, keeps the few texts it
// needs in the manifest.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The keys the Worker's static error page reads (worker/ssr/static-error-page.ts). */
export const ERROR_PAGE_KEYS = ["errorPage", "footer", "header.skipToContent", "pageTitle.error"];

function pick(tree, dotted) {
  const parts = dotted.split(".");
  let value = tree;
  for (const part of parts) value = value?.[part];
  if (value === undefined) return null;
  const picked = {};
  let at = picked;
  for (const part of parts.slice(0, -1)) at = at[part] ??= {};
  at[parts.at(-1)] = value;
  return picked;
}

function merge(into, from) {
  for (const [key, value] of Object.entries(from))
    into[key] = typeof value === "object" && typeof into[key] === "object" ? merge(into[key], value) : value;
  return into;
}

/**
 * Writes each language's texts to `<outDir>/assets/texts/<lang>-<hash>.json` and answers what the
 * manifest records: the file per language and the error page's texts per language.
 */
export async function writeDefaultTexts({ root, outDir }) {
  const dir = path.join(root, "app/i18n/locales");
  const files = {};
  const errorPage = {};
  await mkdir(path.join(outDir, "assets/texts"), { recursive: true });
  for (const name of (await readdir(dir)).filter((file) => file.endsWith(".json")).sort()) {
    const lang = name.replace(/\.json$/, "");
    const tree = JSON.parse(await readFile(path.join(dir, name), "utf8"));
    const body = JSON.stringify(tree);
    const hash = createHash("sha256").update(body).digest("hex").slice(0, 8);
    const file = `assets/texts/${lang}-${hash}.json`;
    await writeFile(path.join(outDir, file), body);
    files[lang] = `/${file}`;
    errorPage[lang] = {};
    for (const key of ERROR_PAGE_KEYS) {
      const picked = pick(tree, key);
      // Another language may lack a text (en-GB's is shown then); the fallback language may not.
      if (!picked && lang === "en-GB") throw new Error(`default texts: en-GB has no "${key}"`);
      if (picked) merge(errorPage[lang], picked);
    }
  }
  return { files, errorPage };
}
