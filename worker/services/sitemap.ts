import type { Context } from "hono";
import * as z from "zod/mini";
import type { Domain } from "../../kv-schemas/site-config";
import {
  SITEMAP_MAX_URLS,
  sitemapKvKey,
  sitemapPageKey,
  sitemapUrlsSchema,
  type SitemapUrls,
} from "../../kv-schemas/sitemap";
import { seoPathToPagePath } from "../../app/lib/paths";
import type { AppEnv } from "../env";
import { readThrough } from "./kv-cache";

const PAGE_SIZE = 500;
/** The home page is the same page in every language. */
export const HOME_PAGE = "home";
const ROUTES = ["frontend.navigation.page", "frontend.detail.page", "frontend.landing.page"];

/** The part of the Store API's seo-url answer the sitemap reads. */
const seoUrlPageSchema = z.object({
  elements: z.array(
    z.object({
      seoPathInfo: z.string(),
      routeName: z.optional(z.string()),
      foreignKey: z.optional(z.string()),
      updatedAt: z.optional(z.nullable(z.string())),
      createdAt: z.optional(z.nullable(z.string())),
    }),
  ),
});

/** A background read for every shopper and none: no client address (services/forwarded); a redirect is not followed (the key stays with the shop). */
async function fetchPage(c: Context<AppEnv>, domain: Domain, page: number) {
  const { upstream, config } = c.var;
  const response = await c.var.timing.measure("source", `seo-url ${domain.locale} p${page}`, () =>
    upstream.fetch(
      new Request(`${upstream.origin}/store-api/seo-url`, {
        method: "POST",
        headers: {
          "sw-access-key": config.STORE_API_ACCESS_KEY,
          "sw-language-id": domain.languageId,
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({
          page,
          limit: PAGE_SIZE,
          filter: [
            { type: "equals", field: "isCanonical", value: true },
            { type: "equalsAny", field: "routeName", value: ROUTES },
          ],
          sort: [{ field: "seoPathInfo", order: "ASC" }],
          includes: { seo_url: ["seoPathInfo", "routeName", "foreignKey", "updatedAt", "createdAt"] },
        }),
        redirect: "manual",
        signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
      }),
    ),
  );
  if (!response.ok) throw new Error(`seo-url answered ${response.status} for ${domain.locale}`);
  return seoUrlPageSchema.parse(await response.json()).elements;
}

/** Every canonical page of one language: categories, products and landing pages, plus the home page. */
async function collect(c: Context<AppEnv>, domain: Domain): Promise<SitemapUrls> {
  const urls: SitemapUrls["urls"] = [{ path: "/", page: HOME_PAGE }];
  let truncated = false;
  for (let page = 1; ; page++) {
    const elements = await fetchPage(c, domain, page);
    for (const element of elements) {
      if (urls.length >= SITEMAP_MAX_URLS) {
        truncated = true;
        break;
      }
      const date = (element.updatedAt ?? element.createdAt ?? "").slice(0, 10);
      const page =
        element.routeName && element.foreignKey ? sitemapPageKey(element.routeName, element.foreignKey) : undefined;
      urls.push({
        path: seoPathToPagePath(element.seoPathInfo),
        ...(page ? { page } : {}),
        ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? { lastmod: date } : {}),
      });
    }
    if (truncated || elements.length < PAGE_SIZE) break;
  }
  if (truncated) console.warn(`sitemap ${domain.locale}: more than ${SITEMAP_MAX_URLS} pages; the rest is left out`);
  return { urls, truncated };
}

/**
 * One language's sitemap from KV (stale-while-revalidate). The sitemap files wait for a missing one
 * to be built; a page asks with "background" (it can do without, and the build takes a call per 500 URLs).
 */
export async function loadSitemapUrls(
  c: Context<AppEnv>,
  domain: Domain,
  whenMissing: "wait" | "background" = "wait",
): Promise<SitemapUrls | null> {
  const result = await readThrough({
    kv: c.env.SITE_KV,
    key: sitemapKvKey(domain.id),
    schema: sitemapUrlsSchema,
    maxAgeMs: c.var.config.SITEMAP_MAX_AGE_SECONDS * 1000,
    load: () => collect(c, domain),
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    whenMissing,
  });
  return result?.value ?? null;
}
