import { createAPIClient } from "@shopware/api-client";
import type { StorefrontOperations } from "./operations";

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

/** The official Store API client, typed with the shop's own operations as well. */
export function createStoreApiClient(options: StoreApiClientOptions) {
  return createAPIClient<StorefrontOperations>({
    baseURL: options.baseURL,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
    ...(options.contextToken ? { contextToken: options.contextToken } : {}),
    defaultHeaders: options.defaultHeaders ?? {},
    // No retries: a slow or failing shop must turn into an error page quickly, not twice as late.
    // JSON.parse: ofetch's default (destr) re-checks every answer for prototype pollution, which a
    // structured-clone-free JSON.parse cannot cause; on a page's worth of data it costs milliseconds.
    fetchOptions: { timeout: options.timeoutMs ?? 8000, retry: 0, parseResponse: JSON.parse } as { timeout: number; retry: number },
  });
}

export type StoreApiClient = ReturnType<typeof createStoreApiClient>;
