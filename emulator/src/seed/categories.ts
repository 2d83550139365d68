import { hexId } from "./ids";
import type { Translated } from "./reference";

export type CategoryType = "page" | "link" | "folder";

export interface SeedCategory {
  id: string;
  key: string;
  parentId: string | null;
  type: CategoryType;
  name: Translated;
  /** The path segment of this category in each language; ancestors' segments are prepended. */
  slug: Translated;
  description: Translated | null;
  /** The shop's meta description (SEO); when none is set, the description's text is used. */
  metaDescription: Translated | null;
  cmsPageKey: "home" | "listing" | "footer-page" | null;
  /** For footer pages: the CMS page holding the content. */
  contentKey?: string;
  linkType: "external" | "category" | "product" | "landing_page" | null;
  externalLink: string | null;
  internalLink: string | null;
  linkNewTab: boolean;
  visible: boolean;
  /** Print categories name the editor module and the Printbox product family they start. */
  editorModuleId: string | null;
  productFamilyId: string | null;
  mediaKey: string | null;
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

interface Def {
  key: string;
  type?: CategoryType;
  name: Translated;
  slug?: Translated;
  description?: Translated;
  metaDescription?: Translated;
  cms?: SeedCategory["cmsPageKey"];
  contentKey?: string;
  link?: { type: NonNullable<SeedCategory["linkType"]>; external?: string; internalKey?: string; newTab?: boolean };
  editor?: { module: string; family: string };
  visible?: boolean;
  children?: Def[];
}

const MAIN: Def = {
  key: "home",
  name: t("Home", "Startseite", "Головна"),
  cms: "home",
  metaDescription: t(
    "Photo books, calendars, wall art and phone cases with your photos, designed in your browser and printed in Europe within 48 hours.",
    "Fotobücher, Kalender, Wandbilder und Handyhüllen mit Ihren Fotos, im Browser gestaltet und in Europa innerhalb von 48 Stunden gedruckt.",
    "Фотокниги, календарі, настінний декор і чохли з вашими фото: створюйте в браузері, друкуємо в Європі за 48 годин.",
  ),
  children: [
    {
      key: "photo-books",
      name: t("Photo books", "Fotobücher", "Фотокниги"),
      cms: "listing",
      editor: { module: "photobook", family: "101" },
      description: t(
        "<p>Turn your favourite moments into a book you can hold. Printed on premium paper, bound by hand.</p>",
        "<p>Machen Sie aus Ihren Lieblingsmomenten ein Buch zum Anfassen. Gedruckt auf Premiumpapier, von Hand gebunden.</p>",
        "<p>Перетворіть улюблені моменти на книгу, яку можна тримати в руках. Друк на преміальному папері, ручна палітурка.</p>",
      ),
      children: [
        {
          key: "hardcover",
          name: t("Hardcover", "Hardcover", "Тверда обкладинка"),
          cms: "listing",
          editor: { module: "photobook", family: "101" },
          children: [
            {
              key: "hardcover-classic",
              name: t("Classic", "Klassisch", "Класичні"),
              cms: "listing",
              editor: { module: "photobook", family: "101" },
            },
            {
              key: "hardcover-premium",
              name: t("Premium", "Premium", "Преміум"),
              cms: "listing",
              editor: { module: "photobook", family: "102" },
            },
          ],
        },
        {
          key: "softcover",
          name: t("Softcover", "Softcover", "М'яка обкладинка"),
          cms: "listing",
          editor: { module: "photobook", family: "103" },
        },
        {
          key: "layflat",
          name: t("Layflat", "Layflat", "Лейфлет"),
          cms: "listing",
          editor: { module: "photobook", family: "104" },
        },
      ],
    },
    {
      key: "calendars",
      name: t("Calendars", "Kalender", "Календарі"),
      cms: "listing",
      editor: { module: "calendar", family: "201" },
      description: t(
        "<p>Twelve months of your own photos, on the wall or on the desk.</p>",
        "<p>Zwölf Monate mit Ihren eigenen Fotos, an der Wand oder auf dem Schreibtisch.</p>",
        "<p>Дванадцять місяців з вашими фото — на стіні чи на столі.</p>",
      ),
      children: [
        {
          key: "wall-calendars",
          name: t("Wall calendars", "Wandkalender", "Настінні календарі"),
          cms: "listing",
          editor: { module: "calendar", family: "201" },
        },
        {
          key: "desk-calendars",
          name: t("Desk calendars", "Tischkalender", "Настільні календарі"),
          cms: "listing",
          editor: { module: "calendar", family: "202" },
        },
      ],
    },
    {
      key: "wall-art",
      name: t("Wall art", "Wandbilder", "Настінний декор"),
      cms: "listing",
      editor: { module: "wallart", family: "301" },
      children: [
        {
          key: "canvas",
          name: t("Canvas prints", "Leinwanddrucke", "Друк на полотні"),
          cms: "listing",
          editor: { module: "wallart", family: "301" },
        },
        {
          key: "posters",
          name: t("Posters", "Poster", "Постери"),
          cms: "listing",
          editor: { module: "wallart", family: "302" },
        },
        {
          key: "acrylic",
          name: t("Acrylic glass", "Acrylglas", "Акрил"),
          cms: "listing",
          editor: { module: "wallart", family: "303" },
        },
      ],
    },
    {
      key: "phone-cases",
      name: t("Phone cases", "Handyhüllen", "Чохли для телефонів"),
      cms: "listing",
      editor: { module: "phonecase", family: "401" },
      children: [
        {
          key: "iphone-cases",
          name: t("iPhone", "iPhone", "iPhone"),
          cms: "listing",
          editor: { module: "phonecase", family: "401" },
        },
        {
          key: "samsung-cases",
          name: t("Samsung", "Samsung", "Samsung"),
          cms: "listing",
          editor: { module: "phonecase", family: "402" },
        },
      ],
    },
    {
      key: "software",
      name: t("Software", "Software", "Програми"),
      cms: "listing",
      children: [
        { key: "design-software", name: t("Design software", "Design-Software", "Дизайн-програми"), cms: "listing" },
        { key: "licences", name: t("Licences", "Lizenzen", "Ліцензії"), cms: "listing" },
      ],
    },
    {
      key: "gift-ideas",
      type: "link",
      name: t("Gift ideas", "Geschenkideen", "Ідеї подарунків"),
      link: { type: "landing_page", internalKey: "christmas" },
    },
    {
      key: "blog",
      type: "link",
      name: t("Blog", "Blog", "Блог"),
      link: { type: "external", external: "https://blog.example.com/", newTab: true },
    },
  ],
};

const FOOTER: Def = {
  key: "footer",
  type: "folder",
  name: t("Footer", "Footer", "Футер"),
  children: [
    {
      key: "information",
      type: "folder",
      name: t("Information", "Informationen", "Інформація"),
      children: [
        { key: "about-us", name: t("About us", "Über uns", "Про нас"), cms: "footer-page", contentKey: "about-us" },
        {
          key: "shipping-payment",
          name: t("Shipping and payment", "Versand und Zahlung", "Доставка та оплата"),
          cms: "footer-page",
          contentKey: "shipping-payment",
        },
        {
          key: "privacy",
          type: "link",
          name: t("Privacy policy", "Datenschutz", "Політика конфіденційності"),
          link: { type: "external", external: "/information/privacy-policy/" },
        },
        { key: "imprint", name: t("Imprint", "Impressum", "Вихідні дані"), cms: "footer-page", contentKey: "imprint" },
      ],
    },
    {
      key: "service",
      type: "folder",
      name: t("Customer service", "Kundenservice", "Обслуговування клієнтів"),
      children: [
        { key: "contact", name: t("Contact", "Kontakt", "Контакти"), cms: "footer-page", contentKey: "contact" },
        {
          key: "newsletter",
          name: t("Newsletter", "Newsletter", "Розсилка"),
          cms: "footer-page",
          contentKey: "newsletter",
        },
        { key: "faq", name: t("FAQ", "FAQ", "Часті питання"), cms: "footer-page", contentKey: "faq" },
      ],
    },
  ],
};

/**
 * The sales channel's service navigation (Shopware's service menu, shown by the storefront when
 * `pwa.serviceNavigation` is on): links to pages of the footer, so it adds no pages of its own.
 */
const SERVICE: Def = {
  key: "service-menu",
  type: "folder",
  name: t("Service", "Service", "Сервіс"),
  children: [
    {
      key: "service-contact",
      type: "link",
      name: t("Contact", "Kontakt", "Контакти"),
      link: { type: "category", internalKey: "contact" },
    },
    {
      key: "service-shipping",
      type: "link",
      name: t("Shipping and payment", "Versand und Zahlung", "Доставка та оплата"),
      link: { type: "category", internalKey: "shipping-payment" },
    },
    {
      key: "service-imprint",
      type: "link",
      name: t("Imprint", "Impressum", "Вихідні дані"),
      link: { type: "category", internalKey: "imprint" },
    },
  ],
};

export const categoryId = (key: string): string => hexId(`category:${key}`);

/** The id a link category points to within the shop: another category's, or a landing page's. */
function internalLinkId(link: Def["link"]): string | null {
  if (!link?.internalKey) return null;
  return link.type === "category" ? categoryId(link.internalKey) : hexId(`landing-page:${link.internalKey}`);
}

function flatten(def: Def, parentId: string | null, out: SeedCategory[]): SeedCategory[] {
  const id = categoryId(def.key);
  out.push({
    id,
    key: def.key,
    parentId,
    type: def.type ?? "page",
    name: def.name,
    slug: def.slug ?? def.name,
    description: def.description ?? null,
    metaDescription: def.metaDescription ?? null,
    cmsPageKey: def.cms ?? null,
    ...(def.contentKey ? { contentKey: def.contentKey } : {}),
    linkType: def.link?.type ?? null,
    externalLink: def.link?.external ?? null,
    internalLink: internalLinkId(def.link),
    linkNewTab: def.link?.newTab ?? false,
    visible: def.visible ?? true,
    editorModuleId: def.editor?.module ?? null,
    productFamilyId: def.editor?.family ?? null,
    mediaKey: def.cms === "listing" && parentId === categoryId("home") ? `category:${def.key}` : null,
  });
  for (const child of def.children ?? []) flatten(child, id, out);
  return out;
}

export const CATEGORIES: readonly SeedCategory[] = [
  ...flatten(MAIN, null, []),
  ...flatten(FOOTER, null, []),
  ...flatten(SERVICE, null, []),
];
export const ROOT_CATEGORY_ID = categoryId("home");
export const FOOTER_CATEGORY_ID = categoryId("footer");
export const SERVICE_CATEGORY_ID = categoryId("service-menu");

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));
export const categoryById = (id: string): SeedCategory | undefined => byId.get(id);

export const childrenOf = (id: string): SeedCategory[] => CATEGORIES.filter((c) => c.parentId === id);

/** Ancestor ids from the root down to (not including) the category itself. */
export function ancestorIds(id: string): string[] {
  const out: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current) {
    out.unshift(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return out;
}

/** Leaf categories that hold products, in a stable order. */
export const PRODUCT_LEAVES = [
  "hardcover-classic",
  "hardcover-premium",
  "softcover",
  "layflat",
  "wall-calendars",
  "desk-calendars",
  "canvas",
  "posters",
  "acrylic",
  "iphone-cases",
  "samsung-cases",
  "design-software",
  "licences",
] as const;
export type ProductLeaf = (typeof PRODUCT_LEAVES)[number];
