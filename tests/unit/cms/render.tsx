import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import enGB from "../../../app/i18n/locales/en-GB.json";
import { CmsPageProvider, type CmsPageContextValue } from "../../../app/cms/context";
import { I18nProvider } from "../../../app/i18n/context";
import { resolveDomain } from "../../../app/lib/language";
import { MAIN_NAVIGATION_DEPTH } from "../../../app/layouts/navigation-depth";
import { AppProviders } from "../../../app/providers";
import { listingQuery } from "../../../app/catalog/listing/queries";
import { navigationQuery } from "../../../app/navigation/queries";
import { sessionContextQuery } from "../../../app/session/session-context-query";
import { siteConfigQuery } from "../../../app/session/site-config-query";
import type { StorefrontServices } from "../../../app/framework/services";
import { NoticeBoard } from "../../../app/state/notice-board";
import { SessionContextContext, SiteProvider } from "../../../app/state/site";
import type { ProductListingResult } from "../../../app/catalog/store-api";
import { config, LANGUAGE_ID, mainNavigation, sessionContext } from "./fixtures";

/** Services whose Store API must not be called: everything a slot renders comes from the page. */
function services(queryClient: QueryClient): StorefrontServices {
  return {
    api: { invoke: (() => Promise.reject(new Error("no Store API calls while rendering a CMS element"))) as never },
    queryClient,
    loadSiteConfig: async () => config,
    loadSnippets: async () => ({}),
    flash: () => undefined,
    isServer: true,
  };
}

/**
 * Renders an element as the server does (prerender waits for lazy parts), inside the storefront's
 * providers and a router at `path`, with the page's listing already in the query cache.
 */
export async function renderHtml(
  element: ReactNode,
  options: { path?: string; cms?: CmsPageContextValue; listing?: ProductListingResult | null } = {},
): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const shop = services(queryClient);
  queryClient.setQueryData(siteConfigQuery(shop).queryKey, config);
  queryClient.setQueryData(sessionContextQuery(shop, LANGUAGE_ID).queryKey, sessionContext as never);
  queryClient.setQueryData(
    navigationQuery(shop, LANGUAGE_ID, "main-navigation", MAIN_NAVIGATION_DEPTH).queryKey,
    mainNavigation(),
  );
  const cms = options.cms ?? { page: null, listing: null };
  if (cms.listing && options.listing)
    queryClient.setQueryData(
      listingQuery(shop, LANGUAGE_ID, cms.listing.source, cms.listing.params).queryKey,
      options.listing,
    );
  const path = options.path ?? "/";
  const { domain, rest } = resolveDomain(path, config.domains);
  const page = (
    <SiteProvider config={config} domain={domain} path={rest}>
      <SessionContextContext.Provider value={sessionContext as never}>
        <CmsPageProvider value={cms}>{element}</CmsPageProvider>
      </SessionContextContext.Provider>
    </SiteProvider>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [path] });
  const { prelude } = await prerender(
    <AppProviders services={shop} notifications={new NoticeBoard(2500, [])} assets={{ stylesheets: [] }}>
      <I18nProvider locale="en-GB" messages={enGB} fallback={undefined}>
        <RouterProvider router={router} />
      </I18nProvider>
    </AppProviders>,
  );
  return new Response(prelude).text();
}

/** The text of rendered HTML, tags removed and entities decoded, for assertions on what a shopper reads. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
