import { data, redirect } from "react-router";
import { withPrefix } from "../app/lib/paths";
import { storefrontLoader } from "../app/router/loaders";
import type { ScreenRoute } from "../app/router/types";

/**
 * Spec section 4: the shop-closed notice, answered with 503 and Retry-After so that crawlers keep
 * the shop's pages instead of indexing the notice. When the shop is open it redirects home.
 */
export const maintenance: ScreenRoute = {
  name: "maintenance",
  path: "maintenance",
  layout: "blank",
  access: "open",
  titleKey: "pageTitle.maintenance",
  noIndex: true,
  loader: storefrontLoader(async ({ config, domain }) => {
    if (!config.salesChannel.isMaintenanceMode) throw redirect(withPrefix(domain.langPrefix, "/"), 302);
    return data(null, { status: 503, headers: { "Retry-After": "600" } });
  }),
  screen: () => import("./maintenance.screen"),
  screenModule: "routes/maintenance.screen.tsx",
};
