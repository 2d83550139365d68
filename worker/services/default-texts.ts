import type { Context } from "hono";
import { type SnippetTree, snippetTreeSchema } from "../../kv-schemas/snippets";
import type { AppEnv } from "../env";
import { clientManifest } from "../ssr/manifest";

/**
 * A language's texts once read, per isolate. Values, not promises: a read belongs to the request that
 * started it, and workerd cancels it when that request ends, so a promise kept here could hang every
 * later request (tests/worker/faults.test.ts's timeouts found it).
 */
const loaded = new Map<string, SnippetTree>();

async function readTexts(c: Context<AppEnv>, file: string): Promise<SnippetTree> {
  const response = await c.var.timing.measure("source", `texts ${file}`, () =>
    c.env.ASSETS.fetch(new URL(file, "https://assets.invalid").toString()),
  );
  if (!response.ok) throw new Error(`the storefront's texts ${file} answered ${response.status}`);
  return snippetTreeSchema.parse(await response.json());
}

/**
 * The storefront's own texts of one language (app/i18n/locales), from the Worker's static assets where
 * the build put them: bundled, every language would be parsed by every cold isolate, asked for or not
 * (docs/decisions/025). A language the storefront has no texts for has none here: the shop's snippets
 * and the en-GB fallback stand in.
 */
export async function defaultTexts(c: Context<AppEnv>, langCode: string): Promise<SnippetTree> {
  const file = clientManifest().texts.files[langCode];
  if (!file) return {};
  const kept = loaded.get(langCode);
  if (kept) return kept;
  const texts = await readTexts(c, file);
  loaded.set(langCode, texts);
  return texts;
}
