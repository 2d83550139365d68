import type { StoreApi } from "./api";
import type { StoreApiClient, StoreApiClientOptions } from "./client";

/**
 * The browser's client, loaded on its first call: the first paint only hydrates cached data, so the
 * official client (and ofetch) need not be part of the JavaScript sent before hydration.
 */
export function createLazyStoreApi(options: StoreApiClientOptions): StoreApi {
  let client: Promise<StoreApiClient> | null = null;
  const load = () => (client ??= import("./client").then((m) => m.createStoreApiClient(options)));
  const invoke = (async (...args: unknown[]) => {
    const loaded = await load();
    return (loaded.invoke as (...a: unknown[]) => Promise<unknown>)(...args);
  }) as StoreApiClient["invoke"];
  return { invoke };
}
