import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { withPrefix } from "../../app/lib/paths";
import type { Domain } from "../../kv-schemas/site-config";
import type { AppEnv } from "../env";
import { pagePathIndex } from "../services/alternates";
import { loadSiteConfig } from "../services/site-config";
import { loadSitemapUrls } from "../services/sitemap";

const xml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
const sitemapPath = (locale: string) => `/sitemap-${locale}.xml`;
/** Pages that are personal or transactional; crawlers have nothing to find there. */
const PRIVATE_PATHS = [
  "/account/",
  "/checkout/",
  "/cart/",
  "/order-success/",
  "/payment-failure/",
  "/projects/",
  "/editor/",
  "/social-summary/",
  "/parcel-locker/",
];

async function robotsTxt(c: Context<AppEnv>): Promise<Response> {
  const config = await loadSiteConfig(c);
  const origin = new URL(c.req.url).origin;
  const disallow = config.domains.flatMap((d) => PRIVATE_PATHS.map((p) => withPrefix(d.langPrefix, p)));
  const body = [
    "User-agent: *",
    "Allow: /",
    ...[...new Set([...disallow, "/store-api/", "/api-sync/"])].map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
}

async function sitemapIndex(c: Context<AppEnv>): Promise<Response> {
  const config = await loadSiteConfig(c);
  const origin = new URL(c.req.url).origin;
  const entries = config.domains
    .map((d) => `<sitemap><loc>${xml(`${origin}${sitemapPath(d.locale)}`)}</loc></sitemap>`)
    .join("");
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`,
    200,
    {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  );
}

/**
 * One language's sitemap, each URL with its alternates (`xhtml:link`) in the languages that have the
 * same page (issue 12), x-default the default language's: from the other languages' sitemaps, which
 * are kept the same way (a language whose sitemap is unavailable just has no alternates).
 */
async function languageSitemap(c: Context<AppEnv>, locale: string): Promise<Response> {
  const config = await loadSiteConfig(c);
  const domain = config.domains.find((d) => d.locale === locale);
  if (!domain) return c.text("Not Found", 404);
  const sitemap = await loadSitemapUrls(c, domain);
  if (!sitemap) return c.text("The sitemap is not available right now.", 503, { "Retry-After": "300" });
  const origin = new URL(c.req.url).origin;
  const href = (d: Domain, path: string) => xml(`${origin}${encodeURI(withPrefix(d.langPrefix, path))}`);
  const others = await Promise.all(
    config.domains.map(async (d) => {
      const urls = d.id === domain.id ? sitemap : await loadSitemapUrls(c, d).catch(() => null);
      return { domain: d, paths: urls ? pagePathIndex(urls) : new Map<string, string>() };
    }),
  );
  const fallback = config.domains.find((d) => !d.langPrefix) ?? config.domains[0];
  const alternates = (page: string | undefined) => {
    if (!page) return "";
    const found = others.flatMap(({ domain: d, paths }) => (paths.has(page) ? [{ d, path: paths.get(page)! }] : []));
    if (found.length < 2) return "";
    const byDefault = found.find(({ d }) => d.id === fallback?.id);
    return [
      ...found.map(({ d, path }) => `<xhtml:link rel="alternate" hreflang="${d.locale}" href="${href(d, path)}"/>`),
      ...(byDefault
        ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${href(byDefault.d, byDefault.path)}"/>`]
        : []),
    ].join("");
  };
  const entries = sitemap.urls
    .map(
      (u) =>
        `<url><loc>${href(domain, u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ""}${alternates(u.page)}</url>`,
    )
    .join("\n");
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries}\n</urlset>\n`,
    200,
    {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  );
}

const LANGUAGE_SITEMAP = /^\/sitemap-([a-z]{2,3}-[A-Z]{2})\.xml$/;

/**
 * robots.txt and the sitemaps: an index with one sitemap per language domain, each listing that
 * language's canonical pages from the shop's SEO URLs (kept in KV, rebuilt in the background).
 * A middleware, not routes: one comparison per request instead of a pattern in the router.
 */
export const seoFiles = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const path = c.req.path;
    if (path === "/robots.txt") return robotsTxt(c);
    if (path === "/sitemap.xml") return sitemapIndex(c);
    const locale = LANGUAGE_SITEMAP.exec(path)?.[1];
    if (locale) return languageSitemap(c, locale);
    if (path.startsWith("/sitemap-") && path.endsWith(".xml")) return c.text("Not Found", 404);
    return next();
  });
