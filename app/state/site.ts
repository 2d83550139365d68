import { useSuspenseQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import type { Domain, SiteConfig } from "../../kv-schemas/site-config";
import { resolveDomain } from "../lib/language";
import { withPrefix } from "../lib/paths";
import { siteConfigQuery } from "../queries/site-config";
import { sessionContextQuery } from "../queries/session-context";
import { useServices } from "../router/services";
import type { SessionContext } from "../store-api/context";

export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQuery(useServices())).data;
}

/** The current language domain and the path without its prefix, from the URL (spec section 2). */
export function useDomain(): { domain: Domain; rest: string } {
  const config = useSiteConfig();
  const { pathname } = useLocation();
  return resolveDomain(pathname, config.domains);
}

/** Builds a link in the current language: "/login/" becomes "/de/login/" on German pages. */
export function useLocalePath(): (path: string) => string {
  const { domain } = useDomain();
  return (path) => withPrefix(domain.langPrefix, path);
}

/** The session context (guest or customer, currency); loaded by every route below the session branch. */
export function useSessionContext(): SessionContext {
  const services = useServices();
  const { domain } = useDomain();
  return useSuspenseQuery(sessionContextQuery(services, domain.languageId)).data;
}
