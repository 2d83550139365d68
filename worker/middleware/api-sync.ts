import { FALLBACK_LOCALE } from "../../app/i18n/i18n";
import { Hono } from "hono";
import { langCodeSchema } from "../../kv-schemas/snippets";
import type { AppEnv } from "../env";
import { clientManifest } from "../ssr/manifest";
import { publicSiteConfig } from "../../kv-schemas/site-config";
import { loadSiteConfig } from "../services/site-config";
import { loadSnippetsOf } from "../services/snippets";
import { fingerprint } from "../services/fingerprint";
import * as z from "zod/mini";
import { purgeCache } from "../edge-cache/generation";
import { timingSafeEqual } from "hono/utils/buffer";

/** A texts version as ssr/snippet-files writes it (services/fingerprint). */
const snippetVersionSchema = z.string().check(z.regex(/^[0-9a-z]{2,32}$/));

/** The titles of these endpoints' error statuses; any other is a bad request. */
const TITLES: Record<number, string> = { 401: "Unauthorized", 404: "Not Found" };

const errorBody = (status: number, code: string, detail: string) => ({
  errors: [
    {
      status: String(status),
      code,
      title: TITLES[status] ?? "Bad Request",
      detail,
    },
  ],
});

/** How long texts may be kept: the defaults alone not at all, under their version's URL for good, else briefly. */
function snippetCacheControl(fromShop: boolean, current: boolean): string {
  // The storefront's defaults alone stand in for the shop's texts while it fails: the browser asks again next time.
  if (!fromShop) return "no-store";
  return current ? "public, max-age=31536000, immutable" : "public, max-age=300, stale-while-revalidate=3600";
}

/**
 * The Worker's own endpoints: the site configuration and the snippets, served from
 * KV under their zod schemas, and the running build's metadata for the hourly version check.
 */
export const apiSync = () =>
  new Hono<AppEnv>()
    .get("/api-sync/config", async (c) => {
      // The browser's copy: without the server-only settings (design section 6).
      const config = publicSiteConfig(await loadSiteConfig(c));
      return c.json(config, 200, { "Cache-Control": "public, max-age=60, stale-while-revalidate=600" });
    })
    .get("/api-sync/snippet/:langCode", async (c) => {
      const langCode = langCodeSchema.safeParse(c.req.param("langCode"));
      if (!langCode.success)
        return c.json(errorBody(400, "API_SYNC__INVALID_LANG_CODE", "The language code must look like en-GB."), 400);
      const config = await loadSiteConfig(c);
      if (!config.domains.some((d) => d.locale === langCode.data) && langCode.data !== FALLBACK_LOCALE) {
        return c.json(errorBody(404, "API_SYNC__UNKNOWN_LANGUAGE", `The shop has no language ${langCode.data}.`), 404);
      }
      const { texts, fromShop } = await loadSnippetsOf(c, langCode.data);
      // A page names its texts' version (ssr/snippet-files): under that URL they never change. Any other
      // version (older than the texts, or malformed) gets the current texts, briefly cached.
      const version = snippetVersionSchema.safeParse(c.req.query("v"));
      const current = version.success && version.data === fingerprint(texts);
      return c.json(texts, 200, { "Cache-Control": snippetCacheControl(fromShop, current) });
    })
    // The shop's cache invalidation (a webhook on product, category or CMS changes) purges the edge cache.
    .post("/api-sync/cache/purge", async (c) => {
      const secret = c.var.config.EDGE_CACHE_PURGE_SECRET;
      if (!secret)
        return c.json(errorBody(404, "API_SYNC__PURGE_NOT_CONFIGURED", "No EDGE_CACHE_PURGE_SECRET is set."), 404);
      const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
      if (!(await timingSafeEqual(given, secret)))
        return c.json(errorBody(401, "API_SYNC__PURGE_UNAUTHORIZED", "The purge secret is missing or wrong."), 401, {
          "WWW-Authenticate": "Bearer",
        });
      const generation = await purgeCache(c.env.SITE_KV);
      return c.json({ purged: true, generation }, 200, { "Cache-Control": "no-store" });
    })
    .get("/builds/latest.json", (c) => {
      const { build } = clientManifest();
      return c.json({ id: build.id, version: build.version, builtAt: build.builtAt }, 200, {
        "Cache-Control": "no-cache",
      });
    });
