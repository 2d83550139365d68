import { createMiddleware } from "hono/factory";
import type { StoreApi } from "../../app/store-api/api";
import { createStoreApiClient } from "../../app/store-api/client";
import type { AppEnv } from "../env";
import { newContextToken, readContextToken } from "../services/context-cookie";
import { forwardedHeaders } from "../services/forwarded";

/**
 * The request's Store API client, built once per page request (Hydrogen's request context): the
 * upstream origin, the access key and the session's context token (the cookie's, or a new one for a
 * new visitor: Shopware creates a guest context for an unknown token). Loaders and actions get it as
 * `api`, whose every call is timed for Server-Timing; the SSR handler reads the client's adopted token.
 */
export const storeApiClient = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const existing = readContextToken(c);
    const token = existing ?? newContextToken();
    const url = new URL(c.req.url);
    const client = createStoreApiClient({
      baseURL: `${c.var.upstream.origin}/store-api`,
      accessToken: c.var.config.STORE_API_ACCESS_KEY,
      contextToken: token,
      timeoutMs: c.var.config.UPSTREAM_TIMEOUT_MS,
      defaultHeaders: forwardedHeaders(url),
    });
    const invoke = client.invoke as (operation: string, ...rest: unknown[]) => Promise<unknown>;
    // A decorator, not a patch: the app's Store API is only `invoke`.
    const api = { invoke: (operation: string, ...rest: unknown[]) => c.var.timing.measure("api", operation.split(" ")[0] ?? operation, () => invoke(operation, ...rest)) } as StoreApi;
    c.set("storeApi", { client, api, existingToken: existing, token });
    await next();
  });
