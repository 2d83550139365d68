import type { Context } from "hono";
import { snippetKvKey, snippetTreeSchema, type SnippetTree } from "../../kv-schemas/snippets";
import { mergeSnippets } from "../../app/i18n/merge";
import type { AppEnv } from "../env";
import { defaultTexts } from "./default-texts";
import { readThrough } from "./kv-cache";
import { upstreamGet } from "./upstream-request";

async function fetchShopSnippets(c: Context<AppEnv>, langCode: string): Promise<unknown> {
  const { config, upstream } = c.var;
  const path = config.SNIPPET_SOURCE.replace("{langCode}", encodeURIComponent(langCode));
  const response = await c.var.timing.measure("source", `snippet ${langCode}`, () =>
    upstreamGet(upstream, config, path),
  );
  if (!response.ok) throw new Error(`snippet source answered ${response.status} for ${langCode}`);
  return response.json();
}

/** Merged texts per language and version of the shop's snippets (shop-wide data, the same for everyone). */
const mergedSnippets = new Map<string, SnippetTree>();

/**
 * The texts of one language: the storefront's defaults merged with the shop's snippets from KV
 * (stale-while-revalidate). A failing snippet source is logged only: the defaults
 * still render, and the en-GB fallback does the rest in the browser.
 */
export async function loadSnippets(c: Context<AppEnv>, langCode: string): Promise<SnippetTree> {
  return (await loadSnippetsOf(c, langCode)).texts;
}

/** The same, saying whether the shop's snippets are in them (an answer without them must not be cached). */
export async function loadSnippetsOf(
  c: Context<AppEnv>,
  langCode: string,
): Promise<{ texts: SnippetTree; fromShop: boolean }> {
  // The storefront's own texts, which the shop's snippets override key by key.
  const [base, shop] = await Promise.all([
    defaultTexts(c, langCode),
    readThrough({
      kv: c.env.SITE_KV,
      key: snippetKvKey(langCode),
      schema: snippetTreeSchema,
      maxAgeMs: c.var.config.SNIPPET_MAX_AGE_SECONDS * 1000,
      load: () => fetchShopSnippets(c, langCode),
      waitUntil: (p) => c.executionCtx.waitUntil(p),
    }),
  ]);
  if (!shop)
    console.warn(`snippets for ${langCode}: the shop's snippets are unavailable, serving the storefront defaults`);
  const key = `${langCode}|${shop?.fetchedAt ?? "none"}`;
  let merged = mergedSnippets.get(key);
  if (!merged) {
    merged = mergeSnippets(base, shop?.value ?? {});
    if (mergedSnippets.size > 20) mergedSnippets.clear();
    mergedSnippets.set(key, merged);
  }
  return { texts: merged, fromShop: shop !== null };
}
