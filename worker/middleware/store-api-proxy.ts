import { getCookie } from "hono/cookie";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { WorkerError } from "../errors";
import type { AppEnv } from "../env";
import { forwardedHeaders } from "../services/forwarded";
import { LOGIN_PATHS, mergeGuestCart } from "../services/cart-merge";
import { contextCookie, isTokenShaped, newContextToken, readContextToken } from "../services/context-cookie";
import { fromOwnOrigin } from "../services/same-origin";
import { loadSiteConfig } from "../services/site-config";

/** Request headers a browser may pass on to the shop; everything else (cookies first) stays here. */
const FORWARDED_REQUEST_HEADERS = ["accept", "accept-language", "content-type", "sw-currency-id", "user-agent"];
/** Responses that may carry the context token in their body (Cart and SalesChannelContext have `token`). */
const TOKEN_BODY_PATHS = /^\/store-api\/(context|checkout\/cart(\/.*)?|account\/(login|logout|register|register-confirm)|pbx\/social-login\/login|[a-z0-9-]+\/merge-carts\/[^/]+)$/;
const MAX_BODY_BYTES = 1_048_576;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

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
 * from the HttpOnly cookie, the language and sw-include-seo-urls; adopts a new token into the cookie
 * and keeps tokens out of what page scripts can read; refuses mutating calls from other origins.
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
    if (!SAFE_METHODS.has(method) && !fromOwnOrigin(c)) {
      throw new WorkerError(403, "PROXY__CROSS_ORIGIN", "Changes to the session are only accepted from this shop's own pages.");
    }

    const { config, upstream } = c.var;
    const siteConfig = await loadSiteConfig(c);
    const languages = new Set(siteConfig.domains.map((d) => d.languageId));
    const requested = c.req.header("sw-language-id");
    const remembered = getCookie(c, "langId");
    const languageId = requested && languages.has(requested) ? requested : remembered && languages.has(remembered) ? remembered : siteConfig.domains.find((d) => d.langPrefix === "")!.languageId;

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
    for (const [name, value] of Object.entries(forwardedHeaders(url))) headers.set(name, value);

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
      throw timedOut ? new WorkerError(504, "PROXY__UPSTREAM_TIMEOUT", "The shop did not answer in time.") : new WorkerError(502, "PROXY__UPSTREAM_UNREACHABLE", "The shop could not be reached.");
    }

    const outHeaders = new Headers(response.headers);
    outHeaders.delete("sw-context-token");
    outHeaders.delete("set-cookie");
    outHeaders.set("cache-control", "private, no-store");
    let nextToken = response.headers.get("sw-context-token");
    let outBody: BodyInit | null = response.body;
    let answer: unknown;
    if (TOKEN_BODY_PATHS.test(path) && (response.headers.get("content-type") ?? "").includes("json")) {
      const text = await response.text();
      try {
        const json = JSON.parse(text) as Record<string, unknown>;
        answer = json;
        if (json && typeof json === "object" && !Array.isArray(json)) {
          if (typeof json["contextToken"] === "string" && isTokenShaped(json["contextToken"])) nextToken = json["contextToken"];
          delete json["token"];
          delete json["contextToken"];
          outBody = JSON.stringify(json);
          outHeaders.delete("content-length");
        } else {
          outBody = text;
        }
      } catch {
        outBody = text;
      }
    }
    // What the call says of the session (the edge cache's state cookie, services/session-state).
    c.var.sessionState?.observe({
      method,
      path,
      ok: response.ok,
      sent: path === "/store-api/context" ? jsonOf(body) : undefined,
      answer,
      tokenChanged: !!existing && isTokenShaped(nextToken) && nextToken !== existing,
    });
    const secure = url.protocol === "https:";
    // A login through the proxy (a form run with JavaScript): the guest's cart joins the customer's before the browser reads it again.
    if (response.ok && existing && isTokenShaped(nextToken) && nextToken !== existing && LOGIN_PATHS.test(path)) {
      await mergeGuestCart({
        upstream,
        accessKey: config.STORE_API_ACCESS_KEY,
        segment: siteConfig.cartMerge.segment,
        languageId,
        guestToken: existing,
        customerToken: nextToken,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
        measure: (label, run) => c.var.timing.measure("proxy", label, run),
      });
    }
    if (isTokenShaped(nextToken) && nextToken !== existing) outHeaders.append("set-cookie", contextCookie(nextToken, secure));
    else if (!existing) outHeaders.append("set-cookie", contextCookie(token, secure));
    return new Response(outBody, { status: response.status, statusText: response.statusText, headers: outHeaders });
  });
  return [limit, proxy] as const;
};
