import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { Context } from "hono";
import { isbot } from "isbot";
import { preloadAllIslands } from "../../app/framework/island";
import { renderToReadableStream } from "react-dom/server";
import { dehydratedWithoutSnippets, snippetFiles } from "./snippet-files";
import {
  createStaticRouter,
  isRouteErrorResponse,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { BOOTSTRAP_GLOBAL, serializeForScript, type Bootstrap } from "../../app/bootstrap";
import { slotsOf } from "../../app/cms/slots-of";
import { InternalError } from "../../app/lib/internal-errors";
import { AppProviders } from "../../app/providers";
import { queryKey } from "../../app/framework/query-keys";
import type { PwaPageResult } from "../../app/store-api/operations";
import { siteConfigQuery } from "../../app/session/site-config-query";
import { publicSiteConfig } from "../../kv-schemas/site-config";
import { servicesContext, type FlashNotice, type StorefrontServices } from "../../app/framework/services";
import { postRedirectTarget } from "../../app/framework/action-result";
import { ACTION_HEADER, KNOWN_CART_MESSAGES_HEADER, readKnownCartMessages } from "../../app/framework/action-answer";
import { newOutcome } from "../../app/framework/action-outcome";
import { configuredPages } from "../../app/framework/configured-pages";
import { routerHydrationData } from "../../app/framework/hydration-data";
import { queryWithMiddleware } from "../../app/framework/static-query";
import { NoticeBoard } from "../../app/state/notice-board";
import type { AppEnv, Variables } from "../env";
import { reportFault } from "../monitoring/error-reporting";
import { ALTERNATES_PENDING_FRESH_SECONDS, alternatesPending, pageLanguagePaths } from "../services/alternates";
import { submissionGate } from "../idempotency/submission-gate";
import { markMaintenance } from "../services/site-config";
import { loadSnippets } from "../services/snippets";
import { actionAnswer } from "./action-answer";
import { clearedFlashCookie, flashCookie, readFlash } from "./flash";
import { configStyle, insertAfterHead } from "./head-style";
import { clientManifest, modulePreloads } from "./manifest";
import { screenModulesOf, screenNameOf, staticHandlerFor } from "./routes";
import { contextSeenByRender, SHARED_SCREENS, sessionOfPage, withSessionToRefresh } from "./shared-page";

/** The CMS element types of the pages in the request's cache (the browser preloads their islands). */
function pageSlotTypes(queryClient: QueryClient): string[] {
  const pages = queryClient.getQueryCache().findAll({ queryKey: queryKey("page") });
  return [
    ...new Set(
      pages.flatMap((query) =>
        slotsOf((query.state.data as PwaPageResult | undefined)?.cmsPage).map((slot) => slot.type),
      ),
    ),
  ];
}

/** Response headers set by the matched loaders (Retry-After of the maintenance page, say). */
function loaderHeaders(context: StaticHandlerContext): Headers {
  const headers = new Headers();
  for (const match of context.matches) {
    const own = context.loaderHeaders[match.route.id];
    for (const [name, value] of own ?? []) headers.set(name, value);
  }
  return headers;
}

/**
 * What a page failed with, other than an answer with its status (not found, a shop that is down,
 * which the loaders map and log): an internal error or any other fault of ours, which
 * the error page shows as 500. Logged (and reported, with error reporting on) once, here, whichever
 * route threw it.
 */
function logFailures(pathname: string, context: StaticHandlerContext): void {
  for (const error of Object.values(context.errors ?? {})) {
    if (isRouteErrorResponse(error)) continue;
    console.error("page failed", pathname, error);
    reportFault(error);
  }
}

/**
 * Server-side rendering of a page (design section 1, step 7): the matched routes' loaders fill the
 * request's QueryClient, React streams the document, and the dehydrated cache goes into the page
 * for hydration. Crawlers get the complete HTML at once.
 */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const secure = url.protocol === "https:";
  // The request's Store API client (middleware/store-api-client) and language (middleware/language) come first.
  const storeApi: Variables["storeApi"] | undefined = c.get("storeApi");
  if (!storeApi) throw new InternalError("store api not exists");
  if (!c.get("siteConfig") || !c.get("domain")) throw new InternalError("domain not set");
  const { api, token } = storeApi;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The page's data goes to the browser: the public configuration only (design section 6).
  queryClient.setQueryData(siteConfigQuery({} as StorefrontServices).queryKey, publicSiteConfig(c.var.siteConfig));
  const outgoingFlash: FlashNotice[] = [];
  const posted = c.req.method === "POST";
  // A form sent with JavaScript: the same action, answered as data (decision 021, ./action-answer).
  const asData = posted && c.req.header(ACTION_HEADER) === "1";
  const crawler = isbot(c.req.header("user-agent") ?? "");
  const services: StorefrontServices = {
    api,
    queryClient,
    loadSiteConfig: async () => publicSiteConfig(c.var.siteConfig),
    loadSnippets: (langCode) => loadSnippets(c, langCode),
    flash: (notice) => outgoingFlash.push(notice),
    isServer: true,
    requestCookies: c.req.header("cookie") ?? "",
    pageLanguagePaths: (routeName, foreignKey) => pageLanguagePaths(c, c.var.siteConfig.domains, routeName, foreignKey),
    printboxFetch: (target, init) =>
      target.startsWith("/")
        ? c.var.upstream.fetch(new Request(new URL(target, c.var.upstream.origin), init))
        : fetch(target, init),
    // A form that acts once per submit meets its session's other submits in the ledger (worker/idempotency).
    ...(posted ? { submissions: submissionGate(c.env.SUBMIT_LEDGER, token) } : {}),
    ...(asData
      ? { outcome: newOutcome(), knownCartMessages: readKnownCartMessages(c.req.header(KNOWN_CART_MESSAGES_HEADER)) }
      : {}),
  };

  const pages = configuredPages(c.var.siteConfig);
  const handler = staticHandlerFor(c.var.siteConfig.domains, pages);
  const requestContext = new RouterContextProvider();
  requestContext.set(servicesContext, services);
  // Route middleware (the customer branch's guard) runs around the loaders (app/framework/static-query).
  // A POST runs its action alone: most answer 303 and need no page; one shown again loads it below.
  let context = await queryWithMiddleware(handler, c.req.raw, requestContext, { skipRevalidation: posted });
  // The page's islands (lib/island) render in the same pass: their code is in this bundle already.
  await preloadAllIslands();

  // The answer's cookies but the session's token (middleware/session-cookie sets that one).
  const cookies: string[] = [];

  const redirectWithFlash = (status: number, headers: Headers, body: BodyInit | null = null) => {
    if (outgoingFlash.length) cookies.push(flashCookie(outgoingFlash, secure));
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    headers.set("Cache-Control", "no-store");
    return new Response(body, { status, headers });
  };

  if (
    context instanceof Response &&
    context.status === 302 &&
    context.headers.get("Location")?.endsWith("/maintenance/") &&
    !c.var.siteConfig.salesChannel.isMaintenanceMode
  )
    await markMaintenance(c);
  if (asData && services.outcome) {
    if (!(context instanceof Response)) logFailures(url.pathname, context);
    return actionAnswer(context, services.outcome, outgoingFlash, cookies);
  }

  if (context instanceof Response) {
    // After a POST every redirect is a 303: the browser follows it with a GET (post/redirect/get).
    const status = posted && context.status >= 300 && context.status < 400 ? 303 : context.status;
    return redirectWithFlash(status, new Headers(context.headers), context.body);
  }

  if (posted) {
    // Post/redirect/get: back to where the shopper came from with the action's notices and cookies,
    // unless a form failed and is shown again with its errors and values (rendered below).
    const target = postRedirectTarget(c.req.raw, context.actionData);
    // An action that threw (not a failed form: those answer) shows the error page instead.
    if (target !== null && !context.errors) {
      const headers = new Headers({ Location: target });
      for (const own of Object.values(context.actionHeaders))
        for (const cookie of own.getSetCookie()) headers.append("Set-Cookie", cookie);
      return redirectWithFlash(303, headers);
    }
    // The form is shown again: the page's loaders run as for a GET, and the action's answer (values,
    // errors, status) goes with them.
    const page = await queryWithMiddleware(
      handler,
      new Request(c.req.url, { method: "GET", headers: c.req.raw.headers }),
      requestContext,
    );
    if (page instanceof Response)
      return redirectWithFlash(
        page.status >= 300 && page.status < 400 ? 303 : page.status,
        new Headers(page.headers),
        page.body,
      );
    context = {
      ...page,
      actionData: context.actionData,
      actionHeaders: context.actionHeaders,
      statusCode: context.statusCode,
      errors: context.errors ?? page.errors,
    };
  }

  logFailures(url.pathname, context);
  const incomingFlash = readFlash(c);
  if (incomingFlash.length) cookies.push(clearedFlashCookie(secure));
  const session = sessionOfPage(queryClient, c.var.domain.languageId);
  // A page the same for every guest in its context may be kept in the edge cache (middleware/edge-cache),
  // under the context this render read (a guest's, with an empty cart), never the one a cookie claimed.
  const sharedIn =
    !posted &&
    SHARED_SCREENS.has(screenNameOf(context) ?? "") &&
    session &&
    !session.customer &&
    !outgoingFlash.length &&
    !incomingFlash.length &&
    cookies.length === 0
      ? contextSeenByRender(c.var.sessionState?.state)
      : null;
  const manifest = clientManifest();
  const assets = { stylesheets: manifest.stylesheets };
  const scripts = modulePreloads(manifest, screenModulesOf(context));
  // A form shown again after a POST also shows the notices its action left.
  const ownNotices = outgoingFlash.map((n) => ({
    type: n.type,
    message: n.messageKey,
    translate: true,
    ...(n.params ? { params: n.params } : {}),
  }));
  const notifications = new NoticeBoard(c.var.siteConfig.pwa.notificationTimeout, [...incomingFlash, ...ownNotices]);
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: dehydratedWithoutSnippets });
  const bootstrap: Bootstrap = {
    queries: sharedIn ? withSessionToRefresh(queries) : queries,
    notifications: [...notifications.initial],
    build: { id: manifest.build.id, version: manifest.build.version },
    assets,
    slotTypes: pageSlotTypes(queryClient),
    router: routerHydrationData(context),
    pages,
    start: {
      preload: scripts,
      imports: [...manifest.entry.imports, manifest.entry.file],
      texts: snippetFiles(queryClient),
    },
    ...(c.var.config.SENTRY_DSN
      ? { errorReporting: { dsn: c.var.config.SENTRY_DSN, environment: c.var.config.SENTRY_ENVIRONMENT } }
      : {}),
  };
  // The CSP's nonce of this answer (middleware/security-headers).
  const nonce = c.var.secureHeadersNonce ?? "";
  const router = createStaticRouter(handler.dataRoutes, context);
  let renderError: unknown = null;
  const stream = await renderToReadableStream(
    <AppProviders services={services} notifications={notifications} assets={assets}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
    </AppProviders>,
    {
      nonce,
      // React moves a large finished Suspense boundary (a product slider, the footer) behind the shell
      // and puts it in place with a script; the page must be whole without JavaScript, so it never does.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // The page's data, then the start script that reads it (app/framework/startup/start-script.ts): one text per
      // build and data, so a kept page's hash of it holds (edge-cache/page-cache).
      bootstrapScriptContent: `window.${BOOTSTRAP_GLOBAL}=${serializeForScript(bootstrap)};${manifest.startScript}`,
      onError(error) {
        renderError = error;
        console.error("render error", url.pathname, error);
        reportFault(error);
      },
    },
  );
  if (crawler) await stream.allReady;

  const headers = loaderHeaders(context);
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "private, no-store");
  headers.set("Server-Timing", c.var.timing.header());
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  const status = renderError && context.statusCode < 400 ? 500 : context.statusCode;
  if (sharedIn && status === 200)
    c.set("sharedPage", {
      context: sharedIn,
      ...(alternatesPending(c) ? { freshSeconds: ALTERNATES_PENDING_FRESH_SECONDS } : {}),
      failed: () => renderError !== null,
    });
  return new Response(insertAfterHead(stream, configStyle(c.var.siteConfig)), { status, headers });
}
