import { data, redirect } from "react-router";
import { withPrefix } from "../app/lib/paths";
import { storefrontLoader } from "../app/framework/loaders";

/**
 * The shop-closed notice, answered with 503 and Retry-After so that crawlers keep
 * the shop's pages instead of indexing the notice. When the shop is open it redirects home.
 */
export const loader = storefrontLoader(async ({ config, domain }) => {
  if (!config.salesChannel.isMaintenanceMode) throw redirect(withPrefix(domain.langPrefix, "/"), 302);
  return data(null, { status: 503, headers: { "Retry-After": "600" } });
});
