import type { WorkerConfig } from "../env";
import type { Upstream } from "./upstream";

/**
 * A GET to the shop with the access key, for the Worker's own background reads (config, snippets); like every Store API call of ours, with the SEO URLs.
 * These reads are shop-wide, made for no shopper in particular: they send no client address (services/forwarded). A redirect is not followed (the key stays with the shop): it is a failed read.
 */
export function upstreamGet(upstream: Upstream, config: WorkerConfig, path: string): Promise<Response> {
  return upstream.fetch(
    new Request(`${upstream.origin}${path}`, {
      headers: {
        "sw-access-key": config.STORE_API_ACCESS_KEY,
        accept: "application/json",
        "sw-include-seo-urls": "true",
      },
      redirect: "manual",
      signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
    }),
  );
}

/** The Shopware error code of a failed Store API response, when its body is the usual error shape. */
export async function storeApiErrorCode(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { errors?: { code?: unknown }[] };
    const code = body.errors?.[0]?.code;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}
