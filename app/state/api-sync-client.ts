import type { PublicSiteConfig } from "../../kv-schemas/site-config";
import type { SnippetTree } from "../../kv-schemas/snippets";

/**
 * The browser's reads of the Worker's own endpoints. Loaded when first needed: the
 * first page has its configuration and texts in the dehydrated cache.
 */
async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export const loadSiteConfig = (): Promise<PublicSiteConfig> => getJson<PublicSiteConfig>("/api-sync/config");

/** A snippet fetch failure is logged only; the en-GB fallback still renders. */
export const loadSnippets = (langCode: string): Promise<SnippetTree> =>
  getJson<SnippetTree>(`/api-sync/snippet/${langCode}`).catch((error: unknown) => {
    console.warn(`snippets for ${langCode} could not be loaded`, error);
    return {};
  });

/** A service worker from an earlier storefront must not serve stale pages. */
export function unregisterServiceWorkers(): void {
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => registrations.forEach((r) => void r.unregister()));
}
