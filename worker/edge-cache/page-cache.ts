/**
 * Guest pages from the edge cache (design section 3; Shopware's HTTP cache): where a page is kept,
 * under which key, and how a kept page is served again. The rules of who gets one are in
 * middleware/edge-cache.ts.
 */
import { fingerprint } from "../services/fingerprint";
import type { CacheContext } from "../services/session-state";

/**
 * What the page render says of a page it may share: the session context it read (the page is kept
 * under that context's hash, whatever the cookie claimed), how long it may be fresh when less than the
 * configured TTL (a page without its hreflang alternates), and whether it failed while streaming.
 */
export interface SharedPage {
  context: CacheContext;
  freshSeconds?: number;
  failed: () => boolean;
}

/** Whatever a page shows that is the same for every guest: its content is part of the key. */
export interface SharedData {
  build: string;
  config: object;
  snippets: readonly object[];
  generation: number;
}

export interface PageKey {
  url: URL;
  /** The context hash (services/session-state: Shopware's `sw-cache-hash`) of the sessions the page is for. */
  contextHash: string;
  /** Crawlers get the whole document at once (render.tsx), browsers a stream: kept apart. */
  crawler: boolean;
  /** The page asks for cookie consent (a visitor who has not chosen, in a shop that asks): it holds the banner. */
  consentAsked: boolean;
}

/** A change of the build, the configuration, a text or a purge makes a new version: older pages are not found again. */
export function sharedVersion(data: SharedData): string {
  return [data.build, fingerprint(data.config), ...data.snippets.map(fingerprint), data.generation.toString(36)].join(
    "-",
  );
}

/**
 * The cache key: the page's canonical URL with its query (the language is its prefix), the context
 * hash (currency, country, tax state, customer group, rules), crawler or browser, with or without the consent banner, and the version of what every guest shares. Under the shop's own origin, so that
 * Cloudflare's purge by URL prefix reaches it too.
 */
export function pageCacheKey(key: PageKey, version: string): Request {
  const { origin, pathname, search } = key.url;
  return new Request(
    `${origin}/__edge-cache/${version}/${key.contextHash}/${key.crawler ? "crawler" : "browser"}${key.consentAsked ? "-consent" : ""}${pathname}${search}`,
    { method: "GET" },
  );
}

const STORED_AT = "x-edge-cache-stored-at";
const SCRIPT_SOURCES = "x-edge-cache-script-sources";
const FRESH_FOR = "x-edge-cache-fresh-for";

/** Inline scripts (no src), with their opening tag: the bootstrap and React's own. Scripts with a src load under 'self'. */
const INLINE_SCRIPT = /<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-…') that let a page's inline scripts run: those the render gave its nonce,
 * and no other (a script without it was never allowed, and a hash must not allow it now). A kept page
 * is served under these instead of a nonce: its bytes go out as they were stored, with no rewriting
 * on a hit, and no nonce is ever shared between answers.
 */
export async function inlineScriptSources(html: string, nonce: string): Promise<string[]> {
  const encoder = new TextEncoder();
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!nonce || !attributes.includes(` nonce="${nonce}"`)) continue;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
    sources.add(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  }
  return [...sources];
}

/** Headers of a page answer that are the page's own; cookies, timing and per-answer policies are not kept. */
const KEPT_HEADERS = ["content-type", "content-language", "link", "x-robots-tag"];

/**
 * The copy of a page answer to keep: the body, the headers that belong to the page, and when it was
 * made, and how long it is fresh. It expires from the cache once it is too old even to be served stale.
 */
export function storedCopy(
  body: ArrayBuffer,
  from: Response,
  now: number,
  freshSeconds: number,
  staleSeconds: number,
  scriptSources: readonly string[],
): Response {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = from.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(STORED_AT, String(now));
  headers.set(SCRIPT_SOURCES, scriptSources.join(" "));
  headers.set(FRESH_FOR, String(freshSeconds));
  headers.set("cache-control", `public, max-age=${freshSeconds + staleSeconds}`);
  return new Response(body, { status: 200, headers });
}

export interface CachedPage {
  response: Response;
  ageSeconds: number;
  /** How long it is fresh (then stale until it expires). */
  freshSeconds: number;
  /** The CSP sources of its inline scripts. */
  scriptSources: string[];
}

/** A kept page, or null. A cache that fails is a miss, never an error. */
export async function cachedPage(cache: Cache, key: Request, now: number): Promise<CachedPage | null> {
  let response: Response | undefined;
  try {
    response = await cache.match(key);
  } catch (error) {
    console.warn("edge cache: lookup failed", error);
    return null;
  }
  if (!response) return null;
  const storedAt = Number(response.headers.get(STORED_AT));
  const scriptSources = response.headers.get(SCRIPT_SOURCES);
  const freshSeconds = Number(response.headers.get(FRESH_FOR));
  if (!Number.isFinite(storedAt) || storedAt <= 0 || scriptSources === null || !Number.isFinite(freshSeconds))
    return null;
  return {
    response,
    ageSeconds: Math.max(0, (now - storedAt) / 1000),
    freshSeconds,
    scriptSources: scriptSources.split(" ").filter(Boolean),
  };
}

/**
 * A kept page as this request's answer: its bytes as stored (its scripts run under the hashes the
 * policy names, middleware/security-headers.ts), no caching by the browser.
 */
export function servedCopy(page: Response): Response {
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = page.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("cache-control", "private, no-store");
  return new Response(page.body, { status: 200, headers });
}
