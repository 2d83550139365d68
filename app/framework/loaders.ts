import { data, redirect, type LoaderFunctionArgs } from "react-router";
import type { Domain, PublicSiteConfig } from "../../kv-schemas/site-config";
import { InternalError } from "../lib/internal-errors";
import { resolveDomain } from "../lib/language";
import { withPrefix } from "../lib/paths";
import { sessionContextQuery } from "../session/session-context-query";
import { siteConfigQuery } from "../session/site-config-query";
import { ClientApiError, MAINTENANCE_ERROR_CODE, toClientApiError } from "../store-api/errors";
import type { SessionContext } from "../session/store-api";
import { servicesContext, type StorefrontServices } from "./services";

export interface StorefrontLoaderArgs extends LoaderFunctionArgs {
  services: StorefrontServices;
  config: PublicSiteConfig;
  domain: Domain;
  /** The request path without the language prefix, e.g. "/login/". */
  path: string;
  url: URL;
}

/**
 * Turns a failed Store API call into what the shopper should get: a redirect to the maintenance page,
 * to the login, or an error page with the real status (404, 502 unreachable, 504 too slow). An
 * internal error is the storefront's own fault, not the shop's: it stays as it is,
 * the generic error page (500).
 */
export function toRouteError(error: unknown, prefix: string, url: URL): unknown {
  if (error instanceof InternalError) return error;
  if (
    error instanceof Response ||
    (typeof error === "object" &&
      error !== null &&
      "type" in error &&
      (error as { type: unknown }).type === "DataWithResponseInit")
  )
    return error;
  const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
  if (apiError.hasCode(MAINTENANCE_ERROR_CODE)) return redirect(withPrefix(prefix, "/maintenance/"), 302);
  if (apiError.hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")) return loginRedirect(prefix, url);
  const status = apiError.statusCode;
  if (status === 404 || status === 410) return data(null, { status });
  if (status === -1) return data(null, { status: apiError.timedOut ? 504 : 502 });
  if (status >= 500) return data(null, { status: 502 });
  return data(null, { status: 500 });
}

export function loginRedirect(prefix: string, url: URL): Response {
  const back = `${url.pathname}${url.search}`;
  return redirect(`${withPrefix(prefix, "/login/")}?redirect=${encodeURIComponent(back)}`, 302);
}

/**
 * An internal error on its way to the error page as it is: the Worker logs what a page failed with
 * where it renders it (worker/ssr/render), the browser here.
 */
export function logInternalError(services: Pick<StorefrontServices, "isServer">, where: string, error: unknown): void {
  if (!services.isServer && error instanceof InternalError) console.error(where, error);
}

/** The request's services from the router context: the entry and the Worker put them there before any route runs. */
function servicesOf(context: LoaderFunctionArgs["context"]): StorefrontServices {
  try {
    return context.get(servicesContext);
  } catch {
    throw new InternalError("store not initialised", "no services in the router context");
  }
}

/** What loaders and actions get: the services, site config, language and unprefixed path. */
export async function routeArgs(args: LoaderFunctionArgs): Promise<StorefrontLoaderArgs> {
  const services = servicesOf(args.context);
  const url = new URL(args.request.url);
  const config = await services.queryClient.ensureQueryData(siteConfigQuery(services));
  const { domain, rest } = resolveDomain(url.pathname, config.domains);
  return { ...args, services, config, domain, path: rest, url };
}

/**
 * Wraps a loader: gives it the services, site config, language and unprefixed path, and maps
 * failures through toRouteError so that both SSR and client navigations show the same page.
 */
export function storefrontLoader<T>(loader: (args: StorefrontLoaderArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const base = await routeArgs(args);
    const { services, url } = base;
    try {
      return await loader(base);
    } catch (error) {
      const mapped = toRouteError(error, base.domain.langPrefix, url);
      const expected =
        error instanceof Response || (error instanceof ClientApiError && error.statusCode === 404) || mapped === error;
      if (services.isServer && !expected)
        console.error(`loader failed for ${url.pathname}`, error instanceof ClientApiError ? error.messages : error);
      logInternalError(services, `loader failed for ${url.pathname}`, error);
      throw mapped;
    }
  };
}

/**
 * The session context of this language (deduplicated with the session route's own load). A shared
 * page's copy (read at 0) is used while it is this shopper's (session/personal-hint), and read again
 * once the session has become personal: the checkout then shows the shopper's own choices.
 */
export function ensureSession(args: Pick<StorefrontLoaderArgs, "services" | "domain">): Promise<SessionContext> {
  const query = sessionContextQuery(args.services, args.domain.languageId);
  const { queryClient } = args.services;
  return queryClient.getQueryState(query.queryKey)?.dataUpdatedAt === 0
    ? queryClient.fetchQuery(query)
    : queryClient.ensureQueryData(query);
}

/** The auth guard: guests go to the login with a same-origin return path. */
export async function requireCustomer(args: StorefrontLoaderArgs): Promise<SessionContext> {
  const session = await ensureSession(args);
  if (!session.customer) {
    args.services.flash({ type: "info", messageKey: "notification.loginRequired" });
    throw loginRedirect(args.domain.langPrefix, args.url);
  }
  return session;
}
