import type { Context } from "hono";
import type { Domain } from "../../kv-schemas/site-config";
import { sitemapPageKey, type SitemapUrls } from "../../kv-schemas/sitemap";
import type { AppEnv } from "../env";
import { loadSitemapUrls } from "./sitemap";

/**
 * Each sitemap's URLs by page (route name and foreign key → path), built once per sitemap value. The
 * KV cache hands out the same value object while it is fresh in this isolate (kv-cache), so a page
 * view finds its index ready; a refreshed sitemap is a new object and gets a new index.
 */
const indexes = new WeakMap<SitemapUrls, ReadonlyMap<string, string>>();

export function pagePathIndex(sitemap: SitemapUrls): ReadonlyMap<string, string> {
  let index = indexes.get(sitemap);
  if (!index) {
    index = new Map(sitemap.urls.flatMap((u) => (u.page ? [[u.page, u.path] as const] : [])));
    indexes.set(sitemap, index);
  }
  return index;
}

/**
 * Requests whose page went without the alternates of a language whose sitemap was not known yet (built
 * in the background after a deploy) or could not be read: such a page is kept in the edge cache for a
 * few seconds only, and its renewal then finds the sitemap (a copy kept for the whole TTL without
 * alternates served crawlers a category without its hreflang links while the sitemap had them).
 */
const pending = new WeakSet<Request>();
export const ALTERNATES_PENDING_FRESH_SECONDS = 3;
export const alternatesPending = (c: Context<AppEnv>): boolean => pending.has(c.req.raw);

/**
 * The canonical path of one page (a category, product or landing page: the page lookup's resource
 * type and identifier) in every language domain that has it, from the sitemaps the Worker keeps in
 * KV: hreflang for every visitor without a Store API call per language (issue 12). A sitemap that is
 * not known yet is built in the background and the page goes without its alternates meanwhile;
 * a language whose sitemap is unavailable or lacks the page is left out.
 */
export async function pageLanguagePaths(
  c: Context<AppEnv>,
  domains: readonly Domain[],
  routeName: string,
  foreignKey: string,
): Promise<Map<string, string>> {
  const page = sitemapPageKey(routeName, foreignKey);
  const found = await Promise.all(
    domains.map(async (domain) => {
      const sitemap = await loadSitemapUrls(c, domain, "background").catch((error: unknown) => {
        console.warn(`sitemap ${domain.locale} unavailable for alternates`, error);
        return null;
      });
      if (!sitemap) pending.add(c.req.raw);
      const path = sitemap ? pagePathIndex(sitemap).get(page) : undefined;
      return path === undefined ? [] : [[domain.id, path] as const];
    }),
  );
  return new Map(found.flat());
}
