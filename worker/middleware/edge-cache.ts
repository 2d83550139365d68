import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { isbot } from "isbot";
import { FALLBACK_LOCALE } from "../../app/i18n/i18n";
import { cacheGeneration } from "../edge-cache/generation";
import { CONSENT_COOKIE, consentFromCookieHeader, consentPromptNeeded } from "../../app/analytics/consent";
import {
  cachedPage,
  inlineScriptSources,
  pageCacheKey,
  servedCopy,
  sharedVersion,
  storedCopy,
} from "../edge-cache/page-cache";
import type { AppEnv, Bindings } from "../env";
import { newContextToken, readContextToken } from "../services/context-cookie";
import { resolveLanguage } from "./language";
import { contextHash, mayShare } from "../services/session-state";
import { defaultContextHash, knownDefaultContextHash, rememberDefaultContext } from "../edge-cache/default-context";
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
  const [generation, ...snippets] = await Promise.all([
    cacheGeneration(c.env.SITE_KV),
    loadSnippets(c, locale),
    ...(locale === FALLBACK_LOCALE ? [] : [loadSnippets(c, FALLBACK_LOCALE)]),
  ]);
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
 * The request that renews a stale page in the background: a new guest's (Shopware's default context),
 * never the requester's. No context token and no state cookie, so the render makes a token of its own
 * and reads the sales channel's default context; only the variant the key names goes along, and not as
 * the requester's cookies: the user agent (crawler or browser) and, for the copy without the consent
 * banner, a neutral choice the Worker makes up (the page shows no choice beyond the banner's absence).
 */
function renewalRequest(url: string, userAgent: string | undefined, consentChosen: boolean): Request {
  const headers = new Headers({ accept: "text/html" });
  if (userAgent) headers.set("user-agent", userAgent);
  if (consentChosen) headers.set("cookie", `${CONSENT_COOKIE}=none`);
  return new Request(url, { method: "GET", headers });
}

/**
 * Guest pages from the edge cache (design section 3), as Shopware's HTTP cache serves them with its
 * `sw-states` and `sw-cache-hash` cookies: a GET of a page by a guest with an empty cart whose context
 * hash the Worker knows (from the state cookie it signed for this token, or the sales channel's
 * default for a new visitor) is looked up under that hash; a hit is served as stored, its inline
 * scripts allowed by their hashes instead of a nonce (and with a new visitor's context token, never
 * stored with the page), fresh for EDGE_CACHE_TTL_SECONDS (less for a page rendered before its
 * alternates were known), then stale for EDGE_CACHE_STALE_SECONDS while a new copy is rendered in the
 * background as a new guest. A guest with an empty cart whose context is unknown (it just changed its
 * country or currency) or whose kept copy is stale under a context other than the default is rendered
 * in the foreground. The page is kept when the render says it may be shared (render.tsx: a shareable
 * screen, a guest's session context read by the render, no notice, no cookie, no error),
 * under the hash of the context the render read, never the one the cookie claimed. A session whose
 * context differs from the default is kept under its own hash, as Shopware does: its pages are shared
 * with every guest in the same context, and no other guest's lookup ever reaches them.
 * Everyone else (a customer, a filled cart, a state the Worker does not know or did not sign, a notice
 * waiting) is a bypass. Server-Timing says which.
 */
export const edgeCache = (revalidate: Revalidate) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { EDGE_CACHE_TTL_SECONDS: ttl, EDGE_CACHE_STALE_SECONDS: stale } = c.var.config;
    // A ".html" path that reaches the pages (it may be an SEO URL) has not been given its language yet.
    await resolveLanguage(c);
    const tracker = c.var.sessionState;
    if (ttl === 0 || c.req.method !== "GET" || !mayShare(tracker.state) || hasFlash(c)) {
      await next();
      withTiming(c.res, "bypass");
      return;
    }

    const url = new URL(c.req.url);
    const fresh = readContextToken(c) === null;
    const domainId = c.var.domain.id;
    const crawler = isbot(c.req.header("user-agent") ?? "");
    const version = await keyVersion(c);
    const consentAsked = consentPromptNeeded(c.var.siteConfig, consentFromCookieHeader(c.req.header("cookie")));
    const variant = { url, crawler, consentAsked };
    const cache = edgeCacheStorage();
    const now = Date.now();
    const renewal = renewals.has(c.req.raw);
    // A new visitor's context is the sales channel's default (Shopware creates it for an unknown token).
    if (fresh && tracker.state.contextHash === null) {
      const defaultHash = await defaultContextHash(cache, url.origin, version, domainId);
      if (defaultHash) tracker.know({ contextHash: defaultHash });
    }
    const lookupHash = tracker.state.contextHash;
    const kept =
      renewal || lookupHash === null
        ? null
        : await cachedPage(cache, pageCacheKey({ ...variant, contextHash: lookupHash }, version), now);
    const isStale = !!kept && kept.ageSeconds > Math.min(ttl, kept.freshSeconds);
    // A renewal renders as a new guest, in the default context: a stale copy kept under another
    // context cannot be renewed that way and is rendered again for its requester instead.
    const renewable = lookupHash !== null && lookupHash === knownDefaultContextHash(domainId);
    if (kept && (!isStale || renewable)) {
      const response = servedCopy(kept.response);
      c.set("cachedScriptSources", kept.scriptSources);
      // A new visitor's token, never stored with the page: middleware/session-cookie gives it to the browser.
      if (fresh) c.set("sessionToken", newContextToken());
      const renewalKey = `${domainId}/${crawler}/${consentAsked}${url.pathname}${url.search}`;
      if (isStale && !renewing.has(renewalKey)) {
        const request = renewalRequest(
          c.req.url,
          c.req.header("user-agent"),
          !consentAsked && consentPromptNeeded(c.var.siteConfig, null),
        );
        renewals.add(request);
        const work = revalidate(request, c.env, c.executionCtx as ExecutionContext)
          .then((answer) => answer.body?.cancel())
          .catch((error: unknown) => console.warn("edge cache: renewing a stale page failed", url.pathname, error))
          .finally(() => renewing.delete(renewalKey));
        renewing.set(renewalKey, work);
        c.executionCtx.waitUntil(work);
      }
      return withTiming(response, isStale ? "stale" : "hit");
    }
    if (kept) await kept.response.body?.cancel();

    await next();
    const state = await tracker.settled();
    // What a new visitor's render read is the default context from now on.
    if (fresh && state.context && !state.context.loggedIn && state.contextHash) {
      c.executionCtx.waitUntil(
        rememberDefaultContext(cache, url.origin, version, domainId, state.contextHash, ttl + stale).catch(
          (error: unknown) => console.warn("edge cache: keeping the default context failed", error),
        ),
      );
    }
    const shared = c.get("sharedPage");
    if (shared && c.res.status === 200 && c.res.body) {
      // Kept under the context the page was rendered in, whatever the cookie claimed.
      const storeKey = pageCacheKey({ ...variant, contextHash: await contextHash(shared.context) }, version);
      const freshSeconds = Math.min(ttl, shared.freshSeconds ?? ttl);
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
            await cache.put(storeKey, storedCopy(body, answer, now, freshSeconds, stale, scripts));
          })
          .catch((error: unknown) => console.warn("edge cache: keeping a page failed", url.pathname, error)),
      );
    }
    withTiming(c.res, "miss");
  });
