import type { SiteConfig } from "../../../kv-schemas/site-config";
import type { SnippetTree } from "../../../kv-schemas/snippets";
import type { SiteSettings } from "../state/settings";
import { FOOTER_CATEGORY_ID, ROOT_CATEGORY_ID, SERVICE_CATEGORY_ID } from "./categories";
import { PRIVACY_LANDING_PAGE_ID } from "./cms";
import { DEFAULT_PAYMENT_METHOD_ID, DEFAULT_SHIPPING_METHOD_ID, SHIPPING_METHODS } from "./checkout-methods";
import { hexId } from "./ids";
import {
  CUSTOMER_GROUPS,
  DEFAULT_COUNTRY_ID,
  LANGUAGES,
  SALES_CHANNEL_ID,
  SYSTEM_CURRENCY_ID,
  SYSTEM_LANGUAGE_ID,
  type LocaleCode,
} from "./reference";

/**
 * What the shop's storefront-configuration plugin answers (`GET /store-api/pwa/site-config`).
 * The storefront validates it with kv-schemas/site-config.ts before it keeps or serves it.
 */
export function siteConfig(
  maintenance: boolean,
  doubleOptInRegistration = false,
  settings: SiteSettings = {},
): SiteConfig {
  return {
    salesChannel: {
      id: SALES_CHANNEL_ID,
      name: "Edge Print Shop",
      currencyId: SYSTEM_CURRENCY_ID,
      countryId: DEFAULT_COUNTRY_ID,
      languageId: SYSTEM_LANGUAGE_ID,
      isMaintenanceMode: maintenance,
      navigationCategoryId: ROOT_CATEGORY_ID,
      footerCategoryId: FOOTER_CATEGORY_ID,
      serviceCategoryId: SERVICE_CATEGORY_ID,
      activePaymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
      defaultPaymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
      activeShippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
      defaultShippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
    },
    domains: LANGUAGES.map((language) => ({
      id: hexId(`domain:${language.id}`),
      languageId: language.id,
      currencyId: SYSTEM_CURRENCY_ID,
      langPrefix: language.prefix,
      locale: language.code,
      language: { name: language.name },
    })),
    // On, so that a newcomer sees the consent banner: the container is the emulator's stand-in (routes/fake-tag-manager.ts).
    analytics: {
      active: settings.analyticsActive ?? true,
      gtmId: "GTM-EDGE0001",
      trackingId: "G-EDGE000001",
      trackOrders: true,
      scriptUrl: "/__emulator/gtm/gtm.js",
    },
    printService: {
      storeConfigName: "default_store",
      modelName: "edge-print",
      storeConfigId: "1",
      instanceId: "edge_print_demo",
      // The fake Printbox editor (routes/fake-printbox.ts), reached through the storefront like Printbox's CDN.
      initializerUrl: "/__emulator/pbx/init.min.js",
      // Its editor API (the customer's project list), reached by the storefront through the shop's upstream.
      editorApiUrl: "/__emulator/pbx",
    },
    storeInformation: {
      socialLinks: {
        facebook: "https://www.facebook.com/edgeprintshop",
        instagram: "https://www.instagram.com/edgeprintshop",
        appStore: "https://apps.apple.com/app/edge-print-shop/id1234567890",
        googlePlay: "https://play.google.com/store/apps/details?id=example.edgeprint",
      },
      companyAddress: {
        company: "Edge Print Shop GmbH",
        phoneNumber: "+49 40 1234567",
        email: "service@edge-print.example",
        city: "Hamburg",
        street: "Hafenstraße 12",
        zipcode: "20457",
        additionalLine1: "Building C, 2nd floor",
        additionalLine2: "",
      },
    },
    cart: { showCustomerComment: true },
    customerGroups: CUSTOMER_GROUPS.map((g) => ({ id: g.id, name: g.name["en-GB"], displayGross: g.displayGross })),
    socialLogin: { active: true, providers: [{ name: "google", label: "Google" }] },
    paymentProvider: {
      active: true,
      segment: "adyen",
      clientKey: "test_EDGEPRINTDEMOCLIENTKEY",
      environment: "test",
      // The emulator's provider pages are under the storefront's own origin (/__emulator/adyen/…, through
      // the forwarding proxy), which is always allowed; a real Adyen test account sends shoppers here.
      redirectOrigins: ["https://checkoutshopper-test.adyen.com"],
      // The provider's web SDK talks to the emulator's stand-ins (routes/adyen-web), under the storefront's origin.
      environmentUrls: {
        api: "/checkoutshopper/test/",
        analytics: "/checkoutanalytics/test/",
        cdn: "/checkoutshopper/test/",
      },
    },
    newsletter: { active: true, subscribeUrl: settings.subscribeUrl ?? "/newsletter-subscribe/" },
    login: { confirmationUrl: settings.confirmationUrl ?? "/registration/confirm/", doubleOptInRegistration },
    parcelLocker: {
      active: true,
      segment: "nova-poshta",
      shippingMethodId: SHIPPING_METHODS.find((m) => m.parcelLocker)?.id ?? null,
      // A demo account key (a real shop's plugin may hand its key on here): server-only, so tests can
      // check that no page and no /api-sync answer carries it (kv-schemas publicSiteConfigSchema).
      apiKey: "demo-parcel-service-key-EDGE25",
      // Plain tiles from the emulator (routes/map-tiles.ts) in place of OpenStreetMap's: the map draws offline.
      mapTilesUrl: "/__emulator/tiles/{z}/{x}/{y}.png",
      mapAttribution: "Plain tiles from the Store API emulator",
    },
    cartMerge: { segment: "pbx-cart" },
    pwa: {
      notificationTimeout: 2500,
      boxedModeMaxWidth: settings.boxedModeMaxWidth ?? 1200,
      languageDetection: settings.languageDetection ?? false,
      serviceNavigation: settings.serviceNavigation ?? false,
    },
    extensions: {
      personalDataProtection: {
        trackingCookiesAllowedWithoutPrompt: false,
        privacyPolicyPath: settings.privacyPolicyPath ?? "/information/privacy-policy/",
        privacyPolicyPage:
          settings.privacyPolicyPage === "demo" ? { type: "landingPage", id: PRIVACY_LANDING_PAGE_ID } : null,
      },
      siteVerificationId: "",
    },
    theme: {
      media: { logo: "" },
      favicon: "",
      styles: { primaryColor: "#1f4e79", secondaryColor: "#c2410c" },
    },
  };
}

/** The shop's own texts: they override the storefront's defaults for the same keys. */
export const SHOP_SNIPPETS: Record<LocaleCode, SnippetTree> = {
  "en-GB": { shop: { slogan: "Print what you love" }, footer: { copyright: "© 2026 Edge Print Shop GmbH" } },
  "de-DE": { shop: { slogan: "Drucken, was Sie lieben" }, footer: { copyright: "© 2026 Edge Print Shop GmbH" } },
  "uk-UA": { shop: { slogan: "Друкуйте те, що любите" }, footer: { copyright: "© 2026 Edge Print Shop GmbH" } },
};
