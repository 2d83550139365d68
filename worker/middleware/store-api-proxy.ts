import { getCookie } from "hono/cookie";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { WorkerError } from "../errors";
import type { AppEnv } from "../env";
import { mayCarryToken, removeTokens } from "../../app/store-api/without-tokens";
import { forwardedHeaders, setForwardedHeaders } from "../services/forwarded";
import { mergeGuestCart } from "../services/cart-merge";
import { isTokenShaped, newContextToken, readContextToken } from "../services/context-cookie";
import { fromOwnOrigin } from "../services/same-origin";
import { loadSiteConfig } from "../services/site-config";
import { callEffect, changesWhateverMethod, refusedToBrowsers } from "../services/store-api-calls";

/** Request headers a browser may pass on to the shop; everything else (cookies first) stays here. */
const FORWARDED_REQUEST_HEADERS = ["accept", "accept-language", "content-type", "sw-currency-id", "user-agent"];
/*
 * What each Store API call does (services/store-api-calls, one table for the proxy, the server's client
 * and the session tracker): which calls only the Worker makes (refused here: the cart merge after a
 * login names another session's token; the site configuration, snippets, SEO URLs and sitemap are the
 * Worker's background reads; `_info` is the shop's API description), which change state whatever their
 * method (handle-payment), which answers the session state reads (the cart's, the context's), and
 * which calls are logins (the guest's cart is merged). A shop that serves the site configuration or
 * snippets elsewhere (SITE_CONFIG_SOURCE, SNIPPET_SOURCE) is refused there too.
 */
/** Upstream answer headers that stay here: the session's token and cookies, and CORS (the proxy is the browser's same origin). */
const DROPPED_RESPONSE_HEADERS = /^(sw-context-token|set-cookie|access-control-.*)$/i;
const MAX_BODY_BYTES = 1_048_576;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const LANG_CODE = /^[a-z]{2,3}-[A-Z]{2,3}$/;
/** Whether a path is where the Worker reads the site configuration or snippets (`{langCode}` standing for any segment). */
function isConfiguredSource(routed: string, siteConfigSource: string, snippetSource: string): boolean {
  const path = routed.replace(/\/$/, "");
  if (path.toLowerCase() === siteConfigSource.toLowerCase()) return true;
  const [before, after] = snippetSource.split("{langCode}") as [string, string?];
  if (
    after === undefined ||
    path.length < before.length + after.length ||
    !path.startsWith(before) ||
    !path.endsWith(after)
  )
    return false;
  return LANG_CODE.test(path.slice(before.length, path.length - after.length));
}

/** A request body as JSON, when it is (the session state reads a currency change from a context change: only that body is parsed). */
function jsonOf(body: ArrayBuffer | undefined): unknown {
  if (!body || body.byteLength === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/** Rejects "..", ".", encoded slashes and backslashes in any segment: only /store-api/* reaches the shop. */
function safeStoreApiPath(pathname: string): string | null {
  const path = pathname.replace(/\/{2,}/g, "/");
  for (const segment of path.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === ".." || decoded === "." || decoded.includes("/") || decoded.includes("\\")) return null;
  }
  return path.startsWith("/store-api/") ? path : null;
}

/**
 * The same-origin Store API proxy (design section 1, step 5): adds the access key, the context token
 * from the HttpOnly cookie, the language, sw-include-seo-urls and the client's address; adopts a new
 * token into the cookie and keeps tokens (body keys, header) and the shop's CORS headers out of what
 * page scripts can read; refuses the calls only the Worker makes, and changes from other origins.
 */
export const storeApiProxy = () => {
  // The body's size is checked while it arrives (a client can send no Content-Length), before any work.
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new WorkerError(413, "PROXY__BODY_TOO_LARGE", "The request body is too large.");
    },
  });
  const proxy = createMiddleware<AppEnv>(async (c) => {
    const url = new URL(c.req.url);
    const path = safeStoreApiPath(url.pathname);
    if (!path) throw new WorkerError(400, "PROXY__INVALID_PATH", "Only /store-api/ paths can be called.");
    const method = c.req.method;
    const { config, upstream } = c.var;
    // The shop routes the decoded path ("merge%2Dcarts" is merge-carts): the checks read it so too (every segment decodes, safeStoreApiPath saw to it).
    const routed = decodeURIComponent(path);
    if (refusedToBrowsers(routed) || isConfiguredSource(routed, config.SITE_CONFIG_SOURCE, config.SNIPPET_SOURCE)) {
      throw new WorkerError(403, "PROXY__NOT_FOR_BROWSERS", "This Store API call is not available to browsers.");
    }
    if ((!SAFE_METHODS.has(method) || changesWhateverMethod(routed)) && !fromOwnOrigin(c)) {
      throw new WorkerError(
        403,
        "PROXY__CROSS_ORIGIN",
        "Changes to the session are only accepted from this shop's own pages.",
      );
    }
    // What the call does to the session, read from the path the shop routes.
    const effect = callEffect(method, routed);
    const readsState = effect.session === "cart" || effect.session === "context";

    const siteConfig = await loadSiteConfig(c);
    const languages = new Set(siteConfig.domains.map((d) => d.languageId));
    const requested = c.req.header("sw-language-id");
    const remembered = getCookie(c, "langId");
    // The language the call names, else the shopper's last choice (either only if the shop has it), else the default.
    const languageId =
      [requested, remembered].find((id): id is string => !!id && languages.has(id)) ??
      siteConfig.domains.find((d) => d.langPrefix === "")!.languageId;

    const existing = readContextToken(c);
    const token = existing ?? newContextToken();
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set("sw-access-key", config.STORE_API_ACCESS_KEY);
    headers.set("sw-context-token", token);
    headers.set("sw-language-id", languageId);
    headers.set("sw-include-seo-urls", "true");
    setForwardedHeaders(headers, c.req.raw, url);

    let body: ArrayBuffer | undefined;
    if (!SAFE_METHODS.has(method)) {
      body = await c.req.arrayBuffer();
    }

    let response: Response;
    try {
      response = await c.var.timing.measure("proxy", `${method} ${path}`, () =>
        upstream.fetch(
          new Request(`${upstream.origin}${path}${url.search}`, {
            method,
            headers,
            body,
            redirect: "manual",
            signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
          }),
        ),
      );
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      console.warn(`store-api proxy: ${method} ${path} failed`, error);
      throw timedOut
        ? new WorkerError(504, "PROXY__UPSTREAM_TIMEOUT", "The shop did not answer in time.")
        : new WorkerError(502, "PROXY__UPSTREAM_UNREACHABLE", "The shop could not be reached.");
    }

    const outHeaders = new Headers();
    for (const [name, value] of response.headers)
      if (!DROPPED_RESPONSE_HEADERS.test(name)) outHeaders.append(name, value);
    outHeaders.set("cache-control", "private, no-store");
    let nextToken = response.headers.get("sw-context-token");
    let outBody: BodyInit | null = response.body;
    let answer: unknown;
    // Every JSON answer loses its token keys (issue 25), whatever its path; one without them (most) is
    // passed on as it came, parsed only when the session state reads it.
    if ((response.headers.get("content-type") ?? "").includes("json")) {
      const text = await response.text();
      outBody = text;
      const carries = mayCarryToken(text);
      if (carries || readsState) {
        try {
          const json: unknown = JSON.parse(text);
          answer = json;
          const top =
            json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : null;
          // A login's new token may come in the body only (a plugin's ContextTokenResponse): adopted before it is removed.
          if (top && typeof top["contextToken"] === "string" && isTokenShaped(top["contextToken"]))
            nextToken = top["contextToken"];
          if (carries && removeTokens(json)) {
            outBody = JSON.stringify(json);
            outHeaders.delete("content-length");
          }
        } catch {
          // Not JSON after all: passed on as it came (it carries no token key a parser would find).
        }
      }
    }
    // What the call says of the session (the edge cache's state cookie, services/session-state).
    c.var.sessionState?.observe({
      method,
      path: routed,
      ok: response.ok,
      sent: effect.session === "context" ? jsonOf(body) : undefined,
      answer,
      tokenChanged: !!existing && isTokenShaped(nextToken) && nextToken !== existing,
      effect,
    });
    // A login through the proxy (a form run with JavaScript): the guest's cart joins the customer's before the browser reads it again.
    if (response.ok && existing && isTokenShaped(nextToken) && nextToken !== existing && effect.mergesCart) {
      await mergeGuestCart({
        upstream,
        accessKey: config.STORE_API_ACCESS_KEY,
        segment: siteConfig.cartMerge.segment,
        languageId,
        guestToken: existing,
        customerToken: nextToken,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        forwarded: forwardedHeaders(c.req.raw, url),
        measure: (label, run) => c.var.timing.measure("proxy", label, run),
      });
    }
    // The shop's new token (a login's), else the one sent (a new visitor's): middleware/session-cookie sets the cookie.
    c.set("sessionToken", isTokenShaped(nextToken) ? nextToken : token);
    return new Response(outBody, { status: response.status, statusText: response.statusText, headers: outHeaders });
  });
  return [limit, proxy] as const;
};
