import { createMiddleware } from "hono/factory";
import type { EmulatorEnv } from "../env";

/**
 * The request headers a Store API client sends and the answer headers it reads (Shopware's
 * PlatformRequest names, as its CorsListener allows and exposes them).
 */
const STORE_API_HEADERS = [
  "Content-Type",
  "Authorization",
  "sw-context-token",
  "sw-access-key",
  "sw-language-id",
  "sw-currency-id",
  "sw-version-id",
  "sw-inheritance",
  "sw-include-seo-urls",
  "fail-on-error",
  "indexing-behavior",
  "single-operation",
].join(",");

/**
 * Shopware's CorsListener: a preflight (OPTIONS) is answered before anything else looks at the
 * request, the access key included, and every answer, errors too, lets any origin read it. A
 * browser client on another origin (a Nuxt or Next storefront on its own port) can then talk to
 * the emulator as to a shop.
 */
export const cors = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    if (c.req.method === "OPTIONS") c.res = c.body(null, 204);
    else await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.set("Access-Control-Allow-Methods", "GET,POST,PUT,PATCH,DELETE");
    c.res.headers.set("Access-Control-Allow-Headers", STORE_API_HEADERS);
    c.res.headers.set("Access-Control-Expose-Headers", STORE_API_HEADERS);
  });
