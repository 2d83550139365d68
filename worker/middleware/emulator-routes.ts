import { createMiddleware } from "hono/factory";
import type { AppEnv, Bindings } from "../env";
import { setForwardedHeaders } from "../services/forwarded";

/**
 * Development only (EMULATOR_ROUTES=true with the STORE_API binding): the emulator's own pages —
 * demo images, the mail outbox, the fake editor and providers — are reached through the storefront's
 * origin, as a browser reaches a real shop's media host. Answers 404 everywhere else.
 */
/**
 * Whether the emulator answers its paths here. Read from the bindings, not the parsed config: the
 * security headers decide before the config is parsed (an invalid value fails the request there anyway).
 */
export const emulatorServes = (env: Pick<Bindings, "EMULATOR_ROUTES" | "STORE_API">): boolean =>
  env.EMULATOR_ROUTES === "true" && env.STORE_API !== undefined;

export const emulatorRoutes = () =>
  createMiddleware<AppEnv>(async (c) => {
    if (!c.var.config.EMULATOR_ROUTES || !c.env.STORE_API) return c.text("Not Found", 404);
    const url = new URL(c.req.url);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("cookie");
    setForwardedHeaders(headers, c.req.raw, url);
    return c.env.STORE_API.fetch(
      new Request(`http://store-api.internal${url.pathname}${url.search}`, {
        method: c.req.method,
        headers,
        body: c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.arrayBuffer(),
        redirect: "manual",
      }),
    );
  });
