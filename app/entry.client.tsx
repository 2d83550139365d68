import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterContextProvider, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import type { SiteConfig } from "../kv-schemas/site-config";
import type { SnippetTree } from "../kv-schemas/snippets";
import { SCREENS } from "../routes";
import { BOOTSTRAP_GLOBAL, type Bootstrap } from "./bootstrap";
import "./styles/app.css";
import { AppProviders } from "./providers";
import { siteConfigQuery } from "./queries/site-config";
import { createRoutes } from "./router/create-routes";
import { servicesContext, type StorefrontServices } from "./router/services";
import { NotificationStore } from "./state/notifications";
import { createLazyStoreApi } from "./store-api/api";

declare global {
  interface Window {
    [BOOTSTRAP_GLOBAL]?: Bootstrap;
  }
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Screens of the first page are loaded before hydration, so that the markup matches the server's. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(matches.map(async ({ route }) => {
    if (typeof route.lazy !== "function") return;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }));
}

async function start() {
  const boot = window[BOOTSTRAP_GLOBAL];
  if (!boot) throw new Error("Store not initialised: the page has no bootstrap data");
  console.info(`Edge Storefront ${boot.build.version} (build ${boot.build.id})`);
  // Spec section 9: a service worker from an earlier storefront must not serve stale pages.
  void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));

  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
  hydrate(queryClient, boot.queries);
  const placeholder = {} as StorefrontServices;
  const config = queryClient.getQueryData<SiteConfig>(siteConfigQuery(placeholder).queryKey);
  if (!config) throw new Error("Store not initialised: the page carries no site configuration");
  const notifications = new NotificationStore(config.pwa.notificationTimeout, boot.notifications);
  const services: StorefrontServices = {
    api: createLazyStoreApi({ baseURL: `${window.location.origin}/store-api` }),
    queryClient,
    loadSiteConfig: () => getJson<SiteConfig>("/api-sync/config"),
    // Spec section 7: a snippet fetch failure is logged only; the en-GB fallback still renders.
    loadSnippets: (langCode) => getJson<SnippetTree>(`/api-sync/snippet/${langCode}`).catch((error: unknown) => {
      console.warn(`snippets for ${langCode} could not be loaded`, error);
      return {};
    }),
    flash: (notice) => void notifications.push({ type: notice.type, message: notice.messageKey, translate: true, ...(notice.params ? { params: notice.params } : {}) }),
    isServer: false,
    isCrawler: false,
  };

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
  const [{ startRoutePreloading }, { startVersionCheck }] = await Promise.all([import("./state/route-preload"), import("./state/version-check")]);
  startRoutePreloading(router);
  startVersionCheck(router, boot.build.id);
}

void start();
