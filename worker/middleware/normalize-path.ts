import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { canonicalPagePath, classifyPath, MAX_PATH_LENGTH } from "../../app/lib/paths";
import type { AppEnv } from "../env";

/**
 * Design "Canonical URLs": a page URL that is not in canonical form (duplicate
 * slashes, no trailing slash) gets a 301 to the canonical form with its query kept. Files,
 * /store-api/* and /api-sync/* are left as they are.
 */
export const normalizePath = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length > MAX_PATH_LENGTH || url.search.length > MAX_PATH_LENGTH * 4) throw new HTTPException(414);
    const collapsed = url.pathname.replace(/\/{2,}/g, "/");
    if (classifyPath(collapsed) !== "page" || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const canonical = canonicalPagePath(collapsed);
    if (canonical !== url.pathname) {
      return c.body(null, 301, { Location: `${canonical}${url.search}`, "Cache-Control": "public, max-age=3600" });
    }
    return next();
  });
