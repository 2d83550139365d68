import { createAPIClient } from "@shopware/api-client";
import type { StorefrontOperations } from "./operations";
import { parseWithoutTokens } from "./without-tokens";

export interface StoreApiClientOptions {
  /** ".../store-api": the shop on the server, the same-origin proxy in the browser. */
  baseURL: string;
  /** Only on the server; in the browser the proxy adds it. */
  accessToken?: string;
  /** Only on the server; in the browser the HttpOnly cookie carries it through the proxy. */
  contextToken?: string;
  timeoutMs?: number;
  defaultHeaders?: Record<string, string>;
}

/** A server-side call the shop answered with a redirect: never followed (see createStoreApiClient); the page shows the shop as unreachable (502). */
export class StoreApiRedirectError extends Error {
  constructor(readonly status: number) {
    super(`The Store API answered a redirect (${status}); it is not followed.`);
    this.name = "StoreApiRedirectError";
  }
}

/** The official Store API client, typed with the shop's own operations as well. */
export function createStoreApiClient(options: StoreApiClientOptions) {
  // The server's calls carry the access key and the session's token: a redirect (a moved or
  // misconfigured shop, an open redirect) must not send them to another host, so it is not followed.
  const server = !!options.accessToken;
  const client = createAPIClient<StorefrontOperations>({
    baseURL: options.baseURL,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
    ...(options.contextToken ? { contextToken: options.contextToken } : {}),
    defaultHeaders: options.defaultHeaders ?? {},
    // No retries: a slow or failing shop must turn into an error page quickly, not twice as late.
    // JSON.parse: ofetch's default (destr) re-checks every answer for prototype pollution, which a
    // structured-clone-free JSON.parse cannot cause; on a page's worth of data it costs milliseconds.
    // Every answer loses its token keys here (issue 25), before any loader puts it in the query cache:
    // the client adopts a new token from the sw-context-token header only, never from the body.
    fetchOptions: {
      timeout: options.timeoutMs ?? 8000,
      retry: 0,
      parseResponse: parseWithoutTokens,
      ...(server ? { redirect: "manual" } : {}),
    } as {
      timeout: number;
      retry: number;
    },
  });
  if (server) {
    const invoke = client.invoke as (...args: unknown[]) => Promise<{ status: number }>;
    client.invoke = (async (...args: unknown[]) => {
      const answer = await invoke(...args);
      if (answer.status >= 300 && answer.status < 400) throw new StoreApiRedirectError(answer.status);
      return answer;
    }) as typeof client.invoke;
  }
  return client;
}

export type StoreApiClient = ReturnType<typeof createStoreApiClient>;
