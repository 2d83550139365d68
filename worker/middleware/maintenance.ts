import { createMiddleware } from "hono/factory";
import { classifyPath, splitPrefix, withPrefix } from "../../app/lib/paths";
import type { AppEnv } from "../env";

const MAINTENANCE_PATH = "/maintenance/";

/**
 * While the sales channel is in maintenance every page but /maintenance/ redirects
 * there; when it is not, /maintenance/ redirects home, both within the same language prefix.
 * Temporary redirects (302, no-store): the state changes without the URL changing.
 */
export const maintenanceGate = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (classifyPath(c.req.path) !== "page") return next();
    const { siteConfig, language } = c.var;
    const { rest } = splitPrefix(c.req.path, siteConfig.domains.map((d) => d.langPrefix).filter(Boolean));
    const onMaintenancePage = rest === MAINTENANCE_PATH;
    const inMaintenance = siteConfig.salesChannel.isMaintenanceMode;
    if (inMaintenance && !onMaintenancePage) return redirect(withPrefix(language.prefix, MAINTENANCE_PATH));
    if (!inMaintenance && onMaintenancePage) return redirect(withPrefix(language.prefix, "/"));
    return next();
  });

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, "Cache-Control": "no-store" } });
}
