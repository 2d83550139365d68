import type { PublicSiteConfig } from "../../kv-schemas/site-config";

/**
 * The service navigation is off unless the configuration turns it on (`pwa.serviceNavigation`),
 * and there is none to show without the sales channel's service category. Off, nothing asks the shop for it.
 */
export const showsServiceNavigation = (config: PublicSiteConfig): boolean =>
  config.pwa.serviceNavigation && config.salesChannel.serviceCategoryId !== null;
