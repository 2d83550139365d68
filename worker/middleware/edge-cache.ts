import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { isbot } from "isbot";
import { FALLBACK_LOCALE } from "../../app/i18n/i18n";
import { cacheGeneration } from "../edge-cache/generation";
import { consentFromCookieHeader, consentPromptNeeded } from "../../app/analytics/consent";
import { cachedPage, inlineScriptSources, pageCacheKey, servedCopy, sharedVersion, storedCopy } from "../edge-cache/page-cache";
import type { AppEnv, Bindings } from "../env";
import { contextCookie, newContextToken, readContextToken } from "../services/context-cookie";
import { resolveLanguage } from "./language";
import { sharedCurrency } from "../services/session-state";
import { loadSnippets } from "../services/snippets";
import { FLASH_COOKIE } from "../ssr/flash";
import { clientManifest } from "../ssr/manifest";

export type Revalidate = (request: Request, env: Bindings, ctx: ExecutionContext) => Promise<Response>;

/** Requests this isolate makes itself to renew a stale page: they render and store, never look up. */
const renewals = new WeakSet<Request>();
/** Renewals in flight in this isolate, so that a burst of stale hits renders a page once. */
const renewing = new Map<string, Promise<void>>();

/** The location's cache (workers-types names it; the DOM's CacheStorage type, also in scope, does not). */
const edgeCacheStorage = (): Cache => (caches as unknown as { default: Cache }).default;

const hasFlash = (c: Context<AppEnv>): boolean => {
  try {
    return !!getCookie(c, FLASH_COOKIE);
  } catch {
    return true;
  }
};

async function keyVersion(c: Context<AppEnv>): Promise<string> {
  const locale = c.var.domain.locale;
  const [generation, ...snippets] = await Promise.all([cacheGeneration(c.env.SITE_KV), loadSnippets(c, locale), ...(locale === FALLBACK_LOCALE ? [] : [loadSnippets(c, FALLBACK_LOCALE)])]);
  return sharedVersion({ build: clientManifest().build.id, config: c.var.siteConfig, snippets, generation });
}

function withTiming(response: Response, outcome: "hit" | "miss" | "bypass" | "stale"): Response {
  const entry = outcome === "stale" ? `cache;desc=hit, cache-stale;desc=stale` : `cache;desc=${outcome}`;
  const existing = response.headers.get("Server-Timing");
  try {
    response.headers.set("Server-Timing", existing ? `${entry}, ${existing}` : entry);
  } catch {
    // An answer with immutable headers (one passed on as it came) goes without the entry.
  }
  return response;
}

/**
 * Guest pages from the edge cache (design section 3), as Shopware's HTTP cache serves them: a GET of a
 * page by a guest with an empty cart whose currency the Worker knows is looked up under its key; a hit
 * is served as stored, its inline scripts allowed by their hashes instead of a nonce (and with a new
 * visitor's context token, never stored with the page),
 * fresh for EDGE_CACHE_TTL_SECONDS, then stale for EDGE_CACHE_STALE_SECONDS while a new copy is made
 * in the background. A miss renders, and the page is kept when the render says it may be shared
 * (render.tsx: a shareable screen, a guest session, no notice, no cookie but the token, no error).
 * Everyone else (a customer, a filled cart, a state the Worker does not know, a notice waiting) is
 * a bypass. Server-Timing says which.
 */
export const edgeCache = (revalidate: Revalidate) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { EDGE_CACHE_TTL_SECONDS: ttl, EDGE_CACHE_STALE_SECONDS: stale } = c.var.config;
    // A ".html" path that reaches the pages (it may be an SEO URL) has not been given its language yet.
    await resolveLanguage(c);
    const tracker = c.var.sessionState;
    const fresh = readContextToken(c) === null;
    // A new visitor's context is the sales channel's default (Shopware creates it for an unknown token).
    if (fresh && tracker.state.currencyId === null) tracker.know({ currencyId: c.var.siteConfig.salesChannel.currencyId });
    const currencyId = sharedCurrency(tracker.state);
    if (ttl === 0 || c.req.method !== "GET" || currencyId === null || hasFlash(c)) {
      await next();
      withTiming(c.res, "bypass");
      return;
    }

    const url = new URL(c.req.url);
    const crawler = isbot(c.req.header("user-agent") ?? "");
    const version = await keyVersion(c);
    const consentAsked = consentPromptNeeded(c.var.siteConfig, consentFromCookieHeader(c.req.header("cookie")));
    const key = pageCacheKey({ url, currencyId, crawler, consentAsked }, version);
    const cache = edgeCacheStorage();
    const now = Date.now();
    const renewal = renewals.has(c.req.raw);
    const kept = renewal ? null : await cachedPage(cache, key, now);
    if (kept) {
      const response = servedCopy(kept.response);
      c.set("cachedScriptSources", kept.scriptSources);
      if (fresh) response.headers.append("Set-Cookie", contextCookie(newContextToken(), url.protocol === "https:"));
      const isStale = kept.ageSeconds > ttl;
      if (isStale && !renewing.has(key.url)) {
        const request = new Request(c.req.raw.url, { method: "GET", headers: c.req.raw.headers });
        renewals.add(request);
        const work = revalidate(request, c.env, c.executionCtx as ExecutionContext)
          .then((answer) => answer.body?.cancel())
          .catch((error: unknown) => console.warn("edge cache: renewing a stale page failed", url.pathname, error))
          .finally(() => renewing.delete(key.url));
        renewing.set(key.url, work);
        c.executionCtx.waitUntil(work);
      }
      return withTiming(response, isStale ? "stale" : "hit");
    }

    await next();
    const shared = c.get("sharedPage");
    if (shared && c.res.status === 200 && c.res.body) {
      // Kept under the currency the page was rendered in, whatever the cookie claimed.
      const storeKey = shared.currencyId === currencyId ? key : pageCacheKey({ url, currencyId: shared.currencyId, crawler, consentAsked }, version);
      const renderNonce = c.var.secureHeadersNonce ?? "";
      const [toShopper, toCache] = c.res.body.tee();
      const answer = c.res;
      c.res = new Response(toShopper, answer);
      c.executionCtx.waitUntil(
        new Response(toCache)
          .arrayBuffer()
          .then(async (body) => {
            if (shared.failed()) return;
            const scripts = await inlineScriptSources(new TextDecoder().decode(body), renderNonce);
            await cache.put(storeKey, storedCopy(body, answer, now, ttl + stale, scripts));
          })
          .catch((error: unknown) => console.warn("edge cache: keeping a page failed", url.pathname, error)),
      );
    }
    withTiming(c.res, "miss");
  });
