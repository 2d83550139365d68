import { EDGE_CACHE_GENERATION_KV_KEY, edgeCacheGenerationSchema } from "../../kv-schemas/edge-cache";

/**
 * How long an isolate trusts the generation it read: a purge reaches every isolate within this time
 * (plus KV's own propagation between locations, up to a minute).
 */
const TRUSTED_MS = 10_000;
const known = new WeakMap<KVNamespace, { generation: number; readAt: number }>();

/** The stored generation: 0 until the first purge, and when KV holds garbage; null when KV fails. */
async function readGeneration(kv: KVNamespace): Promise<number | null> {
  try {
    const parsed = edgeCacheGenerationSchema.safeParse(await kv.get(EDGE_CACHE_GENERATION_KV_KEY, "json"));
    return parsed.success ? parsed.data.generation : 0;
  } catch (error) {
    console.warn("edge cache: the generation is not readable", error);
    return null;
  }
}

/** The cache's current generation, read at most every few seconds per isolate. */
export async function cacheGeneration(kv: KVNamespace, now = Date.now()): Promise<number> {
  const memo = known.get(kv);
  if (memo && now - memo.readAt < TRUSTED_MS) return memo.generation;
  const generation = (await readGeneration(kv)) ?? memo?.generation ?? 0;
  known.set(kv, { generation, readAt: now });
  return generation;
}

/** Starts a new generation: every page cached before is no longer found (and expires on its own). */
export async function purgeCache(kv: KVNamespace, now = Date.now()): Promise<number> {
  const previous = (await readGeneration(kv)) ?? 0;
  const generation = Math.max(now, previous + 1);
  await kv.put(EDGE_CACHE_GENERATION_KV_KEY, JSON.stringify({ generation, purgedAt: new Date(now).toISOString() }));
  known.set(kv, { generation, readAt: now });
  return generation;
}
