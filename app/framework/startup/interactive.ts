import type { DataRouter } from "react-router";
import type { PublicSiteConfig } from "../../../kv-schemas/site-config";
import { tagManagerConfigured } from "../../analytics/consent";
import { queryKey } from "../query-keys";
import type { Bootstrap } from "../../bootstrap";
import type { StorefrontServices } from "../services";
import { unregisterServiceWorkers } from "../../state/api-sync-client";
import { showNavigationProgress } from "../../state/navigation-progress";
import { startRoutePreloading } from "../route-preload";
import { startVersionCheck } from "../../state/version-check";

/**
 * Everything the page needs once it is interactive and not before: one chunk, loaded by the entry
 * after hydration has started, so that none of it weighs on the first-load budget (design section 5).
 */
export function whenInteractive(router: DataRouter, boot: Bootstrap, services: StorefrontServices): void {
  unregisterServiceWorkers();
  startRoutePreloading(router);
  startVersionCheck(router, boot.build);
  showNavigationProgress(router, services);
  const config = services.queryClient.getQueryData<PublicSiteConfig>(queryKey("site-config"));
  // Without a configured tag manager, no analytics code is even requested.
  if (config && tagManagerConfigured(config.analytics))
    void import("../../analytics/tag-manager").then((m) => m.startTagManager(config, services.queryClient, router));
  // Sentry only when the Worker has a DSN (the bootstrap then names it); otherwise nothing is loaded.
  if (boot.errorReporting)
    void import("../../monitoring/browser").then((m) =>
      m.startErrorReporting(boot.errorReporting, boot.build.version, router),
    );
}
