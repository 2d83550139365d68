import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterContextProvider, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import type { SiteConfig } from "../kv-schemas/site-config";
import { SCREENS } from "../routes";
import { BOOTSTRAP_GLOBAL, type Bootstrap } from "./bootstrap";
import "./styles/app.css";
import { slotsOf } from "./cms/slots-of";
import { preloadSlots } from "./cms/slots/registry";
import { preloadChrome } from "./layouts/islands";
import { AppProviders } from "./providers";
import { siteConfigQuery } from "./queries/site-config";
import { createRoutes } from "./router/create-routes";
import { servicesContext, type StorefrontServices } from "./router/services";
import { NotificationStore } from "./state/notifications";
import { createLazyStoreApi } from "./store-api/lazy-client";
import type { PwaPageResult } from "./store-api/operations";

declare global {
  interface Window {
    [BOOTSTRAP_GLOBAL]?: Bootstrap;
  }
}

/** Screens of the first page are loaded before hydration, so that the markup matches the server's. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map(async ({ route }) => {
    if (typeof route.lazy !== "function") return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }));
}

/** The slot types of the CMS pages in the dehydrated cache. */
function pageSlotTypes(queryClient: QueryClient): string[] {
  return queryClient.getQueryCache().findAll({ queryKey: ["page"] })
    .flatMap((query) => slotsOf((query.state.data as PwaPageResult | undefined)?.cmsPage).map((slot) => slot.type));
}

async function start() {
  const boot = window[BOOTSTRAP_GLOBAL];
  if (!boot) throw new Error("Store not initialised: the page has no bootstrap data");
  console.info(`Edge Storefront ${boot.build.version} (build ${boot.build.id})`);

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
  hydrate(queryClient, boot.queries);
  const placeholder = {} as StorefrontServices;
  const config = queryClient.getQueryData<SiteConfig>(siteConfigQuery(placeholder).queryKey);
  if (!config) throw new Error("Store not initialised: the page carries no site configuration");
  const notifications = new NotificationStore(config.pwa.notificationTimeout, boot.notifications);
  const services: StorefrontServices = {
    api: createLazyStoreApi({ baseURL: `${window.location.origin}/store-api` }),
    queryClient,
    loadSiteConfig: () => import("./state/api-sync-client").then((m) => m.loadSiteConfig()),
    loadSnippets: (langCode) => import("./state/api-sync-client").then((m) => m.loadSnippets(langCode)),
    flash: (notice) => void notifications.push({ type: notice.type, message: notice.messageKey, translate: true, ...(notice.params ? { params: notice.params } : {}) }),
    isServer: false,
    isCrawler: false,
  };

  // The islands this page shows start loading now, alongside the screen's code (see lib/island).
  void preloadChrome();
  void preloadSlots(pageSlotTypes(queryClient));
  const routes = createRoutes(config.domains, SCREENS);
  await resolveLazyMatches(routes);
  const router = createBrowserRouter(routes, {
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      return context;
    },
  });
  startTransition(() => {
    hydrateRoot(document, (
      <AppProviders services={services} notifications={notifications} assets={boot.assets}>
        <RouterProvider router={router} />
      </AppProviders>
    ));
  });
  notifications.startTimers();
  // Not needed for the first paint: loaded once the page is interactive.
  const [{ startRoutePreloading }, { startVersionCheck }, { unregisterServiceWorkers }] = await Promise.all([
    import("./state/route-preload"), import("./state/version-check"), import("./state/api-sync-client"),
  ]);
  unregisterServiceWorkers();
  startRoutePreloading(router);
  startVersionCheck(router, boot.build.id);
}

void start();
