// First: a chunk that fails to load from here on reloads the page (under the version check's guard).
import "./framework/startup/chunk-failure-reload";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import {
  type ActionFunction,
  createBrowserRouter,
  matchRoutes,
  RouterContextProvider,
  type RouteObject,
} from "react-router";
import { RouterProvider } from "react-router/dom";
import type { PublicSiteConfig } from "../kv-schemas/site-config";
import { SCREENS } from "../routes";
import { BOOTSTRAP_GLOBAL } from "./bootstrap";
import "./styles/app.css";
import { preloadSlots } from "./cms/slots/registry";
import { preloadChrome } from "./layouts/islands";
import { AppProviders } from "./providers";
import { queryKey } from "./framework/query-keys";
import { componentForHydration, createRoutes } from "./framework/create-routes";
import { onDemand } from "./framework/on-demand";
import { servicesContext, type StorefrontServices } from "./framework/services";
import { NoticeBoard } from "./state/notice-board";
import { createLazyStoreApi } from "./store-api/lazy-client";

/**
 * Screens (and layouts) of the first page are loaded before hydration, so that the markup matches
 * the server's (React Router's SSR guide does the same for lazy routes). A route left with `lazy`
 * would make the router run every loader again instead of using the server's data.
 */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy || typeof lazy === "function") return;
      const Component = lazy.Component ? await componentForHydration(lazy.Component)() : undefined;
      if (Component) route.Component = Component;
      route.lazy = undefined;
    }),
  );
}

async function start() {
  const boot = window[BOOTSTRAP_GLOBAL];
  if (!boot) throw new Error("Store not initialised: the page has no bootstrap data");

  // Freshness is each query's own (queries/); these defaults only say how to retry and when not to refetch.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
  hydrate(queryClient, boot.queries);
  const config = queryClient.getQueryData<PublicSiteConfig>(queryKey("site-config"));
  if (!config) throw new Error("Store not initialised: the page carries no site configuration");
  const notifications = new NoticeBoard(config.pwa.notificationTimeout, boot.notifications);
  const services: StorefrontServices = {
    api: createLazyStoreApi({ baseURL: `${window.location.origin}/store-api` }),
    queryClient,
    loadSiteConfig: () => import("./state/api-sync-client").then((m) => m.loadSiteConfig()),
    loadSnippets: (langCode) => import("./state/api-sync-client").then((m) => m.loadSnippets(langCode)),
    flash: (notice) =>
      void notifications.push({
        type: notice.type,
        message: notice.messageKey,
        translate: true,
        ...(notice.params ? { params: notice.params } : {}),
      }),
    isServer: false,
  };

  // The islands this page shows start loading now, alongside the screen's code (see lib/island).
  void preloadChrome();
  void preloadSlots(boot.slotTypes);
  // Every form goes to the Worker, which runs the route's action (decision 021): one action, loaded with the first submit.
  const sendToWorker: ActionFunction = onDemand(
    (): Promise<ActionFunction> => import("./framework/server-action").then((m) => m.serverAction),
  );
  const routes = createRoutes(config.domains, SCREENS, boot.pages, () => sendToWorker);
  // The page's texts, fetched by the start script: in the cache before hydrating, as the server had
  // them. A failed fetch leaves its query empty, and the document's suspense query loads it again.
  const texts = Object.entries(boot.snippets ?? {}).map(([langCode, pending]) =>
    pending.then(
      (data) => queryClient.setQueryData(queryKey("snippets", langCode), data),
      () => {},
    ),
  );
  await Promise.all([resolveLazyMatches(routes), ...texts]);
  const router = createBrowserRouter(routes, {
    hydrationData: boot.router,
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      return context;
    },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <AppProviders services={services} notifications={notifications} assets={boot.assets}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
  // Not needed for the first paint: loaded once the page is interactive.
  void import("./framework/startup/interactive").then((m) => m.whenInteractive(router, boot, services));
}

void start();
