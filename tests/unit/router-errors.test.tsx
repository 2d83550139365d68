import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { routerHydrationData } from "../../app/framework/hydration-data";
import { useRouteErrorStatus } from "../../app/framework/router-errors";

function Status() {
  return <p>{String(useRouteErrorStatus())}</p>;
}

async function render(path: string): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      Component: Status,
      ErrorBoundary: Status,
      children: [
        {
          id: "page",
          path: "*",
          loader: ({ params }: { params: Record<string, string | undefined> }) => {
            if (params["*"] === "missing") throw data(null, { status: 404 });
            if (params["*"] === "broken") throw new Error("broken");
            return null;
          },
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

/** Fails when React Router changes the private data context router-errors.ts reads (no public hook exists). */
describe("the route error status above the error boundaries", () => {
  it("is null on a page without error, the status of an error response, 500 for anything else", async () => {
    expect(await render("/fine")).toContain("<p>null</p>");
    expect(await render("/missing")).toContain("<p>404</p>");
    expect(await render("/broken")).toContain("<p>500</p>");
  });
});

describe("the router's hydration data (our own format, React Router's public hydrationData option)", () => {
  it("keeps a route error's status as something isRouteErrorResponse() recognises, and turns other errors into a 500", async () => {
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "missing",
            path: "missing",
            loader: () => {
              throw data(null, { status: 404 });
            },
          },
          {
            id: "broken",
            path: "broken",
            loader: () => {
              throw new Error("secret detail");
            },
          },
        ],
      },
    ]);
    const missing = routerHydrationData(
      (await handler.query(new Request("https://shop.test/missing"))) as StaticHandlerContext,
    );
    const broken = routerHydrationData(
      (await handler.query(new Request("https://shop.test/broken"))) as StaticHandlerContext,
    );
    // The errors are keyed by the route whose boundary shows them; what matters is what reaches the browser.
    const [missingError, brokenError] = (
      JSON.parse(JSON.stringify([missing.errors, broken.errors])) as Record<string, unknown>[]
    ).map((errors) => Object.values(errors)[0]);
    expect(isRouteErrorResponse(missingError)).toBe(true);
    expect((missingError as { status: number }).status).toBe(404);
    expect(isRouteErrorResponse(brokenError)).toBe(true);
    expect((brokenError as { status: number }).status).toBe(500);
    expect(JSON.stringify(broken)).not.toContain("secret detail");
  });

  it("names every matched route, so a guard's route (middleware, no loader) hydrates without running the loaders again", async () => {
    const routes = [
      {
        id: "root",
        path: "/",
        loader: () => ({ root: true }),
        children: [
          {
            id: "customer",
            middleware: [async (_args: unknown, next: () => Promise<unknown>) => next()],
            children: [{ id: "page", path: "account", loader: () => undefined }],
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes as never);
    const context = (await handler.query(new Request("https://shop.test/account"))) as StaticHandlerContext;
    const hydration = JSON.parse(JSON.stringify(routerHydrationData(context))) as {
      loaderData: Record<string, unknown>;
    };
    expect(hydration.loaderData).toEqual({ root: { root: true }, customer: null, page: null });
    // What the browser router decides with it: initialised, no fallback, no loader run again.
    const { createMemoryRouter } = await import("react-router");
    let loads = 0;
    const browserRoutes = [
      {
        id: "root",
        path: "/",
        loader: () => ++loads,
        children: [
          {
            id: "customer",
            middleware: [async (_a: unknown, next: () => Promise<unknown>) => next()],
            children: [{ id: "page", path: "account", loader: () => ++loads }],
          },
        ],
      },
    ];
    const router = createMemoryRouter(browserRoutes as never, {
      initialEntries: ["/account"],
      hydrationData: hydration,
    });
    expect(router.state.initialized).toBe(true);
    expect(loads).toBe(0);
    router.dispose();
  });
});
