import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { resolveDomain } from "../../app/lib/language";
import { classifyPath } from "../../app/lib/paths";
import type { AppEnv } from "../env";
import { loadSiteConfig } from "../services/site-config";

/**
 * The first path segment is a language prefix when it is one of the configured
 * domains' prefixes; otherwise the page is in the default (root prefix) language. Page requests
 * only: files and API paths need neither the configuration nor a language.
 */
export const languagePrefix = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (classifyPath(c.req.path) === "page") await resolveLanguage(c);
    return next();
  });

/** Loads the site configuration and sets the request's language (also for ".html" paths that reach SSR). */
export async function resolveLanguage(c: Context<AppEnv>): Promise<void> {
  if (c.get("siteConfig")) return;
  const siteConfig = await loadSiteConfig(c);
  const { domain } = resolveDomain(c.req.path, siteConfig.domains);
  c.set("siteConfig", siteConfig);
  c.set("domain", domain);
  c.set("language", {
    id: domain.languageId,
    locale: domain.locale,
    prefix: domain.langPrefix,
    domainId: domain.id,
    name: domain.language.name,
  });
}
