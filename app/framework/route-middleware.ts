import { InternalError } from "../lib/internal-errors";
import type { Access, ScreenRoute } from "./types";

/**
 * The route guards by the access rule a screen names: a customer-only
 * screen goes below the auth guard (requireCustomer, route middleware on its layout's customer
 * branch), an open one below none. The route table (create-routes) files each screen under the
 * branch of its rule, so a rule it does not know would leave the screen out of the table: a page
 * that silently does not exist.
 */
const ROUTE_MIDDLEWARE: Readonly<Record<Access, readonly string[]>> = { open: [], customer: ["requireCustomer"] };

/**
 * The "unknown route middleware". Checked where the server builds the route table
 * (worker/ssr/routes), before any page of it is rendered; the browser builds the same table from the
 * same screens, and keeps the check out of its first load.
 */
export function checkRouteMiddleware(screens: readonly Pick<ScreenRoute, "name" | "access">[]): void {
  for (const screen of screens) {
    if (!Object.hasOwn(ROUTE_MIDDLEWARE, screen.access))
      throw new InternalError("unknown route middleware", `${String(screen.access)} (screen ${screen.name})`);
  }
}
