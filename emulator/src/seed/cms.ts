import { categoryId } from "./categories";
import { hexId } from "./ids";
import { namedMedia, type SeedMedia } from "./media";
import type { Translated } from "./reference";

/** A slot's config value: static text may be translated, mapped values name an entity field. */
export type SeedConfigValue =
  | { source: "static"; value: string | number | boolean | null | string[] | Translated | SeedSliderItem[] }
  | { source: "mapped"; value: string }
  | { source: "default"; value: null };

/** An image-slider item as the administration stores it: a media id and an optional link. */
export interface SeedSliderItem {
  mediaId: string;
  url: string | null;
  newTab: boolean;
}

export interface SeedSlot {
  id: string;
  type: string;
  slot: string;
  config: Record<string, SeedConfigValue>;
  /** Product sliders name a list of SLIDER_PRODUCTS; the catalogue turns it into product ids. */
  sliderKey?: string;
}

export interface SeedVisibility {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}
export interface SeedBlock {
  id: string;
  type: string;
  name: string | null;
  sectionPosition: "main" | "sidebar";
  margin: { top: string; bottom: string; left: string; right: string };
  backgroundColor: string | null;
  backgroundMediaId: string | null;
  cssClass: string | null;
  visibility: SeedVisibility;
  slots: SeedSlot[];
}
export interface SeedSection {
  id: string;
  type: "default" | "sidebar";
  name: string | null;
  sizingMode: "boxed" | "full_width";
  mobileBehavior: "wrap" | "hidden";
  backgroundColor: string | null;
  backgroundMediaId: string | null;
  backgroundMediaMode: "cover" | "contain" | "auto";
  cssClass: string | null;
  visibility: SeedVisibility;
  blocks: SeedBlock[];
}
export interface SeedCmsPage {
  id: string;
  key: string;
  name: string;
  type: "page" | "landingpage" | "product_list" | "product_detail";
  sections: SeedSection[];
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });
const ALL: SeedVisibility = { mobile: true, tablet: true, desktop: true };
const MARGIN = { top: "20px", bottom: "20px", left: "20px", right: "20px" };

/** Images used by CMS pages, drawn like every other demo image. */
export const CMS_MEDIA: readonly SeedMedia[] = [
  namedMedia("home-hero", "Photo books on a wooden table", "banner", 28),
  namedMedia("teaser-photo-books", "Photo books", "book", 200, 800, 600),
  namedMedia("teaser-calendars", "Calendars", "calendar", 130, 800, 600),
  namedMedia("teaser-wall-art", "Wall art", "frame", 330, 800, 600),
  namedMedia("made-in-europe", "Our print shop", "banner", 95, 1200, 800),
  namedMedia("christmas-hero", "Gifts under the tree", "banner", 355),
  namedMedia("christmas-cards", "Cards and calendars", "calendar", 8, 800, 600),
  namedMedia("christmas-canvas", "A canvas as a gift", "frame", 160, 800, 600),
];
const media = (key: string) => hexId(`media:${key}`);

let counter = 0;
function slot(
  pageKey: string,
  type: string,
  slotName: string,
  config: Record<string, SeedConfigValue>,
  sliderKey?: string,
): SeedSlot {
  return {
    id: hexId(`cms-slot:${pageKey}:${counter++}`),
    type,
    slot: slotName,
    config,
    ...(sliderKey ? { sliderKey } : {}),
  };
}
function block(
  pageKey: string,
  type: string,
  slots: SeedSlot[],
  extra: Partial<Omit<SeedBlock, "id" | "type" | "slots">> = {},
): SeedBlock {
  return {
    id: hexId(`cms-block:${pageKey}:${counter++}`),
    type,
    name: null,
    sectionPosition: "main",
    margin: MARGIN,
    backgroundColor: null,
    backgroundMediaId: null,
    cssClass: null,
    visibility: ALL,
    ...extra,
    slots,
  };
}
function section(
  pageKey: string,
  blocks: SeedBlock[],
  extra: Partial<Omit<SeedSection, "id" | "blocks">> = {},
): SeedSection {
  return {
    id: hexId(`cms-section:${pageKey}:${counter++}`),
    type: "default",
    name: null,
    sizingMode: "boxed",
    mobileBehavior: "wrap",
    backgroundColor: null,
    backgroundMediaId: null,
    backgroundMediaMode: "cover",
    cssClass: null,
    visibility: ALL,
    ...extra,
    blocks,
  };
}
const text = (content: Translated): Record<string, SeedConfigValue> => ({
  content: { source: "static", value: content },
  verticalAlign: { source: "static", value: null },
});
const image = (
  mediaKey: string,
  link: string | null,
  displayMode = "cover",
  minHeight = "320px",
): Record<string, SeedConfigValue> => ({
  media: { source: "static", value: media(mediaKey) },
  displayMode: { source: "static", value: displayMode },
  url: { source: "static", value: link },
  newTab: { source: "static", value: false },
  minHeight: { source: "static", value: minHeight },
  verticalAlign: { source: "static", value: null },
});
const productSlider = (ids: string[], title: Translated): Record<string, SeedConfigValue> => ({
  title: { source: "static", value: title },
  products: { source: "static", value: ids },
  displayMode: { source: "static", value: "standard" },
  boxLayout: { source: "static", value: "standard" },
  elMinWidth: { source: "static", value: "240px" },
  navigation: { source: "static", value: true },
  rotate: { source: "static", value: false },
});

/** Products a slider shows, as "leaf:n" (the n-th product of that category), resolved by the catalogue. */
export const SLIDER_PRODUCTS: Record<string, readonly string[]> = {
  home: [
    "hardcover-classic:0",
    "wall-calendars:0",
    "canvas:1",
    "iphone-cases:0",
    "hardcover-premium:0",
    "posters:1",
    "licences:2",
  ],
  christmas: ["desk-calendars:0", "acrylic:0", "softcover:1", "samsung-cases:0", "wall-calendars:2"],
  // Product boxes show one product each.
  "christmas-box-1": ["hardcover-premium:1"],
  "christmas-box-2": ["posters:0"],
  "christmas-box-3": ["licences:0"],
};

function homePage(): SeedCmsPage {
  const k = "home";
  return {
    id: hexId("cms-page:home"),
    key: k,
    name: "Home",
    type: "page",
    sections: [
      section(
        k,
        [
          block(
            k,
            "image-cover",
            [
              slot(
                k,
                "image",
                "image",
                image("home-hero", `/navigation/${categoryId("photo-books")}`, "cover", "420px"),
              ),
            ],
            {
              margin: { top: "0", bottom: "0", left: "0", right: "0" },
            },
          ),
        ],
        { sizingMode: "full_width", name: "Hero" },
      ),
      section(
        k,
        [
          block(k, "text-hero", [
            slot(
              k,
              "text",
              "content",
              text(
                t(
                  '<h1 style="text-align: center;">Print what you love</h1><p style="text-align: center;">Photo books, calendars and wall art, designed in your browser and printed in Europe within 48 hours.</p>',
                  '<h1 style="text-align: center;">Drucken, was Sie lieben</h1><p style="text-align: center;">Fotobücher, Kalender und Wandbilder, im Browser gestaltet und in Europa innerhalb von 48 Stunden gedruckt.</p>',
                  '<h1 style="text-align: center;">Друкуйте те, що любите</h1><p style="text-align: center;">Фотокниги, календарі та настінний декор: створюйте в браузері, друкуємо в Європі за 48 годин.</p>',
                ),
              ),
            ),
          ]),
          block(k, "image-three-column", [
            slot(
              k,
              "image",
              "left",
              image("teaser-photo-books", `/navigation/${categoryId("photo-books")}`, "cover", "240px"),
            ),
            slot(
              k,
              "image",
              "center",
              image("teaser-calendars", `/navigation/${categoryId("calendars")}`, "cover", "240px"),
            ),
            slot(
              k,
              "image",
              "right",
              image("teaser-wall-art", `/navigation/${categoryId("wall-art")}`, "cover", "240px"),
            ),
          ]),
          block(k, "text-three-column", [
            slot(
              k,
              "text",
              "left",
              text(
                t(
                  "<h2>Photo books</h2><p>From 26 to 120 pages, soft or hard cover.</p>",
                  "<h2>Fotobücher</h2><p>Von 26 bis 120 Seiten, Soft- oder Hardcover.</p>",
                  "<h2>Фотокниги</h2><p>Від 26 до 120 сторінок, м'яка чи тверда обкладинка.</p>",
                ),
              ),
            ),
            slot(
              k,
              "text",
              "center",
              text(
                t(
                  "<h2>Calendars</h2><p>Start any month, with your own holidays.</p>",
                  "<h2>Kalender</h2><p>Beginn in jedem Monat, mit eigenen Feiertagen.</p>",
                  "<h2>Календарі</h2><p>Почніть з будь-якого місяця, зі своїми святами.</p>",
                ),
              ),
            ),
            slot(
              k,
              "text",
              "right",
              text(
                t(
                  "<h2>Wall art</h2><p>Canvas, acrylic and posters up to 60 × 90 cm.</p>",
                  "<h2>Wandbilder</h2><p>Leinwand, Acryl und Poster bis 60 × 90 cm.</p>",
                  "<h2>Настінний декор</h2><p>Полотно, акрил і постери до 60 × 90 см.</p>",
                ),
              ),
            ),
          ]),
          block(k, "product-slider", [
            slot(
              k,
              "product-slider",
              "productSlider",
              productSlider([], t("Bestsellers", "Bestseller", "Бестселери")),
              "home",
            ),
          ]),
        ],
        { name: "Introduction" },
      ),
      section(
        k,
        [
          block(k, "image-text", [
            slot(k, "image", "left", image("made-in-europe", null, "cover", "300px")),
            slot(
              k,
              "text",
              "right",
              text(
                t(
                  '<h2>Made in Europe</h2><p>We print every order in our own shop in Hamburg, on FSC-certified paper, and ship it climate-neutral.</p><p><a href="/information/privacy-policy/">How we handle your photos</a></p>',
                  '<h2>Hergestellt in Europa</h2><p>Wir drucken jede Bestellung in unserer eigenen Druckerei in Hamburg auf FSC-zertifiziertem Papier und versenden klimaneutral.</p><p><a href="/de/information/privacy-policy/">Wie wir mit Ihren Fotos umgehen</a></p>',
                  '<h2>Зроблено в Європі</h2><p>Ми друкуємо кожне замовлення у власній друкарні в Гамбурзі на папері з сертифікатом FSC і відправляємо кліматично нейтрально.</p><p><a href="/uk/information/privacy-policy/">Як ми поводимося з вашими фото</a></p>',
                ),
              ),
            ),
          ]),
        ],
        { name: "About", backgroundColor: "#f4f1ec" },
      ),
    ],
  };
}

function listingPage(): SeedCmsPage {
  const k = "listing";
  return {
    id: hexId("cms-page:listing"),
    key: k,
    name: "Default listing layout",
    type: "product_list",
    sections: [
      section(
        k,
        [
          block(k, "category-navigation", [slot(k, "category-navigation", "content", {})], {
            sectionPosition: "sidebar",
          }),
          block(k, "sidebar-filter", [slot(k, "sidebar-filter", "content", {})], { sectionPosition: "sidebar" }),
          block(k, "text", [
            slot(k, "text", "content", {
              content: { source: "mapped", value: "category.description" },
              verticalAlign: { source: "static", value: null },
            }),
          ]),
          block(k, "product-listing", [
            slot(k, "product-listing", "content", {
              boxLayout: { source: "static", value: "standard" },
              showSorting: { source: "static", value: true },
              useCustomSorting: { source: "static", value: false },
              availableSortings: { source: "static", value: [] },
              defaultSorting: { source: "static", value: "" },
              filters: {
                source: "static",
                value: "manufacturer-filter,rating-filter,price-filter,shipping-free-filter,property-filter",
              },
              propertyWhitelist: { source: "static", value: [] },
            }),
          ]),
        ],
        { type: "sidebar", name: "Listing" },
      ),
    ],
  };
}

/**
 * A product page layout. The default one ends with a cross-selling element; the compact one has none,
 * which a shop manager may well build: the storefront still shows the product's cross-selling groups
 * there, as Shopware's default product page does (issue 28).
 */
function productDetailPage(
  k = "product-detail",
  name = "Default product page layout",
  crossSelling = true,
): SeedCmsPage {
  return {
    id: hexId(`cms-page:${k}`),
    key: k,
    name,
    type: "product_detail",
    sections: [
      section(
        k,
        [
          block(k, "product-heading", [
            slot(k, "product-name", "left", { content: { source: "mapped", value: "product.name" } }),
            slot(k, "manufacturer-logo", "right", {
              media: { source: "mapped", value: "product.manufacturer.media" },
              displayMode: { source: "static", value: "cover" },
            }),
          ]),
          block(k, "gallery-buybox", [
            slot(k, "image-gallery", "left", {
              sliderItems: { source: "mapped", value: "product.media" },
              navigationArrows: { source: "static", value: "inside" },
              galleryPosition: { source: "static", value: "left" },
              displayMode: { source: "static", value: "standard" },
              minHeight: { source: "static", value: "430px" },
            }),
            slot(k, "buy-box", "right", { product: { source: "default", value: null } }),
          ]),
          block(k, "product-description-reviews", [
            slot(k, "product-description-reviews", "content", { product: { source: "default", value: null } }),
          ]),
          ...(crossSelling
            ? [
                block(k, "cross-selling", [
                  slot(k, "cross-selling", "content", {
                    product: { source: "default", value: null },
                    displayMode: { source: "static", value: "standard" },
                    boxLayout: { source: "static", value: "standard" },
                    elMinWidth: { source: "static", value: "300px" },
                  }),
                ]),
              ]
            : []),
        ],
        { name: "Product" },
      ),
    ],
  };
}

const productBox = (): Record<string, SeedConfigValue> => ({
  product: { source: "static", value: null },
  boxLayout: { source: "static", value: "standard" },
  displayMode: { source: "static", value: "standard" },
  verticalAlign: { source: "static", value: null },
});

function christmasPage(): SeedCmsPage {
  const k = "christmas";
  return {
    id: hexId("cms-page:christmas"),
    key: k,
    name: "Christmas gifts",
    type: "landingpage",
    sections: [
      section(
        k,
        [
          block(k, "image-cover", [slot(k, "image", "image", image("christmas-hero", null, "cover", "380px"))], {
            margin: { top: "0", bottom: "0", left: "0", right: "0" },
          }),
        ],
        {
          sizingMode: "full_width",
        },
      ),
      section(k, [
        block(k, "text-hero", [
          slot(
            k,
            "text",
            "content",
            text(
              t(
                "<h1>Christmas gifts</h1><p>Order by 18 December for delivery before Christmas Eve.</p>",
                "<h1>Weihnachtsgeschenke</h1><p>Bestellen Sie bis zum 18. Dezember für die Lieferung vor Heiligabend.</p>",
                "<h1>Різдвяні подарунки</h1><p>Замовляйте до 18 грудня, щоб отримати до Святвечора.</p>",
              ),
            ),
          ),
        ]),
        block(k, "product-slider", [
          slot(
            k,
            "product-slider",
            "productSlider",
            productSlider([], t("Gift ideas", "Geschenkideen", "Ідеї подарунків")),
            "christmas",
          ),
        ]),
        block(k, "image-two-column", [
          slot(
            k,
            "image",
            "left",
            image("christmas-cards", `/navigation/${categoryId("calendars")}`, "cover", "260px"),
          ),
          slot(k, "image", "right", image("christmas-canvas", `/navigation/${categoryId("canvas")}`, "cover", "260px")),
        ]),
        block(k, "image-slider", [
          slot(k, "image-slider", "imageSlider", {
            sliderItems: {
              source: "static",
              value: [
                { mediaId: media("christmas-cards"), url: `/navigation/${categoryId("calendars")}`, newTab: false },
                { mediaId: media("christmas-canvas"), url: `/navigation/${categoryId("canvas")}`, newTab: false },
                { mediaId: media("teaser-photo-books"), url: "https://www.example.com/gift-guide", newTab: true },
              ],
            },
            navigationArrows: { source: "static", value: "outside" },
            navigationDots: { source: "static", value: "inside" },
            displayMode: { source: "static", value: "standard" },
            minHeight: { source: "static", value: "300px" },
            autoSlide: { source: "static", value: false },
            speed: { source: "static", value: 300 },
          }),
        ]),
        block(k, "product-three-column", [
          slot(k, "product-box", "left", productBox(), "christmas-box-1"),
          slot(k, "product-box", "center", productBox(), "christmas-box-2"),
          slot(k, "product-box", "right", productBox(), "christmas-box-3"),
        ]),
      ]),
      section(
        k,
        [
          block(k, "youtube-video", [
            slot(k, "youtube-video", "video", {
              videoID: { source: "static", value: "dQw4w9WgXcQ" },
              autoPlay: { source: "static", value: false },
              loop: { source: "static", value: false },
              showControls: { source: "static", value: true },
              start: { source: "static", value: null },
              end: { source: "static", value: null },
              displayMode: { source: "static", value: "standard" },
              advancedPrivacyMode: { source: "static", value: true },
              needsConfirmation: { source: "static", value: true },
              previewMedia: { source: "static", value: media("christmas-hero") },
            }),
          ]),
          block(k, "vimeo-video", [
            slot(k, "vimeo-video", "video", {
              videoID: { source: "static", value: "76979871" },
              autoplay: { source: "static", value: false },
              byLine: { source: "static", value: false },
              color: { source: "static", value: "#2b6cb0" },
              doNotTrack: { source: "static", value: true },
              loop: { source: "static", value: false },
              mute: { source: "static", value: false },
              title: { source: "static", value: true },
              portrait: { source: "static", value: false },
              controls: { source: "static", value: true },
              needsConfirmation: { source: "static", value: true },
              previewMedia: { source: "static", value: media("christmas-canvas") },
            }),
          ]),
          block(k, "html", [
            slot(k, "html", "content", {
              content: {
                source: "static",
                value: t(
                  '<div class="gift-note"><h2>Gift wrapping</h2><p>Every Christmas order ships in recycled gift paper, free of charge.</p><script>alert("not for shoppers")</script></div>',
                  '<div class="gift-note"><h2>Geschenkverpackung</h2><p>Jede Weihnachtsbestellung kommt kostenlos in recyceltem Geschenkpapier.</p><script>alert("not for shoppers")</script></div>',
                  '<div class="gift-note"><h2>Подарункове пакування</h2><p>Кожне різдвяне замовлення безкоштовно пакуємо в перероблений подарунковий папір.</p><script>alert("not for shoppers")</script></div>',
                ),
              },
            }),
          ]),
        ],
        { name: "Videos and notes" },
      ),
    ],
  };
}

const FOOTER_TEXT: Record<string, Translated> = {
  "about-us": t(
    "<h1>About us</h1><p>Edge Print Shop started in 2019 as a two-person studio in Hamburg. Today a team of 40 prints photo books, calendars and wall art for customers all over Europe.</p>",
    "<h1>Über uns</h1><p>Edge Print Shop begann 2019 als Zwei-Personen-Studio in Hamburg. Heute druckt ein Team von 40 Menschen Fotobücher, Kalender und Wandbilder für Kundinnen und Kunden in ganz Europa.</p>",
    "<h1>Про нас</h1><p>Edge Print Shop почався у 2019 році як студія з двох людей у Гамбурзі. Сьогодні команда з 40 осіб друкує фотокниги, календарі та декор для клієнтів з усієї Європи.</p>",
  ),
  "shipping-payment": t(
    "<h1>Shipping and payment</h1><p>Standard delivery takes 2–4 working days and is free from € 75. Express delivers the next working day. Pay by invoice, in advance, by card or with PayPal.</p>",
    "<h1>Versand und Zahlung</h1><p>Der Standardversand dauert 2–4 Werktage und ist ab 75 € kostenlos. Express liefert am nächsten Werktag. Zahlen Sie auf Rechnung, per Vorkasse, mit Karte oder PayPal.</p>",
    "<h1>Доставка та оплата</h1><p>Стандартна доставка триває 2–4 робочі дні й безкоштовна від 75 €. Експрес доставляє наступного робочого дня. Оплата за рахунком, передоплатою, карткою або PayPal.</p>",
  ),
  imprint: t(
    "<h1>Imprint</h1><p>Edge Print Shop GmbH<br>Hafenstraße 12<br>20457 Hamburg<br>Register court Hamburg, HRB 123456</p>",
    "<h1>Impressum</h1><p>Edge Print Shop GmbH<br>Hafenstraße 12<br>20457 Hamburg<br>Registergericht Hamburg, HRB 123456</p>",
    "<h1>Вихідні дані</h1><p>Edge Print Shop GmbH<br>Hafenstraße 12<br>20457 Hamburg<br>Реєстраційний суд Гамбурга, HRB 123456</p>",
  ),
  contact: t(
    "<h1>Contact</h1><p>Questions about an order or a project? Write to us and we answer within one working day.</p>",
    "<h1>Kontakt</h1><p>Fragen zu einer Bestellung oder einem Projekt? Schreiben Sie uns, wir antworten innerhalb eines Werktags.</p>",
    "<h1>Контакти</h1><p>Питання щодо замовлення чи проєкту? Напишіть нам, ми відповімо протягом одного робочого дня.</p>",
  ),
  newsletter: t(
    "<h1>Newsletter</h1><p>New products and seasonal offers, about twice a month.</p>",
    "<h1>Newsletter</h1><p>Neue Produkte und saisonale Angebote, etwa zweimal im Monat.</p>",
    "<h1>Розсилка</h1><p>Нові товари та сезонні пропозиції, приблизно двічі на місяць.</p>",
  ),
  faq: t(
    "<h1>FAQ</h1><h2>Can I edit a project after ordering?</h2><p>No, but you can duplicate it and order the copy.</p><h2>Which file formats can I upload?</h2><p>JPEG, PNG and HEIC up to 50 MB each.</p>",
    "<h1>FAQ</h1><h2>Kann ich ein Projekt nach der Bestellung ändern?</h2><p>Nein, aber Sie können es kopieren und die Kopie bestellen.</p><h2>Welche Dateiformate kann ich hochladen?</h2><p>JPEG, PNG und HEIC bis je 50 MB.</p>",
    "<h1>Часті питання</h1><h2>Чи можна змінити проєкт після замовлення?</h2><p>Ні, але можна створити копію та замовити її.</p><h2>Які формати файлів підтримуються?</h2><p>JPEG, PNG і HEIC до 50 МБ кожен.</p>",
  ),
};

function footerPage(contentKey: string): SeedCmsPage {
  const k = `footer:${contentKey}`;
  const content = FOOTER_TEXT[contentKey];
  if (!content) throw new Error(`no footer text for ${contentKey}`);
  const blocks = [block(k, "text", [slot(k, "text", "content", text(content))])];
  if (contentKey === "contact" || contentKey === "newsletter") {
    blocks.push(
      block(k, "form", [
        slot(k, "form", "content", {
          type: { source: "static", value: contentKey },
          title: {
            source: "static",
            value:
              contentKey === "contact"
                ? t("Send us a message", "Schreiben Sie uns", "Напишіть нам")
                : t("Subscribe", "Abonnieren", "Підписатися"),
          },
          mailReceiver: { source: "static", value: ["service@edge-print.example"] },
          confirmationText: { source: "static", value: null },
        }),
      ]),
    );
  }
  return { id: hexId(`cms-page:${k}`), key: k, name: contentKey, type: "page", sections: [section(k, blocks)] };
}

/**
 * The demo shop's own privacy policy, a landing page's layout: what an operator publishes in the shop's
 * administration and names in the storefront's configuration (`privacyPolicyPage`), so that the
 * storefront's privacy policy page shows it instead of its built-in text (the settings' `privacyPolicyPage`).
 */
function privacyPage(): SeedCmsPage {
  const k = "privacy";
  const content = t(
    "<h2>Privacy at Edge Print Shop</h2><p>This is the demo shop's own privacy policy, published in the shop's administration. Edge Print Shop GmbH, Hafenstraße 12, 20457 Hamburg, processes your data only to print and deliver your orders.</p><h3>Your photos</h3><p>Photos you upload are deleted 90 days after your order has shipped.</p>",
    "<h2>Datenschutz bei Edge Print Shop</h2><p>Dies ist die eigene Datenschutzerklärung des Demo-Shops, veröffentlicht in der Administration des Shops. Die Edge Print Shop GmbH, Hafenstraße 12, 20457 Hamburg, verarbeitet Ihre Daten nur, um Ihre Bestellungen zu drucken und zu liefern.</p><h3>Ihre Fotos</h3><p>Hochgeladene Fotos werden 90 Tage nach dem Versand Ihrer Bestellung gelöscht.</p>",
    "<h2>Конфіденційність в Edge Print Shop</h2><p>Це власна політика конфіденційності демо-магазину, опублікована в адмініструванні магазину. Edge Print Shop GmbH, Hafenstraße 12, 20457 Hamburg, обробляє ваші дані лише для друку та доставки ваших замовлень.</p><h3>Ваші фото</h3><p>Завантажені фото видаляються через 90 днів після відправлення замовлення.</p>",
  );
  return {
    id: hexId(`cms-page:${k}`),
    key: k,
    name: "Privacy policy",
    type: "landingpage",
    sections: [section(k, [block(k, "text", [slot(k, "text", "content", text(content))])])],
  };
}

export const CMS_PAGES: readonly SeedCmsPage[] = [
  homePage(),
  listingPage(),
  productDetailPage(),
  productDetailPage("product-detail-compact", "Compact product page layout", false),
  christmasPage(),
  ...Object.keys(FOOTER_TEXT).map(footerPage),
  privacyPage(),
];

export const cmsPageByKey = (key: string): SeedCmsPage | undefined => CMS_PAGES.find((p) => p.key === key);

/**
 * Products whose page is not the default layout: Vectorly has no layout at all (Shopware's default
 * product page), the 30 × 30 cm poster the compact layout without a cross-selling element.
 */
const PRODUCT_LAYOUTS: Readonly<Record<string, string | null>> = {
  ES10055: null,
  ES10035: "product-detail-compact",
};

/** The layout of a product's page (its cmsPageId), or null for none. */
export function productLayoutOf(product: { productNumber: string }): SeedCmsPage | null {
  const key = Object.hasOwn(PRODUCT_LAYOUTS, product.productNumber)
    ? PRODUCT_LAYOUTS[product.productNumber]
    : "product-detail";
  return key ? (cmsPageByKey(key) ?? null) : null;
}

export interface SeedLandingPage {
  id: string;
  key: string;
  name: Translated;
  slug: Translated;
  cmsPageKey: string;
  metaTitle: Translated;
  metaDescription: Translated;
}
/** The demo's privacy policy (the settings' `privacyPolicyPage: "demo"` names it in the site configuration). */
export const PRIVACY_LANDING_PAGE_ID = hexId("landing-page:privacy");
export const LANDING_PAGES: readonly SeedLandingPage[] = [
  {
    id: hexId("landing-page:christmas"),
    key: "christmas",
    cmsPageKey: "christmas",
    name: t("Christmas gifts", "Weihnachtsgeschenke", "Різдвяні подарунки"),
    slug: t("Christmas gifts", "Weihnachtsgeschenke", "Різдвяні подарунки"),
    metaTitle: t(
      "Christmas gifts with your photos",
      "Weihnachtsgeschenke mit Ihren Fotos",
      "Різдвяні подарунки з вашими фото",
    ),
    metaDescription: t(
      "Personal gifts: photo books, calendars and wall art.",
      "Persönliche Geschenke: Fotobücher, Kalender und Wandbilder.",
      "Особисті подарунки: фотокниги, календарі й декор.",
    ),
  },
  {
    id: PRIVACY_LANDING_PAGE_ID,
    key: "privacy",
    cmsPageKey: "privacy",
    name: t("Privacy policy", "Datenschutzerklärung", "Політика конфіденційності"),
    slug: t("Data protection", "Datenschutz", "Захист даних"),
    metaTitle: t("Privacy policy", "Datenschutzerklärung", "Політика конфіденційності"),
    metaDescription: t(
      "How Edge Print Shop handles your data.",
      "Wie Edge Print Shop mit Ihren Daten umgeht.",
      "Як Edge Print Shop обробляє ваші дані.",
    ),
  },
];
