import { z } from "zod";

/**
 * Every KV value is wrapped with the time it was fetched from its source, so that the
 * reader can tell fresh from stale without a second key.
 */
export const cacheEntrySchema = <T extends z.ZodType>(value: T) => z.object({ fetchedAt: z.number().int().nonnegative(), value });

export type CacheEntry<T> = { fetchedAt: number; value: T };
