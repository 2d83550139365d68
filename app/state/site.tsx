import { useSuspenseQuery } from "@tanstack/react-query";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { Outlet } from "react-router";
import type { Domain, PublicSiteConfig } from "../../kv-schemas/site-config";
import { withPrefix } from "../lib/paths";
import { sessionContextQuery } from "../session/session-context-query";
import { useServices } from "../framework/services";
import type { SessionContext } from "../session/store-api";

/**
 * The site configuration, the current language domain and the page's path without its language
 * prefix, resolved once per render by the document (root.tsx) and handed down by context. Every card,
 * price and link asks for them: a query observer per call made a listing render spend more on
 * bookkeeping than on markup, and one place reads the language from the URL.
 */
interface Site {
  config: PublicSiteConfig;
  domain: Domain;
  /** The path after the language prefix, still percent-encoded ("/" on a language's home). */
  path: string;
}

const SiteContext = createContext<Site | null>(null);
/** Provided by SessionScope (and by tests that render below the session branch). */
export const SessionContextContext = createContext<SessionContext | null>(null);

export function SiteProvider({ config, domain, path, children }: Site & { children: ReactNode }) {
  const value = useMemo(() => ({ config, domain, path }), [config, domain, path]);
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("Store not initialised: SiteProvider");
  return site;
}

export function useSiteConfig(): PublicSiteConfig {
  return useSite().config;
}

/** The current language domain, from the URL. */
export function useDomain(): Domain {
  return useSite().domain;
}

/** The page's path without its language prefix, still percent-encoded: the same page in another language. */
export function usePagePath(): string {
  return useSite().path;
}

/** Builds a link in the current language: "/login/" becomes "/de/login/" on German pages. */
export function useLocalePath(): (path: string) => string {
  const { langPrefix } = useSite().domain;
  return (path) => withPrefix(langPrefix, path);
}

/**
 * The session branch's element (create-routes.tsx): the session context (guest or customer, currency)
 * that its loader made sure of, observed once here for every screen and layout below.
 */
export function SessionScope() {
  const services = useServices();
  const domain = useDomain();
  const session = useSuspenseQuery(sessionContextQuery(services, domain.languageId)).data;
  return (
    <SessionContextContext.Provider value={session}>
      <Outlet />
    </SessionContextContext.Provider>
  );
}

/** The session context (guest or customer, currency); there below the session branch. */
export function useSessionContext(): SessionContext {
  const session = useContext(SessionContextContext);
  if (!session) throw new Error("Store not initialised: SessionScope");
  return session;
}
