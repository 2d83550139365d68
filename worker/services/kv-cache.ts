import type * as z from "zod/mini";
import { cacheEntrySchema } from "../../kv-schemas/cache-entry";

export interface ReadThroughOptions<T> {
  kv: KVNamespace;
  key: string;
  schema: z.ZodMiniType<T>;
  maxAgeMs: number;
  /** Fetches the value from its source; its result is validated before it is kept. */
  load: () => Promise<unknown>;
  waitUntil: (promise: Promise<unknown>) => void;
  /**
   * What to do when no valid value is stored: "wait" fetches it before answering (the default);
   * "background" answers null at once and fetches it with waitUntil (a value a page can do without).
   */
  whenMissing?: "wait" | "background";
  now?: number;
}

export type ReadThroughResult<T> = { value: T; fetchedAt: number; state: "fresh" | "stale" | "loaded" };

/** Refreshes in flight in this isolate, so that a burst of requests starts one source fetch. */
const inflight = new Map<string, Promise<unknown>>();

/**
 * Values this isolate has read or stored and still knows to be fresh: shop-wide data (configuration,
 * texts, sitemaps), never a shopper's. Within maxAge a KV read would give the same answer, so it is
 * skipped along with parsing and validating it again; a maxAge of 0 (tests) never uses it.
 */
const fresh = new WeakMap<KVNamespace, Map<string, { value: unknown; fetchedAt: number }>>();
const remember = (kv: KVNamespace, key: string, value: unknown, fetchedAt: number) => {
  const entries = fresh.get(kv) ?? new Map<string, { value: unknown; fetchedAt: number }>();
  fresh.set(kv, entries);
  entries.set(key, { value, fetchedAt });
};
export const forgetFresh = (kv: KVNamespace, key: string): void => void fresh.get(kv)?.delete(key);

async function refresh<T>(options: ReadThroughOptions<T>): Promise<{ value: T; fetchedAt: number }> {
  const running = inflight.get(options.key);
  if (running) return running as Promise<{ value: T; fetchedAt: number }>;
  const work = (async () => {
    const loaded = await options.load();
    const parsed = options.schema.safeParse(loaded);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(
        `invalid value for KV key "${options.key}" from its source: ${issue?.path.join(".")} ${issue?.message}`,
      );
    }
    const entry = { fetchedAt: options.now ?? Date.now(), value: parsed.data };
    // A KV that is down loses the copy, not the value: the request is served from the source all the same.
    await options.kv
      .put(options.key, JSON.stringify(entry))
      .catch((error: unknown) => console.warn(`KV value "${options.key}" could not be stored`, error));
    remember(options.kv, options.key, entry.value, entry.fetchedAt);
    return entry;
  })();
  inflight.set(options.key, work);
  try {
    return await work;
  } finally {
    inflight.delete(options.key);
  }
}

/**
 * Stale-while-revalidate over KV: a valid stored value is served at once and refreshed in the
 * background when older than maxAge; a missing or invalid one is fetched now. An invalid value is
 * never served and never stored. Returns null when there is nothing valid to serve (yet).
 */
export async function readThrough<T>(options: ReadThroughOptions<T>): Promise<ReadThroughResult<T> | null> {
  const now = options.now ?? Date.now();
  const known = fresh.get(options.kv)?.get(options.key);
  if (known && now - known.fetchedAt < options.maxAgeMs)
    return { value: known.value as T, fetchedAt: known.fetchedAt, state: "fresh" };
  let stored: unknown = null;
  try {
    stored = await options.kv.get(options.key, "json");
  } catch (error) {
    console.warn(`KV value "${options.key}" is not readable JSON`, error);
  }
  const entry = cacheEntrySchema(options.schema).safeParse(stored);
  if (entry.success) {
    const { value, fetchedAt } = entry.data as { value: T; fetchedAt: number };
    if (now - fetchedAt <= options.maxAgeMs) {
      remember(options.kv, options.key, value, fetchedAt);
      return { value, fetchedAt, state: "fresh" };
    }
    options.waitUntil(
      refresh(options).catch((error: unknown) => console.warn(`background refresh of "${options.key}" failed`, error)),
    );
    return { value, fetchedAt, state: "stale" };
  }
  if (stored !== null) console.warn(`KV value "${options.key}" failed its schema and is ignored`);
  if (options.whenMissing === "background") {
    options.waitUntil(
      refresh(options).catch((error: unknown) =>
        console.warn(`could not load "${options.key}" from its source`, error),
      ),
    );
    return null;
  }
  try {
    const loaded = await refresh(options);
    return { ...loaded, state: "loaded" };
  } catch (error) {
    console.warn(`could not load "${options.key}" from its source`, error);
    return null;
  }
}
