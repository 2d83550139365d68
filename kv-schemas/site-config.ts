import * as z from "zod/mini";

/**
 * The site configuration the storefront keeps in KV under {@link SITE_CONFIG_KV_KEY}.
 * Its source is the shop's configuration endpoint (see README "Configuration"); a value
 * that fails this schema is never stored and never served.
 */

const hexId = z.string().check(z.regex(/^[0-9a-f]{32}$/, "expected a 32-character hex id"));
const locale = z.string().check(z.regex(/^[a-z]{2,3}-[A-Z]{2}$/, "expected a locale like en-GB"));
/** A script another party serves (https), or a path of this site; never another scheme or a protocol-relative //host. */
const httpsUrlOrSitePath = z.union([
  z.url({ protocol: /^https$/ }),
  z.string().check(z.regex(/^\/(?![/\\])\S*$/, "a path of this site starts with one /")),
]);
const optionalUrl = z._default(z.union([z.url(), z.literal("")]), "");
/**
 * A page of this storefront that the shop names (the privacy policy, the newsletter's and the
 * registration's confirmation pages), under every language prefix. Shopware keeps the mail links as
 * templates with their query (`/newsletter-subscribe?em=%%HASHEDEMAIL%%&hash=%%SUBSCRIBEHASH%%`):
 * the page is the path before it, in the canonical form with a trailing slash (design section 3).
 */
/** The payment provider's environments (Adyen's, @adyen/adyen-web's `environment`). */
export const PAYMENT_ENVIRONMENTS = ["test", "live", "live-us", "live-au", "live-apse", "live-in", "live-nea"] as const;

/** A base URL of the payment SDK's: an https URL or a path of this site, ending in "/". */
const sdkBaseUrl = z
  .string()
  .check(z.regex(/^(https:\/\/[a-z0-9.-]+(:\d{1,5})?)?\/[\w./-]*\/$/, "an https URL or a path ending in /"));

const pagePath = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => value.split(/[?#]/)[0]!.replace(/\/*$/, "/")),
  ),
  z.string().check(z.regex(/^(\/[A-Za-z0-9._~-]+)+\/$/, "expected a page path like /information/privacy-policy/")),
);

export const salesChannelSettingsSchema = z.object({
  id: hexId,
  name: z.string().check(z.minLength(1)),
  currencyId: hexId,
  countryId: hexId,
  languageId: hexId,
  isMaintenanceMode: z.boolean(),
  navigationCategoryId: hexId,
  footerCategoryId: z.nullable(hexId),
  serviceCategoryId: z.nullable(hexId),
  activePaymentMethodId: z.nullable(hexId),
  defaultPaymentMethodId: z.nullable(hexId),
  activeShippingMethodId: z.nullable(hexId),
  defaultShippingMethodId: z.nullable(hexId),
});

/** One language domain of the sales channel; the empty prefix is the default language. */
export const domainSchema = z.object({
  id: hexId,
  languageId: hexId,
  currencyId: hexId,
  langPrefix: z
    .string()
    .check(
      z.maxLength(32),
      z.regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "a prefix is empty or one lower-case path segment like de or de-ch"),
    ),
  locale,
  language: z.object({ name: z.string().check(z.minLength(1)) }),
});

export const customerGroupSchema = z.object({
  id: hexId,
  name: z.string(),
  displayGross: z.boolean(),
});

/** OpenStreetMap's standard tiles: the locker map's default (its tile usage policy asks for the attribution the map shows). */
export const OPENSTREETMAP_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/**
 * The parcel service's settings. `apiKey` is the service's account key: a server-only setting (design
 * section 6), which the public configuration leaves out.
 */
const parcelLockerSchema = z.object({
  active: z.boolean(),
  segment: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  shippingMethodId: z.nullable(hexId),
  /** The parcel service's API key, where the shop's plugin hands it on; empty by default (the demo shop needs none). Server-only. */
  apiKey: z._default(z.string(), ""),
  /**
   * Map tiles for the locker map, as a template (`https://tile.example/{z}/{x}/{y}.png`): OpenStreetMap's
   * by default, an https URL or a path of this site (the emulator serves plain tiles at one, offline);
   * empty means no map, and the list alone is the page. The CSP's img-src allows the template's origin
   * on the locker page only (worker/middleware/security-headers).
   */
  mapTilesUrl: z._default(
    z.union([
      z.literal(""),
      z.string().check(
        z.regex(/^(https:\/\/|\/(?![/\\]))[^\s"'<>]+$/, "expected an https URL template or a path of this site"),
        z.refine(
          (url: string) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)),
          "expected {z}, {x} and {y} in the template",
        ),
      ),
    ]),
    OPENSTREETMAP_TILES,
  ),
  /** The tiles' attribution, under the map: OpenStreetMap's tile usage policy requires it for its tiles. */
  mapAttribution: z._default(z.string().check(z.maxLength(200)), "© OpenStreetMap contributors"),
});

const siteConfigObject = z.object({
  salesChannel: salesChannelSettingsSchema,
  domains: z.array(domainSchema).check(z.minLength(1)),
  analytics: z.object({
    active: z.boolean(),
    gtmId: z.union([
      z.string().check(z.regex(/^GTM-[A-Z0-9]{4,12}$/, "expected a container id like GTM-ABC123")),
      z.literal(""),
    ]),
    trackingId: z.string(),
    trackOrders: z.boolean(),
    /**
     * Where gtm.js comes from: Google's, or the shop's own server-side tagging host (an https URL), or a
     * path of this site (the emulator's stand-in container serves one).
     */
    scriptUrl: z._default(httpsUrlOrSitePath, "https://www.googletagmanager.com/gtm.js"),
  }),
  printService: z.object({
    storeConfigName: z._default(z.string(), "default_store"),
    modelName: z.string(),
    storeConfigId: z.string(),
    instanceId: z.string(),
    // The editor script: a URL, or a path of this site (the emulator serves its stand-in at one); empty: Printbox's CDN for the instance.
    initializerUrl: z._default(z.union([httpsUrlOrSitePath, z.literal("")]), ""),
    // Printbox's editor API (its origin, as Printbox's own integrations call it): the customer's saved projects are listed there by id. A URL, or a path the shop's upstream answers (the emulator's stand-in); empty: not listed.
    editorApiUrl: z._default(z.union([httpsUrlOrSitePath, z.literal("")]), ""),
  }),
  storeInformation: z.object({
    socialLinks: z.object({
      facebook: optionalUrl,
      instagram: optionalUrl,
      appStore: optionalUrl,
      googlePlay: optionalUrl,
    }),
    companyAddress: z.object({
      company: z.string(),
      phoneNumber: z.string(),
      email: z.string(),
      city: z.string(),
      street: z.string(),
      zipcode: z.string(),
      additionalLine1: z._default(z.string(), ""),
      additionalLine2: z._default(z.string(), ""),
    }),
  }),
  cart: z.object({ showCustomerComment: z.boolean() }),
  customerGroups: z.array(customerGroupSchema),
  socialLogin: z.object({
    active: z.boolean(),
    providers: z.array(z.object({ name: z.string().check(z.regex(/^[a-z0-9-]+$/)), label: z.string() })),
  }),
  paymentProvider: z.object({
    active: z.boolean(),
    segment: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    clientKey: z.string(),
    /**
     * The provider account's environment, as Adyen's Web SDK names it: "test", or "live" (Europe) and its
     * regional live environments. It decides the SDK's hosts and which hosts the CSP allows.
     */
    environment: z.enum(PAYMENT_ENVIRONMENTS),
    /**
     * Where the provider sends shoppers after a payment call (its hosted pages, 3-D Secure, PayPal):
     * whole https origins. Nothing else but the shop's own origin is followed (app/payment/redirect-target).
     */
    redirectOrigins: z._default(
      z
        .array(
          z
            .string()
            .check(
              z.regex(
                /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/,
                "an https origin like https://pay.example.com",
              ),
            ),
        )
        .check(z.maxLength(20)),
      [],
    ),
    /**
     * Where the provider's web SDK finds its secured fields, analytics and CDN, when not at the
     * `environment`'s own hosts (the SDK's `_environmentUrls`): for the emulator only, which plays them
     * under the shop's origin ("/checkoutshopper/", "/checkoutanalytics/"). Empty in a real shop.
     */
    environmentUrls: z.optional(
      z.object({
        api: sdkBaseUrl,
        analytics: sdkBaseUrl,
        cdn: sdkBaseUrl,
      }),
    ),
  }),
  newsletter: z.object({ active: z.boolean(), subscribeUrl: pagePath }),
  login: z.object({
    confirmationUrl: pagePath,
    doubleOptInRegistration: z.boolean(),
  }),
  parcelLocker: parcelLockerSchema,
  cartMerge: z.object({ segment: z.string().check(z.regex(/^[a-z0-9-]+$/)) }),
  pwa: z.object({
    notificationTimeout: z._default(z.number().check(z.int(), z.positive()), 2500),
    boxedModeMaxWidth: z._default(z.number().check(z.int(), z.positive()), 1200),
    languageDetection: z._default(z.boolean(), false),
    serviceNavigation: z._default(z.boolean(), false),
  }),
  extensions: z.object({
    personalDataProtection: z.object({
      trackingCookiesAllowedWithoutPrompt: z._default(z.boolean(), false),
      privacyPolicyPath: pagePath,
      /**
       * The shop's own privacy policy, which the privacy policy page shows in place of the storefront's
       * built-in text: a CMS page (a category of type page with its layout, as the footer's pages are)
       * or a landing page, by id, in the page's language. Null: the built-in text.
       */
      privacyPolicyPage: z._default(
        z.nullable(z.object({ type: z.enum(["category", "landingPage"]), id: hexId })),
        null,
      ),
    }),
    siteVerificationId: z.string(),
  }),
  theme: z.object({
    media: z.object({ logo: optionalUrl }),
    favicon: optionalUrl,
    styles: z.object({
      primaryColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
      secondaryColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
    }),
  }),
});

/** What holds across the configuration's parts (the public configuration is held to it too). */
function checkSiteConfig(ctx: {
  value: Pick<z.infer<typeof siteConfigObject>, "domains" | "extensions" | "newsletter" | "login">;
  issues: z.core.$ZodRawIssue[];
}): void {
  const prefixes = ctx.value.domains.map((d) => d.langPrefix);
  if (!prefixes.includes("")) {
    ctx.issues.push({
      code: "custom",
      message: "one domain must have the root prefix",
      input: prefixes,
      path: ["domains"],
    });
  }
  if (new Set(prefixes).size !== prefixes.length) {
    ctx.issues.push({
      code: "custom",
      message: "language prefixes must be unique",
      input: prefixes,
      path: ["domains"],
    });
  }
  // The configured pages (app/framework/configured-pages): each its own, none under a language's prefix.
  const pages = [
    ctx.value.extensions.personalDataProtection.privacyPolicyPath,
    ctx.value.newsletter.subscribeUrl,
    ctx.value.login.confirmationUrl,
  ];
  if (pages.some((page) => prefixes.includes(page.split("/")[1]!))) {
    ctx.issues.push({
      code: "custom",
      message: "a configured page cannot start with a language prefix",
      input: pages,
      path: [],
    });
  }
  if (new Set(pages).size !== pages.length) {
    ctx.issues.push({ code: "custom", message: "the configured pages need a path each", input: pages, path: [] });
  }
}

export const siteConfigSchema = siteConfigObject.check(checkSiteConfig);

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/**
 * The configuration as the browser gets it (design section 6: server-only settings never reach the
 * browser): in every page's data and at /api-sync/config. It is the shop's configuration without the
 * server-only settings, which are:
 * - `parcelLocker.apiKey`, the parcel service's account key (no browser code calls the service: the
 *   shop's plugin does, behind the Store API).
 * A new server-only setting is left out here too; the browser's code is typed with
 * {@link PublicSiteConfig}, so code there that reads one does not compile.
 */
export const publicSiteConfigSchema = z
  .extend(siteConfigObject, { parcelLocker: z.omit(parcelLockerSchema, { apiKey: true }) })
  .check(checkSiteConfig);
export type PublicSiteConfig = z.infer<typeof publicSiteConfigSchema>;

const publicConfigs = new WeakMap<SiteConfig, PublicSiteConfig>();

/**
 * The public part of a configuration, wherever one leaves the Worker. Parsing with the public schema
 * drops every key it does not name (zod strips unknown keys). A configuration kept in the isolate is
 * the same object on every request: its public part is made once.
 */
export function publicSiteConfig(config: SiteConfig): PublicSiteConfig {
  let result = publicConfigs.get(config);
  if (!result) {
    result = publicSiteConfigSchema.parse(config);
    publicConfigs.set(config, result);
  }
  return result;
}
export type Domain = z.infer<typeof domainSchema>;
export type SalesChannelSettings = z.infer<typeof salesChannelSettingsSchema>;

export const SITE_CONFIG_KV_KEY = "site-config";
