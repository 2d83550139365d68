import type { StoreApiClient } from "./client";
import { toClientApiError } from "./errors";

/** What the app needs of the Store API client: typed calls. Server and browser provide it differently. */
export type StoreApi = Pick<StoreApiClient, "invoke">;

/**
 * Awaits an `api.invoke(...)` call, returning its data and normalising failures into
 * ClientApiError. Every Store API wrapper goes through here.
 */
export async function dataOf<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    throw toClientApiError(error);
  }
}
