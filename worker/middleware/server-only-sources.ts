import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { WorkerError } from "../errors";

/**
 * The path as the shop's router reads it: segments percent-decoded (Symfony decodes the path before it
 * matches), repeated and trailing slashes dropped, letters in one case. A segment that does not decode
 * stays as it is (the proxy refuses such a path anyway).
 */
function routedPath(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  return `/${segments
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/")}`.toLowerCase();
}

/**
 * Design section 6, server-only settings never reach the browser: the shop's site configuration
 * (SITE_CONFIG_SOURCE) holds them (the parcel service's account key), so the same-origin proxy does
 * not pass it on. The browser reads the public configuration at /api-sync/config; the Worker reads the
 * source directly (services/site-config), never through this proxy.
 */
export const serverOnlySources = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (routedPath(new URL(c.req.url).pathname) === routedPath(c.var.config.SITE_CONFIG_SOURCE)) {
      throw new WorkerError(404, "PROXY__SERVER_ONLY", "The shop's configuration is read at /api-sync/config.");
    }
    await next();
  });
