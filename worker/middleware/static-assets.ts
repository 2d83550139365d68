import { createMiddleware } from "hono/factory";
import { classifyPath } from "../../app/lib/paths";
import type { AppEnv } from "../env";

/** Everything under /assets/ is a build output with a content hash in its name: it never changes. */
const HASHED = /^\/assets\//;

/**
 * Static assets from Workers static assets. A path that looks like a file but is none answers 404
 * at once (no page lookup for probes like /wp-login.php); ".html" paths may be SEO URLs and go on to SSR.
 */
export const staticAssets = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (classifyPath(c.req.path) !== "file") return next();
    const response = await c.env.ASSETS.fetch(c.req.raw);
    if (response.status === 404) {
      if (/\.html?$/i.test(c.req.path)) return next();
      return c.text("Not Found", 404, { "Cache-Control": "public, max-age=60" });
    }
    if (!HASHED.test(c.req.path) || !response.ok) return response;
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    return new Response(response.body, { status: response.status, headers });
  });
