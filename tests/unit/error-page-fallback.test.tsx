import { QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import enGB from "../../app/i18n/locales/en-GB.json";
import { AppProviders } from "../../app/providers";
import { Document, RootErrorBoundary } from "../../app/root";
import type { StorefrontServices } from "../../app/framework/services";
import { siteConfigQuery } from "../../app/session/site-config-query";
import { NoticeBoard } from "../../app/state/notice-board";
import { config } from "./cms/fixtures";

/*
 * Spec section 8: the error page's "message by status code, fallback to the generic 500 message".
 * The app's error page (app/components/ErrorPage.tsx, as the root's boundary renders it) for a route
 * that failed with a status that has no text: the status as heading, the 500's title and description.
 * The Worker's own error page: tests/worker/error-page-fallback.test.ts.
 */

/** The document the server renders when the page's loader failed with `status`. */
async function errorDocument(status: number): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const services: StorefrontServices = {
    api: { invoke: (() => Promise.reject(new Error("the error page asks the shop nothing"))) as never },
    queryClient,
    loadSiteConfig: async () => config,
    loadSnippets: async () => enGB,
    flash: () => undefined,
    isServer: true,
  };
  queryClient.setQueryData(siteConfigQuery(services).queryKey, config);
  const handler = createStaticHandler([
    {
      id: "root",
      path: "/",
      Component: Document,
      ErrorBoundary: RootErrorBoundary,
      loader: () => {
        throw data(null, { status });
      },
    },
  ]);
  const context = (await handler.query(new Request("https://shop.test/"))) as StaticHandlerContext;
  const { prelude } = await prerender(
    <AppProviders services={services} notifications={new NoticeBoard(2500, [])} assets={{ stylesheets: [] }}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppProviders>,
  );
  return new Response(prelude).text();
}

const paragraph = (html: string, kind: "title" | "description") =>
  html.match(new RegExp(`<p class="error-page__${kind}">([^<]*)</p>`))?.[1];

describe("the app's error page for a status without a text of its own", () => {
  it.each([418, 409, 451])("%i: the status as heading, with the generic 500 title and description", async (status) => {
    expect(Object.keys(enGB.errorPage.title)).not.toContain(String(status));
    const html = await errorDocument(status);
    expect(html).toContain(`<h1 id="error-status" class="error-page__status">${status}</h1>`);
    expect(paragraph(html, "title")).toBe(enGB.errorPage.title["500"]);
    expect(paragraph(html, "description")).toBe(enGB.errorPage.description["500"]);
  });

  it("a listed status keeps its own texts (the fallback is only for the others)", async () => {
    const html = await errorDocument(503);
    expect(paragraph(html, "title")).toBe(enGB.errorPage.title["503"]);
    expect(paragraph(html, "description")).toBe(enGB.errorPage.description["503"]);
  });
});
