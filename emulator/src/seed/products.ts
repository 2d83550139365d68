import { ancestorIds, categoryId, type ProductLeaf, PRODUCT_LEAVES } from "./categories";
import { awaitingRestock, restockTimeOf } from "./delivery-times";
import { hexId, seededRandom } from "./ids";
import { manufacturerId } from "./manufacturers";
import { propertyOptionById, propertyOptionId } from "./properties";
import { LOCALES, TAXES, type LocaleCode, type Translated } from "./reference";

export type ProductType = "pbx_product" | "sw_product";

export interface SeedReview {
  id: string;
  title: string;
  content: string;
  points: number;
  languageCode: LocaleCode;
  externalUser: string;
  createdAt: string;
}

export interface SeedPriceTier {
  quantityStart: number;
  quantityEnd: number | null;
  gross: number;
}

export interface SeedProduct {
  id: string;
  index: number;
  productNumber: string;
  leaf: ProductLeaf;
  productType: ProductType;
  /** Shopware's product type: digital (downloaded, no shipping) or physical. */
  digital: boolean;
  /** A variant's parent and options (seed/variants); absent on products without variants and on parents. */
  parentId?: string;
  optionIds?: string[];
  name: Translated;
  description: Translated;
  metaTitle: Translated;
  metaDescription: Translated;
  manufacturerId: string;
  categoryIds: string[];
  /** categoryIds plus every ancestor: what a listing of a parent category filters on. */
  categoryTree: string[];
  propertyIds: string[];
  taxId: string;
  taxRate: number;
  /** Gross price in the system currency (EUR). */
  gross: number;
  listGross: number | null;
  tiers: SeedPriceTier[];
  stock: number;
  isCloseout: boolean;
  shippingFree: boolean;
  minPurchase: number;
  maxPurchase: number;
  purchaseSteps: number;
  mediaIds: string[];
  reviews: SeedReview[];
  ratingAverage: number | null;
  sales: number;
  isNew: boolean;
  createdAt: string;
  releaseDate: string;
  pbx: null | {
    moduleId: string;
    productFamilyId: string;
    quantityEditableInCart: boolean;
    allowMultiplePsp: boolean;
    quantitySteps: number[];
  };
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

interface Variant {
  label: Translated;
  options: [string, string][];
  factor: number;
  /** Purchase rules other than one at a time (minimum, maximum, steps), for a cart's quantity rules. */
  purchase?: { min: number; max: number; step: number };
}
interface Template {
  base: Translated;
  manufacturer: string;
  tax: keyof typeof TAXES;
  price: number;
  productType: ProductType;
  pbx?: { module: string; family: string; editable: boolean; multiple: boolean; steps: number[] };
  /** Name and description of the item: "{base} {variant}". */
  pitch: Translated;
  shared: [string, string][];
  variants: Variant[];
  shippingFree?: boolean;
  tiers?: boolean;
}

/** A variant named after a property option, so names and filters agree. */
const byOption = (groupKey: string, optionKey: string, factor: number, extra: [string, string][] = []): Variant => {
  const option = propertyOptionById(propertyOptionId(groupKey, optionKey));
  if (!option) throw new Error(`unknown property option ${groupKey}:${optionKey}`);
  return { label: option.name, options: [[groupKey, optionKey], ...extra], factor };
};
const named = (
  label: Translated,
  factor: number,
  options: [string, string][] = [],
  purchase?: Variant["purchase"],
): Variant => ({
  label,
  options,
  factor,
  ...(purchase ? { purchase } : {}),
});

const TEMPLATES: Record<ProductLeaf, Template> = {
  "hardcover-classic": {
    base: t("Classic hardcover photo book", "Klassisches Hardcover-Fotobuch", "Класична фотокнига"),
    manufacturer: "printbox-studio",
    tax: "reduced",
    price: 29.95,
    productType: "pbx_product",
    tiers: true,
    pbx: { module: "photobook", family: "101", editable: true, multiple: false, steps: [1, 2, 5, 10] },
    pitch: t(
      "A sturdy hardcover with 26 pages, printed on silk paper.",
      "Ein robustes Hardcover mit 26 Seiten auf Seidenpapier.",
      "Міцна тверда обкладинка, 26 сторінок на шовковистому папері.",
    ),
    shared: [["material", "paper"]],
    variants: [
      byOption("format", "a4-portrait", 1, [["finish", "silk"]]),
      byOption("format", "a4-landscape", 1.05, [["finish", "silk"]]),
      byOption("format", "30x30", 1.4, [["finish", "matte"]]),
      byOption("format", "20x20", 0.8, [["finish", "glossy"]]),
      byOption("format", "a3-landscape", 1.8, [["finish", "matte"]]),
      byOption("format", "a5-portrait", 0.65, [["finish", "glossy"]]),
    ],
  },
  "hardcover-premium": {
    base: t("Premium photo book", "Premium-Fotobuch", "Преміальна фотокнига"),
    manufacturer: "printbox-studio",
    tax: "reduced",
    price: 49.9,
    productType: "pbx_product",
    tiers: true,
    pbx: { module: "photobook", family: "102", editable: true, multiple: true, steps: [1, 3, 6] },
    pitch: t(
      "Linen cover, thick photo paper and a gift box.",
      "Leineneinband, dickes Fotopapier und Geschenkbox.",
      "Лляна обкладинка, щільний фотопапір і подарункова коробка.",
    ),
    shared: [["material", "leather"]],
    variants: [
      byOption("format", "30x30", 1.2, [
        ["finish", "matte"],
        ["colour", "black"],
      ]),
      byOption("format", "a4-landscape", 1, [
        ["finish", "glossy"],
        ["colour", "blue"],
      ]),
      byOption("format", "a3-landscape", 1.6, [
        ["finish", "silk"],
        ["colour", "gold"],
      ]),
      byOption("format", "20x20", 0.75, [
        ["finish", "matte"],
        ["colour", "rose"],
      ]),
    ],
  },
  softcover: {
    base: t("Softcover photo book", "Softcover-Fotobuch", "Фотокнига в м'якій обкладинці"),
    manufacturer: "printbox-studio",
    tax: "reduced",
    price: 14.95,
    productType: "pbx_product",
    pbx: { module: "photobook", family: "103", editable: true, multiple: false, steps: [] },
    pitch: t(
      "Light and flexible, ideal as a travel diary.",
      "Leicht und flexibel, ideal als Reisetagebuch.",
      "Легка й гнучка, ідеальна як щоденник подорожей.",
    ),
    shared: [
      ["material", "paper"],
      ["finish", "glossy"],
    ],
    variants: [
      byOption("format", "a5-portrait", 0.8),
      byOption("format", "a4-portrait", 1),
      byOption("format", "20x20", 0.9),
      byOption("format", "a4-landscape", 1.1),
    ],
  },
  layflat: {
    base: t("Layflat photo book", "Layflat-Fotobuch", "Фотокнига лейфлет"),
    manufacturer: "printbox-studio",
    tax: "reduced",
    price: 69,
    productType: "pbx_product",
    tiers: true,
    pbx: { module: "photobook", family: "104", editable: false, multiple: false, steps: [1, 2] },
    pitch: t(
      "Panoramas across the spread, without a gap.",
      "Panoramen über die Doppelseite, ohne Falz.",
      "Панорами на весь розворот без згину.",
    ),
    shared: [
      ["material", "paper"],
      ["finish", "matte"],
    ],
    variants: [
      byOption("format", "30x30", 1.2),
      byOption("format", "a4-landscape", 1),
      byOption("format", "a3-landscape", 1.5),
    ],
  },
  "wall-calendars": {
    base: t("Wall calendar", "Wandkalender", "Настінний календар"),
    manufacturer: "printbox-studio",
    tax: "standard",
    price: 24.95,
    productType: "pbx_product",
    tiers: true,
    pbx: { module: "calendar", family: "201", editable: true, multiple: true, steps: [1, 2, 4, 8] },
    pitch: t(
      "Thirteen pages with a spiral binding and a hanger.",
      "Dreizehn Blätter mit Spiralbindung und Aufhänger.",
      "Тринадцять аркушів зі спіраллю та підвісом.",
    ),
    shared: [["material", "paper"]],
    variants: [
      byOption("format", "a4-portrait", 1, [["finish", "glossy"]]),
      byOption("format", "a3-landscape", 1.5, [["finish", "matte"]]),
      byOption("format", "30x30", 1.2, [["finish", "silk"]]),
      byOption("format", "a4-landscape", 1, [["finish", "matte"]]),
      byOption("format", "40x60", 2.1, [["finish", "glossy"]]),
    ],
  },
  "desk-calendars": {
    base: t("Desk calendar", "Tischkalender", "Настільний календар"),
    manufacturer: "pixel-paper",
    tax: "standard",
    price: 16.95,
    productType: "pbx_product",
    pbx: { module: "calendar", family: "202", editable: true, multiple: false, steps: [1, 5, 10] },
    pitch: t(
      "Stands on its own easel, one photo a month.",
      "Steht auf eigenem Aufsteller, ein Foto pro Monat.",
      "Стоїть на власній підставці, одне фото на місяць.",
    ),
    shared: [["material", "paper"]],
    variants: [
      byOption("format", "a5-portrait", 1, [
        ["finish", "glossy"],
        ["colour", "white"],
      ]),
      byOption("format", "20x20", 1.1, [
        ["finish", "matte"],
        ["colour", "black"],
      ]),
      named(t("with week planner", "mit Wochenplaner", "з тижневим плановиком"), 1.3, [
        ["format", "a5-portrait"],
        ["colour", "green"],
      ]),
      named(t("mini", "mini", "міні"), 0.7, [
        ["format", "a5-portrait"],
        ["colour", "rose"],
      ]),
      named(t("family planner", "Familienplaner", "сімейний планувальник"), 1.4, [
        ["format", "a4-portrait"],
        ["colour", "blue"],
      ]),
    ],
  },
  canvas: {
    base: t("Canvas print", "Leinwanddruck", "Друк на полотні"),
    manufacturer: "atelier-nord",
    tax: "standard",
    price: 39.9,
    productType: "pbx_product",
    pbx: { module: "wallart", family: "301", editable: false, multiple: true, steps: [] },
    pitch: t(
      "Stretched on a 2 cm wooden frame, ready to hang.",
      "Auf 2 cm Holzrahmen gespannt, fertig zum Aufhängen.",
      "Натягнуте на 2-см дерев'яну раму, готове до підвішування.",
    ),
    shared: [
      ["material", "canvas"],
      ["finish", "matte"],
    ],
    variants: [
      byOption("format", "30x30", 0.8),
      byOption("format", "40x60", 1),
      byOption("format", "60x90", 1.7),
      byOption("format", "a3-landscape", 0.9),
      byOption("format", "20x20", 0.6),
    ],
    shippingFree: true,
  },
  posters: {
    base: t("Photo poster", "Fotoposter", "Фотопостер"),
    manufacturer: "pixel-paper",
    tax: "standard",
    price: 12.9,
    productType: "pbx_product",
    pbx: { module: "wallart", family: "302", editable: true, multiple: true, steps: [1, 2, 3] },
    pitch: t(
      "Museum-grade paper in brilliant colours.",
      "Museumsqualität in brillanten Farben.",
      "Музейний папір з яскравими кольорами.",
    ),
    shared: [["material", "paper"]],
    variants: [
      byOption("format", "a3-landscape", 1, [["finish", "glossy"]]),
      byOption("format", "40x60", 1.5, [["finish", "matte"]]),
      byOption("format", "60x90", 2.2, [["finish", "matte"]]),
      byOption("format", "30x30", 0.9, [["finish", "silk"]]),
      byOption("format", "a4-portrait", 0.6, [["finish", "glossy"]]),
      byOption("format", "20x20", 0.5, [["finish", "silk"]]),
    ],
  },
  acrylic: {
    base: t("Acrylic glass print", "Acrylglasdruck", "Друк на акрилі"),
    manufacturer: "atelier-nord",
    tax: "standard",
    price: 59.9,
    productType: "pbx_product",
    pbx: { module: "wallart", family: "303", editable: false, multiple: false, steps: [] },
    pitch: t(
      "Deep colours behind 5 mm of glass-clear acrylic.",
      "Tiefe Farben hinter 5 mm glasklarem Acryl.",
      "Глибокі кольори під 5 мм прозорого акрилу.",
    ),
    shared: [
      ["material", "acrylic"],
      ["finish", "glossy"],
    ],
    variants: [
      byOption("format", "30x30", 0.8),
      byOption("format", "40x60", 1),
      byOption("format", "60x90", 1.8),
      byOption("format", "20x20", 0.55),
    ],
    shippingFree: true,
  },
  "iphone-cases": {
    base: t("Photo case", "Fotohülle", "Фоточохол"),
    manufacturer: "casecraft",
    tax: "standard",
    price: 19.95,
    productType: "pbx_product",
    pbx: { module: "phonecase", family: "401", editable: true, multiple: false, steps: [] },
    pitch: t(
      "Slim, shock-absorbing case with your own design.",
      "Schlanke, stoßdämpfende Hülle mit eigenem Design.",
      "Тонкий ударостійкий чохол з вашим дизайном.",
    ),
    shared: [["material", "silicone"]],
    variants: [
      named(t("iPhone 17 Pro", "iPhone 17 Pro", "iPhone 17 Pro"), 1.2, [["colour", "black"]]),
      named(t("iPhone 17", "iPhone 17", "iPhone 17"), 1.1, [["colour", "white"]]),
      named(t("iPhone 16 Pro", "iPhone 16 Pro", "iPhone 16 Pro"), 1, [["colour", "blue"]]),
      named(t("iPhone 16", "iPhone 16", "iPhone 16"), 1, [["colour", "red"]]),
      named(t("iPhone SE", "iPhone SE", "iPhone SE"), 0.8, [["colour", "rose"]]),
    ],
  },
  "samsung-cases": {
    base: t("Photo case", "Fotohülle", "Фоточохол"),
    manufacturer: "casecraft",
    tax: "standard",
    price: 18.95,
    productType: "pbx_product",
    pbx: { module: "phonecase", family: "402", editable: true, multiple: false, steps: [] },
    pitch: t(
      "Leather-look case with a printed back.",
      "Hülle in Lederoptik mit bedruckter Rückseite.",
      "Чохол під шкіру з друком на звороті.",
    ),
    shared: [["material", "leather"]],
    variants: [
      named(t("Galaxy S26", "Galaxy S26", "Galaxy S26"), 1.1, [["colour", "black"]]),
      named(t("Galaxy S26 Ultra", "Galaxy S26 Ultra", "Galaxy S26 Ultra"), 1.2, [["colour", "gold"]]),
      named(t("Galaxy A57", "Galaxy A57", "Galaxy A57"), 0.9, [["colour", "green"]]),
      named(t("Galaxy Z Flip 8", "Galaxy Z Flip 8", "Galaxy Z Flip 8"), 1.3, [["colour", "rose"]]),
    ],
  },
  "design-software": {
    base: t("", "", ""),
    manufacturer: "softworks",
    tax: "standard",
    price: 89,
    productType: "sw_product",
    shippingFree: true,
    pitch: t(
      "Download right after purchase; updates for a year included.",
      "Download direkt nach dem Kauf, ein Jahr Updates inklusive.",
      "Завантаження одразу після покупки, оновлення на рік включено.",
    ),
    shared: [],
    variants: [
      named(t("PixelForge Studio", "PixelForge Studio", "PixelForge Studio"), 1.5, [
        ["platform", "windows"],
        ["platform", "macos"],
      ]),
      named(t("LayoutPro", "LayoutPro", "LayoutPro"), 1.2, [
        ["platform", "windows"],
        ["platform", "macos"],
        ["platform", "linux"],
      ]),
      named(t("ColorMatch", "ColorMatch", "ColorMatch"), 0.6, [["platform", "macos"]]),
      named(t("FontBox", "FontBox", "FontBox"), 0.35, [
        ["platform", "windows"],
        ["platform", "linux"],
      ]),
      named(t("Vectorly", "Vectorly", "Vectorly"), 0.9, [
        ["platform", "windows"],
        ["platform", "macos"],
      ]),
      named(t("PhotoRetouch", "PhotoRetouch", "PhotoRetouch"), 0.75, [["platform", "linux"]]),
    ],
  },
  licences: {
    base: t("", "", ""),
    manufacturer: "softworks",
    tax: "standard",
    price: 49,
    productType: "sw_product",
    shippingFree: true,
    pitch: t(
      "Licence key by e-mail within minutes.",
      "Lizenzschlüssel per E-Mail in wenigen Minuten.",
      "Ліцензійний ключ електронною поштою за кілька хвилин.",
    ),
    shared: [
      ["platform", "windows"],
      ["platform", "macos"],
    ],
    variants: [
      named(
        t("Single user licence (1 year)", "Einzelplatzlizenz (1 Jahr)", "Ліцензія на одного користувача (1 рік)"),
        1,
      ),
      named(t("Team licence, 5 seats", "Teamlizenz, 5 Plätze", "Командна ліцензія, 5 місць"), 3.8),
      named(t("Perpetual licence", "Dauerlizenz", "Безстрокова ліцензія"), 4.5),
      // Sold to schools in packs of five seats.
      named(t("Education licence", "Bildungslizenz", "Освітня ліцензія"), 0.4, [], { min: 5, max: 500, step: 5 }),
      named(t("Upgrade licence", "Upgrade-Lizenz", "Ліцензія на оновлення"), 0.6),
      named(t("Cloud storage 100 GB (1 year)", "Cloud-Speicher 100 GB (1 Jahr)", "Хмарне сховище 100 ГБ (1 рік)"), 0.5),
    ],
  },
};

const REVIEW_POOL: { lang: LocaleCode; title: string; content: string; points: number }[] = [
  {
    lang: "en-GB",
    points: 5,
    title: "Beautiful result",
    content: "The colours are exactly as on screen and the binding feels solid.",
  },
  {
    lang: "en-GB",
    points: 4,
    title: "Very good",
    content: "Arrived quickly and looks great. The editor took a moment to learn.",
  },
  {
    lang: "en-GB",
    points: 3,
    title: "Good, not perfect",
    content: "Nice quality overall, one photo came out a little dark.",
  },
  {
    lang: "de-DE",
    points: 5,
    title: "Wunderschön",
    content: "Die Farben sind brillant und die Verarbeitung ist hervorragend.",
  },
  {
    lang: "de-DE",
    points: 4,
    title: "Gerne wieder",
    content: "Schnelle Lieferung, tolles Ergebnis. Kleine Abzüge beim Versand.",
  },
  { lang: "uk-UA", points: 5, title: "Чудово", content: "Якість друку перевершила очікування, рекомендую." },
  { lang: "en-GB", points: 2, title: "Disappointed", content: "The case scratched after a week of use." },
  { lang: "de-DE", points: 5, title: "Perfektes Geschenk", content: "Meine Eltern haben sich riesig gefreut." },
];

const round2 = (n: number) => Math.round(n * 100) / 100;
/** Prices end in .95 or .90 like a shop's list: keeps the catalogue believable. */
const shopPrice = (n: number) => Math.max(0.95, Math.floor(n) + (n % 1 > 0.5 ? 0.95 : 0.9));

/**
 * A product's stock from its roll: software (a licence key) never runs out; of the rest a few are sold
 * out, some run low, most are in stock. Draws from random only for the counts, so the seed stays as it was.
 */
function rolledStock(productType: ProductType, roll: number, random: () => number): number {
  if (productType === "sw_product") return 9999;
  if (roll < 0.06) return 0;
  if (roll < 0.15) return Math.floor(random() * 5) + 1;
  return Math.floor(random() * 200) + 20;
}

function build(index: number, leaf: ProductLeaf, template: Template, variant: Variant, copy: number): SeedProduct {
  const suffix = copy > 0 ? ` #${copy + 1}` : "";
  const id = hexId(copy === 0 ? `product:${leaf}:${index}` : `product:${leaf}:${index}:${copy}`);
  const random = seededRandom(id);
  const name = {} as Translated;
  const description = {} as Translated;
  const metaDescription = {} as Translated;
  for (const locale of LOCALES) {
    const label = variant.label[locale];
    name[locale] = (template.base[locale] ? `${template.base[locale]} ${label}` : label) + suffix;
    description[locale] = `<p>${template.pitch[locale]}</p><ul><li>${label}</li></ul>`;
    metaDescription[locale] = `${name[locale]}: ${template.pitch[locale]}`;
  }
  const leafId = categoryId(leaf);
  const propertyIds = [...template.shared, ...variant.options].map(([g, o]) => propertyOptionId(g, o));
  const gross = shopPrice(template.price * variant.factor * (copy > 0 ? 0.9 + random() * 0.3 : 1));
  const hasListPrice = random() < 0.3;
  const stockRoll = random();
  const rolled = rolledStock(template.productType, stockRoll, random);
  const stock = copy === 0 && awaitingRestock(leaf, index) ? 0 : rolled;
  const reviewCount = Math.floor(random() * 5);
  const reviews: SeedReview[] = [];
  for (let r = 0; r < reviewCount; r++) {
    const pick = REVIEW_POOL[Math.floor(random() * REVIEW_POOL.length)]!;
    reviews.push({
      id: hexId(`review:${id}:${r}`),
      title: pick.title,
      content: pick.content,
      points: pick.points,
      languageCode: pick.lang,
      externalUser: ["Anna", "Jonas", "Olena", "Mark", "Sofia", "Taras"][Math.floor(random() * 6)]!,
      createdAt: new Date(Date.UTC(2026, Math.floor(random() * 10), 1 + Math.floor(random() * 27))).toISOString(),
    });
  }
  const ratingAverage = reviews.length ? round2(reviews.reduce((s, r) => s + r.points, 0) / reviews.length) : null;
  const created = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 640) * 86400000);
  const pbx = template.pbx
    ? {
        moduleId: template.pbx.module,
        productFamilyId: template.pbx.family,
        quantityEditableInCart: template.pbx.editable,
        allowMultiplePsp: template.pbx.multiple,
        quantitySteps: [...template.pbx.steps],
      }
    : null;
  return {
    id,
    index,
    leaf,
    productNumber: `ES${String(10000 + index + copy * 1000).padStart(5, "0")}`,
    productType: template.productType,
    digital: template.productType === "sw_product",
    name,
    description,
    metaTitle: name,
    metaDescription,
    manufacturerId: manufacturerId(template.manufacturer),
    categoryIds: [leafId],
    categoryTree: [...ancestorIds(leafId), leafId],
    propertyIds: [...new Set(propertyIds)],
    taxId: TAXES[template.tax].id,
    taxRate: TAXES[template.tax].taxRate,
    gross,
    listGross: hasListPrice ? shopPrice(gross * (1.15 + random() * 0.25)) : null,
    tiers: template.tiers
      ? [
          { quantityStart: 1, quantityEnd: 4, gross },
          { quantityStart: 5, quantityEnd: null, gross: round2(gross * 0.85) },
        ]
      : [],
    stock,
    // Sold out ends a product, unless the shop reorders its blanks (a restock time): then it stays orderable.
    isCloseout: stock === 0 && restockTimeOf(leaf) === null,
    shippingFree: template.shippingFree ?? false,
    minPurchase: variant.purchase?.min ?? 1,
    maxPurchase: variant.purchase?.max ?? (template.productType === "sw_product" ? 10 : 100),
    purchaseSteps: variant.purchase?.step ?? 1,
    mediaIds: [0, 1, 2].map((m) => hexId(`media:${id}:${m}`)),
    reviews,
    ratingAverage,
    sales: Math.floor(random() * 500),
    isNew: created.getTime() > Date.UTC(2026, 6, 1),
    createdAt: created.toISOString(),
    releaseDate: created.toISOString(),
    pbx,
  };
}

/**
 * The demo catalogue: every template variant once (63 products), then, for benchmarks,
 * copies of them until `size` is reached. Same size, same products, same ids.
 */
export function generateProducts(size?: number): SeedProduct[] {
  const base: SeedProduct[] = [];
  let index = 0;
  for (const leaf of PRODUCT_LEAVES) {
    for (const variant of TEMPLATES[leaf].variants) base.push(build(index++, leaf, TEMPLATES[leaf], variant, 0));
  }
  if (!size || size <= base.length) return base;
  const out = [...base];
  for (let copy = 1; out.length < size; copy++) {
    for (let i = 0; i < base.length && out.length < size; i++) {
      const original = base[i]!;
      const template = TEMPLATES[original.leaf];
      const variant =
        template.variants[template.variants.findIndex((v) => original.name["en-GB"].endsWith(v.label["en-GB"]))] ??
        template.variants[0]!;
      out.push(build(original.index, original.leaf, template, variant, copy));
    }
  }
  return out;
}
