import * as z from "zod/mini";

/**
 * Every KV value is wrapped with the time it was fetched from its source, so that the
 * reader can tell fresh from stale without a second key.
 */
export const cacheEntrySchema = <T extends z.ZodMiniType>(value: T) =>
  z.object({ fetchedAt: z.number().check(z.int(), z.nonnegative()), value });

export type CacheEntry<T> = { fetchedAt: number; value: T };
