import type { StoreApiClient, StoreApiClientOptions } from "./client";
import { toClientApiError } from "./errors";

/** What the app needs of the Store API client: typed calls. Server and browser provide it differently. */
export type StoreApi = Pick<StoreApiClient, "invoke">;

/**
 * Awaits an `api.invoke(...)` call, returning its data and normalising failures into
 * ClientApiError (spec section 8). Every Store API wrapper goes through here.
 */
export async function dataOf<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    throw toClientApiError(error);
  }
}

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
