import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { editorInitializerUrl } from "../../app/editor/editor-url";
import { classifyPath } from "../../app/lib/paths";
import { ingestOrigin } from "../../app/monitoring/settings";
import { consentFromCookieHeader, tagManagerAllowed } from "../../app/analytics/consent";
import type { AppEnv } from "../env";

/**
 * Design section 6: a Content-Security-Policy with a fresh nonce for the inline bootstrap, and the
 * usual hardening headers, on every answer of ours: pages, error pages, redirects, proxy answers,
 * files. Scripts only from our origin or carrying the page's nonce (c.var.secureHeadersNonce, which
 * the SSR handler puts on its scripts). Styles allow inline attributes: CMS content carries text
 * alignment and colours. Images may come from the shop's media host (https); frames only from the
 * video hosts the CMS video elements use, and only after the shopper's click.
 *
 * The Referer is kept for our own origin (strict-origin-when-cross-origin): a form posted without
 * JavaScript returns to the page it came from, and the error page's "go back" needs it.
 * The emulator's pages (development only) play other parties and keep their own headers.
 */
export const securityHeaders = () => {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      // Our forms post to us, but a post may be answered with a 303 to another party's page: the payment
      // provider's 3-D Secure or PayPal page, the social provider's consent. Browsers hold such
      // redirects to form-action too, so those (always https) must stay allowed.
      formAction: ["'self'", "https:"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    crossOriginResourcePolicy: "same-origin",
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (classifyPath(c.req.path) === "emulator") return next();
    await secure(c, async () => {
      await next();
      // An answer passed on from fetch() (a static file, the shop) has immutable headers: then a copy takes ours.
      try {
        c.res.headers.delete("x-powered-by");
      } catch {
        c.res = new Response(c.res.body, c.res);
      }
    });
    allowCachedScripts(c);
    allowEditorOrigin(c);
    allowTagManager(c);
    allowErrorReporting(c);
  });
};

/**
 * A page from the edge cache was rendered with another answer's nonce: its inline scripts are allowed
 * by their hashes instead (edge-cache/page-cache.ts), and this answer's nonce, which nothing in it
 * carries, is left out.
 */
function allowCachedScripts(c: Context<AppEnv>): void {
  const sources = c.var.cachedScriptSources;
  const policy = c.res.headers.get("content-security-policy");
  if (!sources || !policy) return;
  c.res.headers.set("content-security-policy", policy.replace(/\s*'nonce-[^']*'/, sources.length ? ` ${sources.join(" ")}` : ""));
}

/** The pages that load the print editor: the editor itself, and the projects page (project-list mode). */
const EDITOR_PAGE = /^\/(editor|projects)\/$/i;

/**
 * The editor's script, its API calls, styles and fonts come from Printbox's origin (the configured
 * initializer URL's, or its CDN's): allowed on the editor's pages only, once the page knows its site
 * configuration (the language middleware sets it while the page renders). Our own origin needs nothing.
 */
function allowEditorOrigin(c: Context<AppEnv>): void {
  const config = c.var.siteConfig;
  const domain = c.var.domain;
  if (!config || !domain) return;
  const prefix = domain.langPrefix ? `/${domain.langPrefix}` : "";
  const path = prefix && c.req.path.startsWith(`${prefix}/`) ? c.req.path.slice(prefix.length) : c.req.path;
  if (!EDITOR_PAGE.test(path)) return;
  const origin = new URL(editorInitializerUrl(config.printService), c.req.url).origin;
  if (origin === new URL(c.req.url).origin) return;
  widenPolicy(c, ["script-src", "connect-src", "style-src", "font-src"], [origin]);
}

/**
 * Google Tag Manager (issue 12): allowed only where it is configured and the shopper agreed (the
 * consent cookie, app/analytics/consent.ts), or where the shop needs no prompt. The container's
 * origin loads scripts, receives hits and frames its preview; Google's own container sends GA4 hits
 * to Google Analytics' hosts too. A server-side tagging host does all of it itself.
 */
function allowTagManager(c: Context<AppEnv>): void {
  const config = c.var.siteConfig;
  if (!config || !tagManagerAllowed(config, consentFromCookieHeader(c.req.header("cookie")))) return;
  const origin = new URL(config.analytics.scriptUrl, c.req.url).origin;
  if (origin === new URL(c.req.url).origin) return;
  const google = new URL(origin).hostname.endsWith(".googletagmanager.com");
  widenPolicy(c, ["script-src", "frame-src"], [origin]);
  widenPolicy(c, ["connect-src"], google ? [origin, "https://*.google-analytics.com", "https://*.analytics.google.com"] : [origin]);
}

/**
 * With SENTRY_DSN set the browser sends its reports to the DSN's ingest origin, and session replay
 * compresses its recording in a worker the SDK starts from a blob: URL (no script of another origin).
 * Without a DSN the policy stays as it is.
 */
function allowErrorReporting(c: Context<AppEnv>): void {
  const dsn = c.var.config?.SENTRY_DSN;
  if (!dsn) return;
  widenPolicy(c, ["connect-src"], [ingestOrigin(dsn)]);
  widenPolicy(c, ["worker-src"], ["'self'", "blob:"]);
}

/**
 * Adds sources to directives of the answer's CSP (an answer passed on from fetch() is copied first);
 * a directive the policy does not have yet is added with them.
 */
function widenPolicy(c: Context<AppEnv>, directives: readonly string[], sources: readonly string[]): void {
  const policy = c.res.headers.get("content-security-policy");
  if (!policy) return;
  const present = new Set(policy.split(";").map((directive) => directive.trim().split(/\s+/)[0] ?? ""));
  const missing = directives.filter((name) => !present.has(name)).map((name) => `${name} ${sources.join(" ")}`);
  const widened = [
    ...policy.split(";").map((directive) => (directives.includes(directive.trim().split(/\s+/)[0] ?? "") ? `${directive} ${sources.join(" ")}` : directive)),
    ...missing.map((directive) => ` ${directive}`),
  ].join(";");
  try {
    c.res.headers.set("content-security-policy", widened);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("content-security-policy", widened);
  }
}
