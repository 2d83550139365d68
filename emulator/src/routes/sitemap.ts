import { Hono } from "hono";
import type { EmulatorEnv } from "../env";

/**
 * Sitemaps (Shopware's SitemapRoute and SitemapFileRoute). Shopware lists the files its sitemap export
 * wrote for the sales channel and language; with the default refresh strategy (the scheduled task, not
 * "live") nothing is generated on request, and the emulator runs no export: the list is empty, and a
 * file that is not among them is answered 204 without a body, as SitemapFileRoute does.
 */
export const sitemapRoutes = new Hono<EmulatorEnv>()
  .on(["GET", "POST"], "/sitemap", (c) => c.json([]))
  .on(["GET", "POST"], "/sitemap/:filePath{.+\\.xml\\.gz}", (c) => c.body(null, 204));
