import { FOOTER_CATEGORY_ID, ROOT_CATEGORY_ID, SERVICE_CATEGORY_ID } from "../seed/categories";
import {
  DEFAULT_PAYMENT_METHOD_ID,
  DEFAULT_SHIPPING_METHOD_ID,
  type SeedPaymentMethod,
  type SeedShippingMethod,
} from "../seed/checkout-methods";
import { hexId } from "../seed/ids";
import {
  DEFAULT_COUNTRY_ID,
  DEFAULT_CUSTOMER_GROUP_ID,
  LANGUAGES,
  LIVE_VERSION_ID,
  SALES_CHANNEL_ID,
  SYSTEM_CURRENCY_ID,
  SYSTEM_LANGUAGE_ID,
  type SeedCountry,
  type SeedCurrency,
  type SeedCustomerGroup,
  type SeedLanguage,
  type SeedSalutation,
  type Translated,
} from "../seed/reference";
import { base, type RenderContext, tr } from "./common";
import { serializeDeliveryTime } from "./delivery-time";

const rounding = (decimals: number) => ({
  decimals,
  interval: 0.01,
  roundForNet: true,
  apiAlias: "shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config",
});

export function serializeCurrency(currency: SeedCurrency, ctx: RenderContext) {
  const name = tr(currency.name, ctx.locale);
  return {
    ...base(currency.id),
    factor: currency.factor,
    symbol: currency.symbol,
    isoCode: currency.isoCode,
    shortName: currency.shortName,
    name,
    position: currency.position,
    isSystemDefault: currency.isSystemDefault,
    taxFreeFrom: 0,
    itemRounding: rounding(currency.decimals),
    totalRounding: rounding(currency.decimals),
    translated: { shortName: currency.shortName, name, customFields: {} },
    apiAlias: "currency",
  };
}

export function serializeLanguage(language: SeedLanguage) {
  return {
    ...base(language.id),
    parentId: null,
    localeId: language.localeId,
    translationCodeId: language.localeId,
    name: language.name,
    active: true,
    customFields: { pbx_editor_locale: language.editorLocale },
    locale: {
      ...base(language.localeId),
      code: language.code,
      name: language.name,
      territory: language.territory,
      translated: { name: language.name, territory: language.territory, customFields: {} },
      apiAlias: "locale",
    },
    translationCode: {
      ...base(language.localeId),
      code: language.code,
      name: language.name,
      territory: language.territory,
      translated: { name: language.name, territory: language.territory, customFields: {} },
      apiAlias: "locale",
    },
    apiAlias: "language",
  };
}

export function serializeSalutation(salutation: SeedSalutation, ctx: RenderContext) {
  const displayName = tr(salutation.displayName, ctx.locale);
  const letterName = tr(salutation.letterName, ctx.locale);
  return {
    ...base(salutation.id),
    salutationKey: salutation.salutationKey,
    displayName,
    letterName,
    position: salutation.position,
    translated: { displayName, letterName, customFields: {} },
    apiAlias: "salutation",
  };
}

export function serializeCountry(country: SeedCountry, ctx: RenderContext, withStates: boolean) {
  const name = tr(country.name, ctx.locale);
  return {
    ...base(country.id),
    name,
    iso: country.iso,
    iso3: country.iso3,
    position: country.position,
    active: true,
    shippingAvailable: true,
    displayStateInRegistration: country.states.length > 0,
    forceStateInRegistration: country.forceStateInRegistration,
    checkVatIdPattern: false,
    vatIdRequired: false,
    vatIdPattern: null,
    customerTax: { enabled: country.taxFree, currencyId: SYSTEM_CURRENCY_ID, amount: 0 },
    companyTax: { enabled: false, currencyId: SYSTEM_CURRENCY_ID, amount: 0 },
    postalCodeRequired: country.postalCodeRequired,
    checkPostalCodePattern: false,
    checkAdvancedPostalCodePattern: false,
    advancedPostalCodePattern: null,
    defaultPostalCodePattern: null,
    addressFormat: [
      [{ type: "snippet", value: "address/company" }],
      [
        { type: "snippet", value: "address/first_name" },
        { type: "snippet", value: "address/last_name" },
      ],
      [{ type: "snippet", value: "address/street" }],
      [
        { type: "snippet", value: "address/zipcode" },
        { type: "snippet", value: "address/city" },
      ],
      [{ type: "snippet", value: "address/country" }],
    ],
    isEu: country.isEu,
    translated: { name, customFields: {} },
    ...(withStates
      ? {
          states: country.states.map((s) => {
            const stateName = tr(s.name, ctx.locale);
            return {
              ...base(s.id),
              countryId: country.id,
              shortCode: s.shortCode,
              name: stateName,
              position: s.position,
              active: true,
              translated: { name: stateName, customFields: {} },
              apiAlias: "country_state",
            };
          }),
        }
      : {}),
    apiAlias: "country",
  };
}

export function serializeCustomerGroup(group: SeedCustomerGroup, ctx: RenderContext) {
  const name = tr(group.name, ctx.locale);
  const text = (value: Translated | undefined) => (value ? tr(value, ctx.locale) : null);
  const registrationTitle = text(group.registration?.title);
  const registrationIntroduction = text(group.registration?.introduction);
  const registrationSeoMetaDescription = text(group.registration?.seoMetaDescription);
  return {
    ...base(group.id),
    name,
    displayGross: group.displayGross,
    registrationActive: group.registration !== undefined,
    registrationTitle,
    registrationIntroduction,
    registrationOnlyCompanyRegistration: group.registration?.onlyCompanyRegistration ?? false,
    registrationSeoMetaDescription,
    translated: { name, registrationTitle, registrationIntroduction, registrationSeoMetaDescription, customFields: {} },
    apiAlias: "customer_group",
  };
}

export function serializePaymentMethod(method: SeedPaymentMethod, ctx: RenderContext) {
  const name = tr(method.name, ctx.locale);
  const description = tr(method.description, ctx.locale);
  return {
    ...base(method.id),
    pluginId: null,
    handlerIdentifier:
      method.provider === "adyen"
        ? `Adyen\\Shopware\\Handlers\\${method.providerType}PaymentMethodHandler`
        : "Shopware\\Core\\Checkout\\Payment\\Cart\\PaymentHandler\\DefaultPayment",
    name,
    distinguishableName: name,
    description,
    position: method.position,
    active: true,
    afterOrderEnabled: method.afterOrderEnabled,
    technicalName: method.technicalName,
    shortName: method.technicalName.replace(/^payment_/, ""),
    mediaId: null,
    availabilityRuleId: null,
    customFields: method.provider === "adyen" ? { adyen_payment_method_type: method.providerType } : {},
    translated: { name, distinguishableName: name, description, customFields: {} },
    apiAlias: "payment_method",
  };
}

export function serializeShippingMethod(method: SeedShippingMethod, ctx: RenderContext) {
  const name = tr(method.name, ctx.locale);
  const description = tr(method.description, ctx.locale);
  return {
    ...base(method.id),
    name,
    description,
    trackingUrl: null,
    active: true,
    position: method.position,
    technicalName: method.technicalName,
    deliveryTimeId: method.deliveryTime.id,
    taxType: "auto",
    taxId: null,
    mediaId: null,
    availabilityRuleId: null,
    customFields: method.parcelLocker ? { parcel_locker: true } : {},
    deliveryTime: serializeDeliveryTime(method.deliveryTime, ctx.locale),
    prices: [
      {
        ...base(hexId(`shipping-price:${method.id}`)),
        shippingMethodId: method.id,
        currencyId: SYSTEM_CURRENCY_ID,
        calculation: 1,
        quantityStart: 1,
        quantityEnd: null,
        ruleId: null,
        calculationRuleId: null,
        currencyPrice: [
          {
            currencyId: SYSTEM_CURRENCY_ID,
            gross: method.price,
            net: Math.round((method.price / 1.19) * 100) / 100,
            linked: true,
          },
        ],
        apiAlias: "shipping_method_price",
      },
    ],
    translated: { name, description, trackingUrl: null, customFields: {} },
    apiAlias: "shipping_method",
  };
}

export function serializeSalesChannel(maintenance: boolean) {
  return {
    ...base(SALES_CHANNEL_ID),
    typeId: "8a243080f92e4c719546314b577cf82b",
    languageId: SYSTEM_LANGUAGE_ID,
    customerGroupId: DEFAULT_CUSTOMER_GROUP_ID,
    currencyId: SYSTEM_CURRENCY_ID,
    paymentMethodId: DEFAULT_PAYMENT_METHOD_ID,
    shippingMethodId: DEFAULT_SHIPPING_METHOD_ID,
    countryId: DEFAULT_COUNTRY_ID,
    navigationCategoryId: ROOT_CATEGORY_ID,
    navigationCategoryVersionId: LIVE_VERSION_ID,
    navigationCategoryDepth: 2,
    footerCategoryId: FOOTER_CATEGORY_ID,
    footerCategoryVersionId: LIVE_VERSION_ID,
    serviceCategoryId: SERVICE_CATEGORY_ID,
    serviceCategoryVersionId: LIVE_VERSION_ID,
    mailHeaderFooterId: null,
    hreflangDefaultDomainId: domainId(SYSTEM_LANGUAGE_ID),
    name: "Edge Print Shop",
    shortName: "Edge",
    taxCalculationType: "horizontal",
    configuration: null,
    active: true,
    hreflangActive: true,
    maintenance,
    translated: { name: "Edge Print Shop", customFields: {} },
    apiAlias: "sales_channel",
  };
}

/** The emulator's own origin keeps the ids it always had; a further storefront origin's domains get their own. */
export const domainId = (languageId: string, extraOrigin?: string): string =>
  hexId(extraOrigin ? `domain:${languageId}:${extraOrigin}` : `domain:${languageId}`);

export function serializeDomain(language: SeedLanguage, origin: string, primary = true) {
  return {
    ...base(domainId(language.id, primary ? undefined : origin)),
    url: language.prefix ? `${origin}/${language.prefix}` : origin,
    salesChannelId: SALES_CHANNEL_ID,
    languageId: language.id,
    currencyId: SYSTEM_CURRENCY_ID,
    snippetSetId: hexId(`snippet-set:${language.code}`),
    hreflangUseOnlyLocale: false,
    language: serializeLanguage(language),
    apiAlias: "sales_channel_domain",
  };
}

/** Every language under every storefront origin (the emulator's own first). */
export const allDomains = (origins: readonly string[]) =>
  origins.flatMap((origin, index) => LANGUAGES.map((l) => serializeDomain(l, origin, index === 0)));
