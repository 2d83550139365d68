import { QueryClient } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { Domain } from "../../kv-schemas/site-config";
import { isAboveLayouts } from "../../app/layouts/ErrorLayout";
import { useBoundaryRouteIds } from "../../app/framework/router-errors";
import enGB from "../../app/i18n/locales/en-GB.json";
import { AppProviders } from "../../app/providers";
import { siteConfigQuery } from "../../app/session/site-config-query";
import { Document, RootErrorBoundary } from "../../app/root";
import { createRoutes } from "../../app/framework/create-routes";
import { workerActionOf } from "../../worker/ssr/route-actions";
import type { StorefrontServices } from "../../app/framework/services";
import { NoticeBoard } from "../../app/state/notice-board";
import type { RouteHandle } from "../../app/framework/types";
import { SCREENS } from "../../routes";
import { config } from "./cms/fixtures";

const domain = (langPrefix: string, locale: string): Domain => ({
  id: (langPrefix || "root").padEnd(32, "0").replace(/[^0-9a-f]/g, "a"),
  languageId: "1".repeat(32),
  currencyId: "2".repeat(32),
  langPrefix,
  locale,
  language: { name: locale },
});

/** Every route of the tree with the ids leading from the root to it (its own last). */
function paths(routes: RouteObject[], above: string[] = [], out: { route: RouteObject; ids: string[] }[] = []) {
  for (const route of routes) {
    const ids = [...above, route.id!];
    out.push({ route, ids });
    if (route.children) paths(route.children, ids, out);
  }
  return out;
}

describe("which error boundaries bring the default layout's header and footer", () => {
  const routes = paths(createRoutes([domain("", "en-GB"), domain("de", "de-DE")], SCREENS, {}, workerActionOf));
  const boundaries = routes.filter(({ route }) => route.ErrorBoundary);

  it("the root's, the sessions' and the layouts' own: no layout stands around them", () => {
    const above = boundaries.filter(({ ids }) => isAboveLayouts(ids)).map(({ ids }) => ids.at(-1));
    expect(above.sort()).toEqual(
      [
        "root",
        "session",
        "de:session",
        ...["default", "checkout", "blank", "none"].flatMap((l) => [`layout-${l}`, `de:layout-${l}`]),
      ].sort(),
    );
  });

  it("not a screen's: its layout stands around it (the blank and no-layout screens keep theirs)", () => {
    const screens = boundaries.filter(({ route }) => (route.handle as RouteHandle | undefined)?.access);
    expect(screens.length).toBe(SCREENS.length * 2);
    for (const { ids } of screens) expect(isAboveLayouts(ids), ids.join(" > ")).toBe(false);
  });
});

function BoundaryIds() {
  return <p>{useBoundaryRouteIds().join(" > ")}</p>;
}

async function render(path: string): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      Component: Outlet,
      ErrorBoundary: BoundaryIds,
      children: [
        {
          id: "session",
          loader: ({ request }) => {
            if (new URL(request.url).pathname === "/shop-down") throw data(null, { status: 502 });
            return null;
          },
          ErrorBoundary: BoundaryIds,
          children: [
            {
              id: "layout-default",
              Component: Outlet,
              ErrorBoundary: BoundaryIds,
              children: [
                {
                  id: "missing",
                  path: "missing",
                  loader: () => Promise.reject(data(null, { status: 404 })),
                  ErrorBoundary: BoundaryIds,
                },
                { id: "shop-down", path: "shop-down", loader: () => null },
              ],
            },
          ],
        },
      ],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = (await handler.query(new Request(`https://shop.test${path}`))) as StaticHandlerContext;
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

/** Fails when React Router stops handing an error boundary its own route context (read through UNSAFE_RouteContext). */
describe("the route ids down to the boundary being rendered", () => {
  it("end at the boundary that shows the error", async () => {
    expect(await render("/shop-down")).toContain("<p>root &gt; session</p>");
    expect(await render("/missing")).toContain("<p>root &gt; session &gt; layout-default &gt; missing</p>");
  });
});

describe("the root's error boundary", () => {
  it("renders the document with the error page in the default layout's header and footer", async () => {
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
          throw data(null, { status: 503 });
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
    const html = await new Response(prelude).text();
    expect(html).toMatch(
      /<header class="site-header"><a class="skip-link" href="#main">Skip to content<\/a><div class="site-header__bar container"><a class="logo" href="\/"[^>]*><span class="logo__text">Edge Print Shop<\/span><\/a><\/div><\/header>/,
    );
    expect(html).toContain('<main id="main" class="site-main container"><div class="page page--error">');
    expect(html).toContain('<h1 id="error-status" class="error-page__status">503</h1>');
    expect(html).toMatch(
      /<footer class="site-footer">[\s\S]*Store information[\s\S]*<p class="site-footer__copyright container">© \d{4} /,
    );
    expect(html.match(/<main/g)).toHaveLength(1);
  });
});
