import { createMiddleware } from "hono/factory";
import type { StoreApi } from "../../app/store-api/api";
import { createStoreApiClient } from "../../app/store-api/client";
import type { AppEnv } from "../env";
import { newContextToken, readContextToken } from "../services/context-cookie";
import { mergeGuestCart } from "../services/cart-merge";
import { forwardedHeaders } from "../services/forwarded";
import { loadSiteConfig } from "../services/site-config";
import { operationEffect } from "../services/store-api-calls";

/**
 * The request's Store API client, built once per page request (Hydrogen's request context): the
 * upstream origin, the access key and the session's context token (the cookie's, or a new one for a
 * new visitor: Shopware creates a guest context for an unknown token). Loaders and actions get it as
 * `api`, whose every call is timed for Server-Timing and passes on the token the client adopted.
 */
export const storeApiClient = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const existing = readContextToken(c);
    const token = existing ?? newContextToken();
    const forwarded = forwardedHeaders(c.req.raw);
    const client = createStoreApiClient({
      baseURL: `${c.var.upstream.origin}/store-api`,
      accessToken: c.var.config.STORE_API_ACCESS_KEY,
      contextToken: token,
      timeoutMs: c.var.config.UPSTREAM_TIMEOUT_MS,
      // Issue 12 / every call carries the SEO URLs, as the proxy's do for the browser's calls.
      // Issue 25: the client's address too (services/forwarded), for the shop's throttles and the payment provider's checks.
      defaultHeaders: { ...forwarded, "sw-include-seo-urls": "true" },
    });
    // The token the browser keeps (middleware/session-cookie sets the cookie): a new visitor's until a call adopts another.
    c.set("sessionToken", token);
    const adopt = () => {
      const current = client.defaultHeaders["sw-context-token"];
      if (typeof current === "string" && current) c.set("sessionToken", current);
    };
    const invoke = client.invoke as (operation: string, ...rest: unknown[]) => Promise<unknown>;
    const timed = (operation: string, ...rest: unknown[]) =>
      c.var.timing.measure("api", operation.split(" ")[0] ?? operation, () => invoke(operation, ...rest));
    // A decorator, not a patch: the app's Store API is only `invoke`. A login run here (a form without JavaScript, a confirmation link) merges the guest's cart like the proxy does.
    const api = {
      invoke: async (operation: string, ...rest: unknown[]) => {
        const before = client.defaultHeaders["sw-context-token"];
        const [, method = "get", path = ""] = operation.split(" ");
        // What the call does to the session (services/store-api-calls), by its operation id.
        const effect = operationEffect(operation);
        let answer: unknown;
        try {
          answer = await timed(operation, ...rest);
        } catch (error) {
          adopt();
          c.var.sessionState?.observe({ method, path, ok: false, effect });
          throw error;
        }
        const after = client.defaultHeaders["sw-context-token"];
        adopt();
        // What the call says of the session (the edge cache's state cookie, services/session-state).
        c.var.sessionState?.observe({
          method,
          path,
          ok: true,
          sent: (rest[0] as { body?: unknown } | undefined)?.body,
          answer: (answer as { data?: unknown } | undefined)?.data,
          tokenChanged: !!before && !!after && after !== before,
          effect,
        });
        if (existing && before && after && after !== before && effect.mergesCart) {
          const siteConfig = await loadSiteConfig(c);
          await mergeGuestCart({
            upstream: c.var.upstream,
            accessKey: c.var.config.STORE_API_ACCESS_KEY,
            segment: siteConfig.cartMerge.segment,
            languageId: c.var.language?.id ?? siteConfig.salesChannel.languageId,
            guestToken: before,
            customerToken: after,
            timeoutMs: c.var.config.UPSTREAM_TIMEOUT_MS,
            forwarded,
            measure: (label, run) => c.var.timing.measure("api", label, run),
          });
        }
        return answer;
      },
    } as StoreApi;
    c.set("storeApi", { client, api, existingToken: existing, token });
    await next();
  });
