import type { Context } from "hono";

/**
 * Design section 6: changes are accepted only from the shop's own pages. A browser names the page's
 * origin (Origin) or how it relates to it (Sec-Fetch-Site) on every POST; a request with neither is
 * not from a browser page and cannot carry a shopper's cookies across sites.
 */
export function fromOwnOrigin(c: Context): boolean {
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  if (origin && origin !== new URL(c.req.url).origin) return false;
  return !site || site === "same-origin" || site === "none";
}
