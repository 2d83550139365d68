import type { PublicSiteConfig } from "../../kv-schemas/site-config";

/**
 * The payment provider's web SDK (@adyen/adyen-web, its Card component with secured fields) configured
 * from the site configuration: the client key and environment the shop's payment plugin is set up with,
 * the shop's language, the brands the provider offers for this cart (its `payment-methods` answer), and,
 * for the emulator only, where the SDK's hosts are played (`environmentUrls`, the SDK's `_environmentUrls`,
 * made absolute against the page's origin). Plain data: the SDK itself loads in the browser only.
 */
export interface CardSetup {
  clientKey: string;
  environment: PublicSiteConfig["paymentProvider"]["environment"];
  locale: string;
  /** The SDK requires one; the card does not depend on it: the region of the shop's language ("de-DE": DE). */
  countryCode: string;
  brands: string[];
  environmentUrls?: { api: string; analytics: string; cdn: { images: string; translations: string } };
}

export function cardSetup(
  provider: PublicSiteConfig["paymentProvider"],
  locale: string,
  brands: readonly string[],
  origin: string,
): CardSetup {
  const urls = provider.environmentUrls;
  const absolute = (url: string) => new URL(url, origin).href;
  return {
    clientKey: provider.clientKey,
    environment: provider.environment,
    locale,
    countryCode: (locale.split("-")[1] ?? locale).toUpperCase(),
    brands: [...brands],
    ...(urls
      ? {
          environmentUrls: {
            api: absolute(urls.api),
            analytics: absolute(urls.analytics),
            cdn: { images: absolute(urls.cdn), translations: absolute(urls.cdn) },
          },
        }
      : {}),
  };
}

/** The SDK's core options (AdyenCheckout): no pay button of its own, the order form sends the state data. */
export function checkoutOptions(setup: CardSetup) {
  return {
    clientKey: setup.clientKey,
    environment: setup.environment,
    locale: setup.locale,
    countryCode: setup.countryCode,
    showPayButton: false,
    ...(setup.environmentUrls ? { _environmentUrls: setup.environmentUrls } : {}),
  } as const;
}

/** The Card component's options: the offered brands, the name on the card asked for and required. */
export function cardOptions(setup: CardSetup) {
  return {
    brands: setup.brands,
    hasHolderName: true,
    holderNameRequired: true,
    showPayButton: false,
  } as const;
}

/**
 * The version of the SDK's stylesheet the build copies to /assets (scripts/build.mjs): named by the
 * SDK's version, which the package pins (tests/unit/card-setup.test.ts holds them together).
 */
export const PAYMENT_SDK_VERSION = "6.45.2";
export const PAYMENT_SDK_STYLESHEET = `/assets/adyen-web-${PAYMENT_SDK_VERSION}.css`;
