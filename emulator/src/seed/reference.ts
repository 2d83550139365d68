import { hexId } from "./ids";

/** The three locales of the demo shop; en-GB is Shopware's system language. */
export type LocaleCode = "en-GB" | "de-DE" | "uk-UA";
export const LOCALES: readonly LocaleCode[] = ["en-GB", "de-DE", "uk-UA"];

/** A text in every language of the demo shop. */
export type Translated = Record<LocaleCode, string>;
export const same = (text: string): Translated => ({ "en-GB": text, "de-DE": text, "uk-UA": text });

export interface SeedLanguage {
  id: string;
  localeId: string;
  code: LocaleCode;
  name: string;
  territory: string;
  prefix: string;
  /** Custom field read by the editor: the locale the print editor runs in. */
  editorLocale: string;
}

/** Shopware's fixed id of the system default language (Defaults::LANGUAGE_SYSTEM). */
export const SYSTEM_LANGUAGE_ID = "2fbb5fe2e29a4d70aa5854ce7ce3e20b";
/** Shopware's fixed live version id (Defaults::LIVE_VERSION). */
export const LIVE_VERSION_ID = "0fa91ce3e96a4bc2be4bd9ce752c3425";

export const LANGUAGES: readonly SeedLanguage[] = [
  {
    id: SYSTEM_LANGUAGE_ID,
    localeId: hexId("locale:en-GB"),
    code: "en-GB",
    name: "English",
    territory: "United Kingdom",
    prefix: "",
    editorLocale: "en",
  },
  {
    id: hexId("language:de-DE"),
    localeId: hexId("locale:de-DE"),
    code: "de-DE",
    name: "Deutsch",
    territory: "Deutschland",
    prefix: "de",
    editorLocale: "de",
  },
  {
    id: hexId("language:uk-UA"),
    localeId: hexId("locale:uk-UA"),
    code: "uk-UA",
    name: "Українська",
    territory: "Україна",
    prefix: "uk",
    editorLocale: "uk",
  },
];

export const languageById = (id: string): SeedLanguage | undefined => LANGUAGES.find((l) => l.id === id);

export interface SeedCurrency {
  id: string;
  isoCode: string;
  symbol: string;
  factor: number;
  position: number;
  name: Translated;
  shortName: string;
  decimals: number;
  isSystemDefault: boolean;
}

/** Shopware's fixed id of the system currency (Defaults::CURRENCY, EUR). */
export const SYSTEM_CURRENCY_ID = "b7d2554b0ce847cd82f3ac9bd1c0dfca";

export const CURRENCIES: readonly SeedCurrency[] = [
  {
    id: SYSTEM_CURRENCY_ID,
    isoCode: "EUR",
    symbol: "€",
    factor: 1,
    position: 1,
    shortName: "EUR",
    decimals: 2,
    isSystemDefault: true,
    name: { "en-GB": "Euro", "de-DE": "Euro", "uk-UA": "Євро" },
  },
  {
    id: hexId("currency:USD"),
    isoCode: "USD",
    symbol: "$",
    factor: 1.0823,
    position: 2,
    shortName: "USD",
    decimals: 2,
    isSystemDefault: false,
    name: { "en-GB": "US-Dollar", "de-DE": "US-Dollar", "uk-UA": "Долар США" },
  },
  {
    id: hexId("currency:GBP"),
    isoCode: "GBP",
    symbol: "£",
    factor: 0.8571,
    position: 3,
    shortName: "GBP",
    decimals: 2,
    isSystemDefault: false,
    name: { "en-GB": "Pound", "de-DE": "Pfund", "uk-UA": "Фунт стерлінгів" },
  },
  {
    id: hexId("currency:UAH"),
    isoCode: "UAH",
    symbol: "₴",
    factor: 45.12,
    position: 4,
    shortName: "UAH",
    decimals: 2,
    isSystemDefault: false,
    name: { "en-GB": "Hryvnia", "de-DE": "Hrywnja", "uk-UA": "Гривня" },
  },
];

export const currencyById = (id: string): SeedCurrency | undefined => CURRENCIES.find((c) => c.id === id);

export interface SeedSalutation {
  id: string;
  salutationKey: string;
  displayName: Translated;
  letterName: Translated;
  position: number;
}

export const SALUTATIONS: readonly SeedSalutation[] = [
  {
    id: hexId("salutation:mr"),
    salutationKey: "mr",
    position: 1,
    displayName: { "en-GB": "Mr.", "de-DE": "Herr", "uk-UA": "Пан" },
    letterName: { "en-GB": "Dear Mr.", "de-DE": "Sehr geehrter Herr", "uk-UA": "Шановний пане" },
  },
  {
    id: hexId("salutation:mrs"),
    salutationKey: "mrs",
    position: 2,
    displayName: { "en-GB": "Mrs.", "de-DE": "Frau", "uk-UA": "Пані" },
    letterName: { "en-GB": "Dear Mrs.", "de-DE": "Sehr geehrte Frau", "uk-UA": "Шановна пані" },
  },
  {
    id: hexId("salutation:not_specified"),
    salutationKey: "not_specified",
    position: 3,
    displayName: { "en-GB": "Not specified", "de-DE": "Keine Angabe", "uk-UA": "Не вказано" },
    letterName: { "en-GB": " ", "de-DE": " ", "uk-UA": " " },
  },
];

export interface SeedCountryState {
  id: string;
  shortCode: string;
  name: Translated;
  position: number;
}
export interface SeedCountry {
  id: string;
  iso: string;
  iso3: string;
  name: Translated;
  position: number;
  isEu: boolean;
  taxFree: boolean;
  postalCodeRequired: boolean;
  forceStateInRegistration: boolean;
  states: SeedCountryState[];
}

const state = (country: string, shortCode: string, name: Translated, position: number): SeedCountryState => ({
  id: hexId(`country-state:${country}:${shortCode}`),
  shortCode,
  name,
  position,
});

export const COUNTRIES: readonly SeedCountry[] = [
  {
    id: hexId("country:DE"),
    iso: "DE",
    iso3: "DEU",
    position: 1,
    isEu: true,
    taxFree: false,
    postalCodeRequired: true,
    forceStateInRegistration: false,
    name: { "en-GB": "Germany", "de-DE": "Deutschland", "uk-UA": "Німеччина" },
    states: [
      state("DE", "DE-BE", { "en-GB": "Berlin", "de-DE": "Berlin", "uk-UA": "Берлін" }, 1),
      state("DE", "DE-BY", { "en-GB": "Bavaria", "de-DE": "Bayern", "uk-UA": "Баварія" }, 2),
      state("DE", "DE-HH", { "en-GB": "Hamburg", "de-DE": "Hamburg", "uk-UA": "Гамбург" }, 3),
      state(
        "DE",
        "DE-NW",
        { "en-GB": "North Rhine-Westphalia", "de-DE": "Nordrhein-Westfalen", "uk-UA": "Північний Рейн-Вестфалія" },
        4,
      ),
    ],
  },
  {
    id: hexId("country:GB"),
    iso: "GB",
    iso3: "GBR",
    position: 2,
    isEu: false,
    taxFree: false,
    postalCodeRequired: true,
    forceStateInRegistration: false,
    name: { "en-GB": "United Kingdom", "de-DE": "Vereinigtes Königreich", "uk-UA": "Велика Британія" },
    states: [],
  },
  {
    id: hexId("country:UA"),
    iso: "UA",
    iso3: "UKR",
    position: 3,
    isEu: false,
    taxFree: false,
    postalCodeRequired: true,
    forceStateInRegistration: false,
    name: { "en-GB": "Ukraine", "de-DE": "Ukraine", "uk-UA": "Україна" },
    states: [
      state("UA", "UA-30", { "en-GB": "Kyiv", "de-DE": "Kiew", "uk-UA": "Київ" }, 1),
      state("UA", "UA-46", { "en-GB": "Lviv Oblast", "de-DE": "Oblast Lwiw", "uk-UA": "Львівська область" }, 2),
      state("UA", "UA-51", { "en-GB": "Odesa Oblast", "de-DE": "Oblast Odessa", "uk-UA": "Одеська область" }, 3),
    ],
  },
  {
    id: hexId("country:AT"),
    iso: "AT",
    iso3: "AUT",
    position: 4,
    isEu: true,
    taxFree: false,
    postalCodeRequired: true,
    forceStateInRegistration: false,
    name: { "en-GB": "Austria", "de-DE": "Österreich", "uk-UA": "Австрія" },
    states: [],
  },
  {
    id: hexId("country:US"),
    iso: "US",
    iso3: "USA",
    position: 5,
    isEu: false,
    taxFree: true,
    postalCodeRequired: true,
    forceStateInRegistration: true,
    name: { "en-GB": "United States", "de-DE": "Vereinigte Staaten", "uk-UA": "Сполучені Штати" },
    states: [
      state("US", "US-CA", { "en-GB": "California", "de-DE": "Kalifornien", "uk-UA": "Каліфорнія" }, 1),
      state("US", "US-NY", { "en-GB": "New York", "de-DE": "New York", "uk-UA": "Нью-Йорк" }, 2),
      state("US", "US-TX", { "en-GB": "Texas", "de-DE": "Texas", "uk-UA": "Техас" }, 3),
    ],
  },
];

export const DEFAULT_COUNTRY_ID = hexId("country:DE");

export interface SeedTax {
  id: string;
  taxRate: number;
  name: string;
}
export const TAXES = {
  standard: { id: hexId("tax:19"), taxRate: 19, name: "Standard rate" },
  reduced: { id: hexId("tax:7"), taxRate: 7, name: "Reduced rate" },
} as const satisfies Record<string, SeedTax>;

export interface SeedCustomerGroup {
  id: string;
  name: Translated;
  displayGross: boolean;
  /** A group customers may apply for at registration (requestedGroupId), with its registration page's texts. */
  registration?: {
    title: Translated;
    introduction: Translated;
    seoMetaDescription: Translated;
    onlyCompanyRegistration: boolean;
  };
}
export const CUSTOMER_GROUPS: readonly SeedCustomerGroup[] = [
  {
    id: "cfbd5018d38d41d8adca10d94fc8bdd6",
    displayGross: true, // Shopware's fixed default customer group id
    name: {
      "en-GB": "Standard customer group",
      "de-DE": "Standard-Kundengruppe",
      "uk-UA": "Стандартна група клієнтів",
    },
  },
  {
    id: hexId("customer-group:business"),
    displayGross: false,
    name: { "en-GB": "Business customers", "de-DE": "Geschäftskunden", "uk-UA": "Бізнес-клієнти" },
    registration: {
      title: {
        "en-GB": "Register as a business customer",
        "de-DE": "Als Geschäftskunde registrieren",
        "uk-UA": "Реєстрація бізнес-клієнта",
      },
      introduction: {
        "en-GB": "<p>Business customers see net prices and order with their VAT id.</p>",
        "de-DE": "<p>Geschäftskunden sehen Nettopreise und bestellen mit ihrer USt-IdNr.</p>",
        "uk-UA": "<p>Бізнес-клієнти бачать ціни без ПДВ і замовляють зі своїм податковим номером.</p>",
      },
      seoMetaDescription: {
        "en-GB": "Open a business customer account: net prices for companies.",
        "de-DE": "Geschäftskundenkonto eröffnen: Nettopreise für Unternehmen.",
        "uk-UA": "Відкрийте обліковий запис бізнес-клієнта: ціни без ПДВ для компаній.",
      },
      onlyCompanyRegistration: true,
    },
  },
];
export const DEFAULT_CUSTOMER_GROUP_ID = "cfbd5018d38d41d8adca10d94fc8bdd6";

export const SALES_CHANNEL_ID = hexId("sales-channel:edge-storefront");
export const DEFAULT_ACCESS_KEY = "SWSCEDGESTOREFRONTDEMO01";

/** Shopware's fallback salutation for customers and addresses that name none. */
export const NOT_SPECIFIED_SALUTATION_ID = hexId("salutation:not_specified");
