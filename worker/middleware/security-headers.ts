import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { editorInitializerUrl } from "../../app/editor/editor-url";
import { classifyPath } from "../../app/lib/paths";
import { ingestOrigin } from "../../app/monitoring/settings";
import { consentFromCookieHeader, tagManagerAllowed } from "../../app/analytics/consent";
import type { AppEnv } from "../env";
import { emulatorServes } from "./emulator-routes";
import { PAGE_ACTION_HEADER } from "../../app/payment/page-action";
import {
  formActionSources,
  imageSources,
  mapTileSources,
  PAYPAL_SOURCES,
  paymentSdkSources,
} from "../services/policy-sources";

/** The video hosts the CMS video elements frame (after the shopper's click). */
const VIDEO_HOSTS = ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"];

/** Two years, the subdomains too (the shop's domain is https throughout): on https answers only. */
const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The reporting endpoint's name that the CSP's report-to names (Reporting-Endpoints). */
const CSP_ENDPOINT = "csp-endpoint";

/**
 * Design section 6: a Content-Security-Policy with a fresh nonce for the inline bootstrap, and the
 * usual hardening headers, on every answer of ours: pages, error pages, redirects, proxy answers,
 * files (the build's scripts and stylesheets get the two that apply to them: subresourceHeaders). Scripts only from our origin or carrying the page's nonce (c.var.secureHeadersNonce, which
 * the SSR handler puts on its scripts). Styles allow inline attributes: CMS content carries text
 * alignment and colours. Images only from us and the shop's media origins; frames only from the
 * video hosts the CMS video elements use, and only after the shopper's click. Forms post to us; their
 * answers may lead to the payment provider's and the social login providers' pages only
 * (services/policy-sources). Violations are reported where CSP_REPORT_URI says.
 *
 * Permissions-Policy: no page uses the camera, microphone, location, sensors, USB and the like, nor
 * the Payment Request API (the provider's pages take the payment), so they are off for us and every
 * frame; the video frames keep what a player needs (autoplay, fullscreen, picture-in-picture,
 * encrypted media). Cross-Origin-Opener-Policy same-origin: no flow of ours uses a popup or
 * window.opener (social login and payments leave the page and come back by redirect). HSTS only on
 * https answers: a header a browser ignores on http, and a local http set-up needs none.
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
      // Widened per answer with the shop's media origins (imageSources).
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: VIDEO_HOSTS,
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      // Our forms post to us, but a post may be answered with a 303 to another party's page: the payment
      // provider's 3-D Secure or PayPal page, the social provider's consent. Browsers hold such
      // redirects to form-action too: widened per answer with those origins (formActionSources).
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    strictTransportSecurity: false,
    permissionsPolicy: {
      accelerometer: [],
      autoplay: ["self", ...VIDEO_HOSTS],
      camera: [],
      displayCapture: [],
      encryptedMedia: ["self", ...VIDEO_HOSTS],
      fullscreen: ["self", ...VIDEO_HOSTS],
      geolocation: [],
      gyroscope: [],
      hid: [],
      idleDetection: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      pictureInPicture: ["self", ...VIDEO_HOSTS],
      publickeyCredentialsGet: [],
      screenWakeLock: [],
      serial: [],
      usb: [],
      browsingTopics: [],
    },
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    // The emulator's own pages keep their headers (the providers' pages it plays set their own); where it
    // does not answer (production), the 404 on its paths is an answer of this site like any other.
    if (classifyPath(c.req.path) === "emulator" && emulatorServes(c.env)) return next();
    if (BUILD_SUBRESOURCE.test(c.req.path)) return subresourceHeaders(c, next);
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
    allowShopSources(c);
    allowMapTiles(c);
    allowEditorOrigin(c);
    allowPaymentSdk(c);
    allowPageAction(c);
    allowTagManager(c);
    allowErrorReporting(c);
    reportViolations(c);
    requireHttps(c);
  });
};

/**
 * The build's scripts, stylesheets and fonts (hashed, under /assets/) are only ever loaded by our pages,
 * whose own policy governs them: a CSP, a Permissions-Policy or a frame rule on a subresource does
 * nothing (no worker is started from these files; the error reporting's replay worker is a blob:).
 * They keep what applies to them: no MIME sniffing, and no loading by another origin's page. A page
 * loads 70 of them, and the full set repeated on each (1.6 KB) weighed more than most of the files.
 * An SVG, a JSON file and everything else keep the full set: opened on their own they are documents.
 */
const BUILD_SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css|woff2?)$/;

async function subresourceHeaders(c: Context<AppEnv>, next: () => Promise<void>): Promise<void> {
  await next();
  setHeader(c, "X-Content-Type-Options", "nosniff");
  setHeader(c, "Cross-Origin-Resource-Policy", "same-origin");
}

/**
 * The shop's media origins for images, and the payment and social login providers' pages for the
 * answers to our forms. A page knows its site configuration (the language middleware); other answers
 * (API, files) get what the Worker's variables say.
 */
function allowShopSources(c: Context<AppEnv>): void {
  const images = imageSources(c.var.config, c.var.siteConfig);
  if (images.length) widenPolicy(c, ["img-src"], images);
  const forms = formActionSources(c.var.config, c.var.siteConfig);
  if (forms.length) widenPolicy(c, ["form-action"], forms);
}

/** The parcel-locker route (app/parcel-locker), the one page that shows map tiles. */
const PARCEL_LOCKER_PAGE = /^\/parcel-locker\/$/i;

/**
 * The locker map's tiles come from the configured tile server (OpenStreetMap's by default): its origin
 * may serve images on the parcel-locker page only, under any language prefix; every other page keeps
 * its img-src.
 */
function allowMapTiles(c: Context<AppEnv>): void {
  const config = c.var.siteConfig;
  const path = pagePathOf(c);
  if (!config || path === null || !PARCEL_LOCKER_PAGE.test(path)) return;
  const tiles = mapTileSources(config);
  if (tiles.length) widenPolicy(c, ["img-src"], tiles);
}

/** The pages that show the provider's card form: the checkout, and the payment failure page's retry. */
const CARD_FORM_PAGE = /^\/(checkout|payment-failure)\/$/i;

/**
 * The payment provider's SDK (services/policy-sources, paymentSdkSources) on the card form's pages only:
 * its frames, its calls and its images; every other page keeps the policy without them.
 */
function allowPaymentSdk(c: Context<AppEnv>): void {
  const config = c.var.siteConfig;
  const path = pagePathOf(c);
  if (!config || path === null || !CARD_FORM_PAGE.test(path)) return;
  const sources = paymentSdkSources(config);
  if (sources.length) widenPolicy(c, ["frame-src", "connect-src", "img-src"], sources);
}

/** The page where a payment's step in the page runs (app/payment/page-action: the bank's check, PayPal's button). */
const PAYMENT_PAGE = /^\/payment-failure\/$/i;

/**
 * A step of the payment in the page reaches outside the provider's own hosts, on the payment page only,
 * while its answer says the step waits (the loader's PAGE_ACTION_HEADER, never sent on) and with the
 * provider on; every other answer keeps its policy.
 * - Native 3-D Secure 2 frames the card issuer's own pages: its 3DS method page (the fingerprint) and
 *   its challenge (its Access Control Server), which the provider's SDK reaches by posting a form into
 *   the frame. Every issuer runs its own hosts, which no list can hold (Adyen's own guidance: allow them
 *   all, or use the redirect flow; PCI DSS exempts the 3-D Secure scripts from requirement 6.4.3): frames
 *   and forms may go to any https origin; scripts, connections and images keep their lists.
 * - PayPal's button is PayPal's JS SDK, which the provider's SDK adds with the page's nonce: PayPal's
 *   hosts (policy-sources, PAYPAL_SOURCES) for its scripts, frames, calls and images, and an opener
 *   policy that lets PayPal's window answer this page.
 */
function allowPageAction(c: Context<AppEnv>): void {
  const step = c.res.headers.get(PAGE_ACTION_HEADER);
  if (step === null) return;
  removeHeader(c, PAGE_ACTION_HEADER);
  const path = pagePathOf(c);
  if (!c.var.siteConfig?.paymentProvider.active || path === null || !PAYMENT_PAGE.test(path)) return;
  if (step === "threeDS2") widenPolicy(c, ["frame-src", "form-action"], ["https:"]);
  if (step !== "sdk") return;
  for (const [directive, sources] of PAYPAL_SOURCES) widenPolicy(c, [directive], sources);
  // PayPal's window talks to this page (window.opener): same-origin would cut it off (PayPal asks for this value).
  setHeader(c, "Cross-Origin-Opener-Policy", "same-origin-allow-popups");
}

/**
 * The page's path without its language prefix ("/de/checkout/" is "/checkout/"), once the page knows its
 * domain (the language middleware sets it while the page renders); null for any other answer.
 */
function pagePathOf(c: Context<AppEnv>): string | null {
  const domain = c.var.domain;
  if (!domain) return null;
  const prefix = domain.langPrefix ? `/${domain.langPrefix}` : "";
  return prefix && c.req.path.startsWith(`${prefix}/`) ? c.req.path.slice(prefix.length) : c.req.path;
}

/** With CSP_REPORT_URI set, browsers report violations there: report-uri for all, report-to for those that read Reporting-Endpoints. */
function reportViolations(c: Context<AppEnv>): void {
  const uri = c.var.config?.CSP_REPORT_URI;
  if (!uri) return;
  widenPolicy(c, ["report-uri"], [uri]);
  widenPolicy(c, ["report-to"], [CSP_ENDPOINT]);
  setHeader(c, "Reporting-Endpoints", `${CSP_ENDPOINT}="${uri}"`);
}

/** HSTS on an answer that came over https (a local http set-up, or a test's http origin, gets none). */
function requireHttps(c: Context<AppEnv>): void {
  if (new URL(c.req.url).protocol === "https:") setHeader(c, "Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
}

/** Changes the answer's headers, copying first an answer whose headers are immutable (one passed on from fetch()). */
function editHeaders(c: Context<AppEnv>, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
}

const removeHeader = (c: Context<AppEnv>, name: string) => editHeaders(c, (headers) => headers.delete(name));
const setHeader = (c: Context<AppEnv>, name: string, value: string) =>
  editHeaders(c, (headers) => headers.set(name, value));

/**
 * A page from the edge cache was rendered with another answer's nonce: its inline scripts are allowed
 * by their hashes instead (edge-cache/page-cache.ts), and this answer's nonce, which nothing in it
 * carries, is left out.
 */
function allowCachedScripts(c: Context<AppEnv>): void {
  const sources = c.var.cachedScriptSources;
  const policy = c.res.headers.get("content-security-policy");
  if (!sources || !policy) return;
  c.res.headers.set(
    "content-security-policy",
    policy.replace(/\s*'nonce-[^']*'/, sources.length ? ` ${sources.join(" ")}` : ""),
  );
}

/** The pages that load the print editor: the editor itself, and the projects page (project-list mode). */
const EDITOR_PAGE = /^\/(editor|projects)\/$/i;

/**
 * The editor's script, its API calls, styles, fonts and images come from Printbox's origin (the configured
 * initializer URL's, or its CDN's): allowed on the editor's pages only, once the page knows its site
 * configuration (the language middleware sets it while the page renders). Our own origin needs nothing.
 */
function allowEditorOrigin(c: Context<AppEnv>): void {
  const config = c.var.siteConfig;
  const path = pagePathOf(c);
  if (!config || path === null || !EDITOR_PAGE.test(path)) return;
  // The editor previews the shopper's photos before upload from object URLs.
  widenPolicy(c, ["img-src"], ["blob:"]);
  const own = new URL(c.req.url).origin;
  // Printbox's editor API (the saved projects' list, the editor's own calls) may have an origin of its own.
  const api = config.printService.editorApiUrl;
  const apiOrigin = api ? new URL(api, c.req.url).origin : own;
  if (apiOrigin !== own) widenPolicy(c, ["connect-src"], [apiOrigin]);
  const origin = new URL(editorInitializerUrl(config.printService), c.req.url).origin;
  if (origin === own) return;
  widenPolicy(c, ["script-src", "connect-src", "style-src", "font-src", "img-src"], [origin]);
}

/**
 * Google Tag Manager (issues 12 and 28): allowed only where it is configured, and the shopper agreed
 * (the consent cookie, app/analytics/consent.ts) or has not answered yet, or the shop needs no
 * prompt; never after a refusal. Allowed while the question is open so that accepting the banner
 * starts the container on the same page and its view is counted; nothing loads before the choice
 * all the same (app/analytics/tag-manager asks for the container only once a group is granted, the
 * same rule as its containerAllowedByPolicy). The container's origin loads scripts, receives hits
 * and frames its preview; Google's own container sends GA4 hits to Google Analytics' hosts too. A
 * server-side tagging host does all of it itself.
 */
function allowTagManager(c: Context<AppEnv>): void {
  const config = c.var.siteConfig;
  const choice = consentFromCookieHeader(c.req.header("cookie"));
  // No choice yet: allowed as if agreed to, which is what it is once configured (a choice may follow on this page).
  if (!config || !tagManagerAllowed(config, choice ?? { analytics: true, marketing: true })) return;
  const origin = new URL(config.analytics.scriptUrl, c.req.url).origin;
  if (origin === new URL(c.req.url).origin) return;
  const google = new URL(origin).hostname.endsWith(".googletagmanager.com");
  const hits = google ? [origin, "https://*.google-analytics.com", "https://*.analytics.google.com"] : [origin];
  widenPolicy(c, ["script-src", "frame-src"], [origin]);
  // Tags send hits by fetch or beacon, and some by an image (a pixel).
  widenPolicy(c, ["connect-src", "img-src"], hits);
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
    ...policy
      .split(";")
      .map((directive) =>
        directives.includes(directive.trim().split(/\s+/)[0] ?? "") ? `${directive} ${sources.join(" ")}` : directive,
      ),
    ...missing.map((directive) => ` ${directive}`),
  ].join(";");
  setHeader(c, "content-security-policy", widened);
}
