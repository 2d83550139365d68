import * as z from "zod/mini";

/**
 * The pages of one language for its sitemap, kept in KV under `sitemap:{domainId}` and rebuilt from
 * the shop's canonical SEO URLs in the background (stale-while-revalidate).
 */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapUrlsSchema = z.object({
  /** Page paths without language prefix, canonical form ("/Photo-books/"). */
  urls: z
    .array(
      z.object({
        path: z.string().check(z.startsWith("/"), z.maxLength(2048)),
        /** The page's entity (route name and foreign key): the same page in another language's sitemap has the same. */
        page: z.optional(z.string().check(z.maxLength(200))),
        lastmod: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/))),
      }),
    )
    .check(z.maxLength(SITEMAP_MAX_URLS)),
  /** More pages than one sitemap file may hold were found; the rest is left out (and logged). */
  truncated: z.boolean(),
});
export type SitemapUrls = z.infer<typeof sitemapUrlsSchema>;

export const sitemapKvKey = (domainId: string): string => `sitemap:${domainId}`;

/** A URL's `page`: the seo_url's route name and foreign key, the same for one page in every language. */
export const sitemapPageKey = (routeName: string, foreignKey: string): string => `${routeName}:${foreignKey}`;
