import type { PublicSiteConfig } from "../../kv-schemas/site-config";

/**
 * The editor script comes from the configured initializer URL, or from Printbox's CDN
 * for the instance (reference/editor.md: `https://js-cdn.getprintbox.com/init/{instanceId}/init.min.js`).
 */
export function editorInitializerUrl(
  printService: Pick<PublicSiteConfig["printService"], "initializerUrl" | "instanceId">,
): string {
  return (
    printService.initializerUrl ||
    `https://js-cdn.getprintbox.com/init/${encodeURIComponent(printService.instanceId)}/init.min.js`
  );
}
