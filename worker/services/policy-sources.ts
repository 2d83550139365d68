import { PAYMENT_ENVIRONMENTS, type PublicSiteConfig } from "../../kv-schemas/site-config";
import type { WorkerConfig } from "../env";

/**
 * The other parties a page of ours may send the shopper to or show images from, as Content-Security-
 * Policy sources (middleware/security-headers). Derived from the Worker's variables and the site
 * configuration; our own origin is always 'self' and is never listed here.
 */

/**
 * The payment provider's pages (Adyen's, as its segment and settings name it). After the order form,
 * or the payment page's retry, our action answers 303 to the provider's redirect (3-D Secure, PayPal):
 * browsers hold a form's redirects to its page's form-action. Adyen's redirect actions point at its
 * checkout host for the environment (live accounts are served from a regional one); PayPal through
 * Adyen continues on PayPal's own pages.
 */
type PaymentEnvironment = PublicSiteConfig["paymentProvider"]["environment"];
const checkoutHost = (environment: PaymentEnvironment) => `https://checkoutshopper-${environment}.adyen.com`;

function paymentPageOrigins(environment: PaymentEnvironment): string[] {
  if (environment === "test") return [checkoutHost("test"), "https://www.sandbox.paypal.com"];
  // "live" without a region (before the regions could be named): every live checkout host.
  const hosts =
    environment === "live"
      ? PAYMENT_ENVIRONMENTS.filter((name) => name !== "test").map(checkoutHost)
      : [checkoutHost(environment)];
  return [...hosts, "https://www.paypal.com"];
}

/**
 * The consent pages of the social login providers whose origin the provider fixes (the shop's plugin
 * only names the page on it). Another provider's origin goes into FORM_ACTION_ORIGINS.
 */
const SOCIAL_LOGIN_ORIGINS: Readonly<Record<string, string>> = {
  google: "https://accounts.google.com",
  facebook: "https://www.facebook.com",
  apple: "https://appleid.apple.com",
};

/** The https origin of an absolute URL (a configured logo, a tile template); nothing for a path of this site or another scheme. */
function httpsOriginOf(url: string): string | null {
  if (!url.startsWith("https://")) return null;
  try {
    return new URL(url.replace(/[{}]/g, "")).origin;
  } catch {
    return null;
  }
}

const unique = (sources: readonly (string | null | undefined)[]): string[] => [
  ...new Set(sources.filter((source): source is string => Boolean(source))),
];

/** form-action besides 'self': where the answers to our forms may lead. */
export function formActionSources(config: WorkerConfig | undefined, site: PublicSiteConfig | undefined): string[] {
  // The origins a payment call's redirect may lead to (app/payment/redirect-target) must pass form-action too, or the browser stops the redirect the check allowed.
  const payment = site?.paymentProvider.active
    ? [...paymentPageOrigins(site.paymentProvider.environment), ...site.paymentProvider.redirectOrigins]
    : [];
  const social = site?.socialLogin.active
    ? site.socialLogin.providers.map((provider) => SOCIAL_LOGIN_ORIGINS[provider.name])
    : [];
  return unique([...payment, ...social, ...(config?.FORM_ACTION_ORIGINS ?? [])]);
}

/**
 * img-src besides 'self' and data:: the shop's media (product and CMS images, thumbnails) come from the
 * shop's origin or its media CDN (MEDIA_ORIGINS); the configured logo and favicon name theirs.
 * In development the emulator serves them under this site's /__emulator/ path: 'self'.
 */
export function imageSources(config: WorkerConfig | undefined, site: PublicSiteConfig | undefined): string[] {
  const shop = config?.STORE_API_URL ? httpsOriginOf(config.STORE_API_URL) : null;
  const configured = site ? [site.theme.media.logo, site.theme.favicon].map(httpsOriginOf) : [];
  return unique([shop, ...(config?.MEDIA_ORIGINS ?? []), ...configured]);
}

/**
 * img-src of the parcel-locker page: the map tiles' origin (`parcelLocker.mapTilesUrl`, OpenStreetMap's by
 * default), where the map is on; nothing for tiles of this site (the emulator's) or no map.
 */
export function mapTileSources(site: PublicSiteConfig): string[] {
  const { active, mapTilesUrl } = site.parcelLocker;
  return unique([active && mapTilesUrl ? httpsOriginOf(mapTilesUrl) : null]);
}

/**
 * The payment provider's web SDK (its Card component, app/payment/ProviderCard), on the pages that show
 * the card form: its secured fields and device fingerprint are frames of its checkout host, it asks that
 * host (card brand lookup) and its analytics host, and shows the brands' logos and reads its texts from
 * its CDN, per environment (@adyen/adyen-web's own map). Where the site configuration points the SDK
 * elsewhere (the emulator, under this site's origin) those origins instead.
 */
const sdkHosts = (environment: PaymentEnvironment): string[] => [
  checkoutHost(environment),
  `https://checkoutshopper-${environment}.cdn.adyen.com`,
  `https://checkoutanalytics-${environment}.adyen.com`,
];

export function paymentSdkSources(site: PublicSiteConfig): string[] {
  const provider = site.paymentProvider;
  if (!provider.active) return [];
  const urls = provider.environmentUrls;
  // A path of this site (the emulator's stand-ins) is 'self', which frame-src does not have by default.
  if (urls)
    return unique(
      [urls.api, urls.analytics, urls.cdn].map((url) => (url.startsWith("/") ? "'self'" : httpsOriginOf(url))),
    );
  return sdkHosts(provider.environment);
}

/**
 * PayPal's hosts for its JS SDK, which Adyen's PayPal component loads (`https://www.paypal.com/sdk/js`, a
 * constant of the SDK's): the script and what it loads, its button and window frames (the sandbox's for
 * a test account), its calls and its images. Allowed on the payment page while a PayPal step waits only.
 */
export const PAYPAL_SOURCES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["script-src", ["https://www.paypal.com", "https://www.paypalobjects.com"]],
  ["frame-src", ["https://www.paypal.com", "https://www.sandbox.paypal.com"]],
  ["connect-src", ["https://www.paypal.com", "https://www.sandbox.paypal.com"]],
  ["img-src", ["https://www.paypal.com", "https://www.paypalobjects.com"]],
];
