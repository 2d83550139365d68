import type { Context } from "hono";
import { SITE_CONFIG_KV_KEY, siteConfigSchema, type SiteConfig } from "../../kv-schemas/site-config";
import { cacheEntrySchema } from "../../kv-schemas/cache-entry";
import type { AppEnv } from "../env";
import { forgetFresh, readThrough } from "./kv-cache";
import { MAINTENANCE_ERROR_CODE } from "../../app/store-api/errors";
import { storeApiErrorCode, upstreamGet } from "./upstream-request";

export class SiteConfigUnavailableError extends Error {
  constructor() {
    super("The site configuration is neither in KV nor available from its source.");
    this.name = "SiteConfigUnavailableError";
  }
}

async function lastKnown(kv: KVNamespace): Promise<SiteConfig | null> {
  const entry = cacheEntrySchema(siteConfigSchema).safeParse(
    await kv.get(SITE_CONFIG_KV_KEY, "json").catch(() => null),
  );
  return entry.success ? entry.data.value : null;
}

/**
 * Fetches the configuration from the shop. While the shop is in maintenance a real Shopware answers
 * 503 to every Store API call; then the last known configuration is kept with the maintenance flag set,
 * so that the maintenance gate closes even when the configuration endpoint itself is closed.
 */
async function fetchSiteConfig(c: Context<AppEnv>): Promise<unknown> {
  const { config, upstream } = c.var;
  const response = await c.var.timing.measure("source", "site-config", () =>
    upstreamGet(upstream, config, config.SITE_CONFIG_SOURCE),
  );
  if (response.status === 503 && (await storeApiErrorCode(response)) === MAINTENANCE_ERROR_CODE) {
    const previous = await lastKnown(c.env.SITE_KV);
    if (!previous) throw new Error("shop is in maintenance and no configuration is known yet");
    return { ...previous, salesChannel: { ...previous.salesChannel, isMaintenanceMode: true } };
  }
  if (!response.ok) throw new Error(`site configuration source answered ${response.status}`);
  return response.json();
}

/** The site configuration from KV (stale-while-revalidate), validated; throws when none is available. */
export async function loadSiteConfig(c: Context<AppEnv>): Promise<SiteConfig> {
  const result = await readThrough({
    kv: c.env.SITE_KV,
    key: SITE_CONFIG_KV_KEY,
    schema: siteConfigSchema,
    maxAgeMs: c.var.config.CONFIG_MAX_AGE_SECONDS * 1000,
    load: () => fetchSiteConfig(c),
    waitUntil: (p) => c.executionCtx.waitUntil(p),
  });
  if (!result) throw new SiteConfigUnavailableError();
  return result.value;
}

/**
 * The shop answered a page's Store API call with its maintenance error while the kept configuration
 * still says open: close the gate now rather than at the next refresh, so that /maintenance/ is served.
 */
export async function markMaintenance(c: Context<AppEnv>): Promise<void> {
  const previous = await lastKnown(c.env.SITE_KV);
  if (!previous || previous.salesChannel.isMaintenanceMode) return;
  const value = { ...previous, salesChannel: { ...previous.salesChannel, isMaintenanceMode: true } };
  // A KV refusing the write (its rate limit, an outage) leaves the gate to the next refresh; the page still goes to /maintenance/.
  try {
    await c.env.SITE_KV.put(SITE_CONFIG_KV_KEY, JSON.stringify({ fetchedAt: Date.now(), value }));
  } catch (error) {
    console.warn("the maintenance flag could not be stored", error);
    return;
  }
  forgetFresh(c.env.SITE_KV, SITE_CONFIG_KV_KEY);
}
