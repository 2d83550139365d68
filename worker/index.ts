import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { resolveDomain } from "../app/lib/language";
import { classifyPath, withPrefix } from "../app/lib/paths";
import { type AppEnv, workerConfigSchema, type WorkerConfig } from "./env";
import { storeApiErrorBody, WorkerError } from "./errors";
import { apiSync } from "./middleware/api-sync";
import { emulatorRoutes } from "./middleware/emulator-routes";
import { languagePrefix, resolveLanguage } from "./middleware/language";
import { languageDetection } from "./middleware/language-detection";
import { maintenanceGate } from "./middleware/maintenance";
import { normalizePath } from "./middleware/normalize-path";
import { securityHeaders } from "./middleware/security-headers";
import { storeApiClient } from "./middleware/store-api-client";
import { pagePost } from "./middleware/page-post";
import { seoFiles } from "./middleware/seo-files";
import { staticAssets } from "./middleware/static-assets";
import { storeApiProxy } from "./middleware/store-api-proxy";
import { edgeCache } from "./middleware/edge-cache";
import { sessionCookie } from "./middleware/session-cookie";
import { sessionState } from "./middleware/session-state";
import { reportFault, withErrorReporting } from "./monitoring/error-reporting";
import { ServerTiming } from "./services/server-timing";
import { loadSiteConfig, SiteConfigUnavailableError } from "./services/site-config";
import { createUpstream, UpstreamNotConfiguredError } from "./services/upstream";
import { clientManifest } from "./ssr/manifest";
import { styleGuide } from "./style-guide/route";
import { renderPage } from "./ssr/render";
import { staticErrorPage } from "./ssr/static-error-page";

const configs = new WeakMap<object, WorkerConfig>();

/** Validates the environment once per isolate and builds the request's upstream and timing. */
const requestSetup = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    let config = configs.get(c.env);
    if (!config) {
      config = workerConfigSchema.parse(c.env);
      configs.set(c.env, config);
    }
    c.set("config", config);
    c.set("upstream", createUpstream(c.env, config));
    c.set("timing", new ServerTiming());
    await next();
  });

const app = new Hono<AppEnv>();

app.use(securityHeaders());
app.use(requestSetup());
app.use(normalizePath());
// Development only, before the shop is asked for anything: the page needs only the stylesheet.
app.get("/__styleguide/", styleGuide());
app.use(languagePrefix());
app.use(maintenanceGate());
// pwa.languageDetection: a first visit to "/" goes to the browser's language (a 302), before the edge cache.
app.use(languageDetection());
app.route("/", apiSync());
app.use(seoFiles());
// Mounted on their paths: the rest of the app never sees these requests.
// The session cookie inside the session state, which signs its state for the token the cookie gives.
app.use("/store-api/*", sessionState(), sessionCookie(), ...storeApiProxy());
app.use("/__emulator/*", emulatorRoutes());
// The payment provider's SDK endpoints the emulator plays (app/lib/paths, PROVIDER_WEB_PREFIXES).
app.use("/checkoutshopper/*", emulatorRoutes());
app.use("/checkoutanalytics/*", emulatorRoutes());
app.use(staticAssets());
const page = async (c: Context<AppEnv>) => {
  await resolveLanguage(c);
  return renderPage(c);
};
// Guest pages from the edge cache; a stale one is renewed by rendering it again through the whole app.
app.get(
  "*",
  sessionState(),
  // Around the edge cache: the page it keeps never carries the cookie.
  sessionCookie(),
  edgeCache(async (request, env, ctx) => app.fetch(request, env, ctx)),
  storeApiClient(),
  page,
);
app.on(["HEAD"], "*", sessionState(), sessionCookie(), storeApiClient(), page);
// A form posted without JavaScript: the route's action runs, then post/redirect/get.
app.post("*", pagePost(), sessionState(), sessionCookie(), storeApiClient(), page);
// Other methods on a page URL are refused, not rendered.
app.all("*", (c) => c.text("Method Not Allowed", 405, { Allow: "GET, HEAD, POST" }));

/** A failure's status: an HTTPException's own, 503 while no site configuration or no shop is at hand, else 500. */
function failureStatus(error: Error) {
  if (error instanceof HTTPException) return error.status;
  if (error instanceof SiteConfigUnavailableError || error instanceof UpstreamNotConfiguredError) return 503;
  return 500;
}

/** A failure's code on API paths: a WorkerError's own, HTTP for any other HTTPException, else INTERNAL. */
function failureCode(error: Error): string {
  if (error instanceof WorkerError) return error.code;
  if (error instanceof HTTPException) return "HTTP";
  return "INTERNAL";
}

/** Failures outside React: a JSON error for API paths, the error page for pages, never a crash. */
app.onError(async (error, c) => {
  const status = failureStatus(error);
  if (status >= 500) {
    console.error("request failed", c.req.method, c.req.path, error);
    reportFault(error);
  }
  const kind = classifyPath(c.req.path);
  if (kind !== "page") {
    const code = failureCode(error);
    // A WorkerError's detail is written for the browser; anything else that failed keeps its text in the log.
    const detail = error instanceof WorkerError || status < 500 ? error.message : "The request could not be served.";
    return c.json(storeApiErrorBody(status, code, detail), status, { "Cache-Control": "no-store" });
  }
  let stylesheets: string[] = [];
  try {
    stylesheets = clientManifest().stylesheets;
  } catch {
    // A broken build manifest must not hide the error page itself.
  }
  // The header and footer show the shop's name and store information: from the configuration the
  // request already read, or from KV (an overlong URL fails before the language is known).
  const site =
    c.get("siteConfig") ??
    (error instanceof SiteConfigUnavailableError ? null : await loadSiteConfig(c).catch(() => null));
  const domain = c.get("domain") ?? (site ? resolveDomain(c.req.path, site.domains).domain : null);
  const url = new URL(c.req.url);
  const referer = c.req.header("referer");
  const back = referer && new URL(referer, c.req.url).origin === url.origin ? referer : null;
  const page = staticErrorPage(status, {
    ...(domain ? { locale: domain.locale, homeHref: withPrefix(domain.langPrefix, "/") } : {}),
    backHref: back,
    stylesheets,
    site,
    host: url.host,
  });
  return c.html(page, status, {
    "Cache-Control": "no-store",
    ...(status === 503 ? { "Retry-After": "60" } : {}),
  });
});

app.notFound((c) => c.text("Not Found", 404));

/** The app, reporting its faults to Sentry when SENTRY_DSN is set (monitoring/error-reporting). */
export default withErrorReporting(app);
/** The Durable Object behind the SUBMIT_LEDGER binding (wrangler.toml). */
export { SubmitLedger } from "./idempotency/submit-ledger";
