import type { RouterContextProvider, StaticHandler, StaticHandlerContext } from "react-router";

/**
 * `staticHandler.query()` with route middleware (the customer branch's guard): React Router runs
 * middleware on the server only when `generateMiddlewareResponse` is given, and expects a Response
 * from it. The page is streamed after the handler returns, so the query's context is taken out and
 * the Response given back is only the chain's end marker; a middleware's redirect comes back as the
 * Response it threw. No middleware of ours works on the rendered response after `next()`.
 */
export async function queryWithMiddleware(
  handler: StaticHandler,
  request: Request,
  requestContext: RouterContextProvider,
  { skipRevalidation = false }: { skipRevalidation?: boolean } = {},
): Promise<StaticHandlerContext | Response> {
  let context: StaticHandlerContext | null = null;
  const response = await handler.query(request, {
    requestContext,
    skipRevalidation,
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (result instanceof Response) return result;
      context = result;
      return new Response(null, { status: 204 });
    },
  });
  return context ?? response;
}
