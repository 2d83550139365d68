import * as z from "zod/mini";

/** The KV key of the edge cache's generation: part of every cache key, so a new one purges them all. */
export const EDGE_CACHE_GENERATION_KV_KEY = "edge-cache:generation";

/** A generation is the time of the purge that started it (milliseconds since the epoch). */
export const edgeCacheGenerationSchema = z.object({
  generation: z.number().check(z.int(), z.nonnegative()),
  purgedAt: z.iso.datetime(),
});
export type EdgeCacheGeneration = z.infer<typeof edgeCacheGenerationSchema>;
