import { ancestorIds, categoryId, type ProductLeaf } from "./categories";
import { hexId } from "./ids";
import { manufacturerId } from "./manufacturers";
import { productMedia, type SeedMedia } from "./media";
import type { SeedProduct } from "./products";
import { propertyOptionById, propertyOptionId } from "./properties";
import { LOCALES, TAXES, type Translated } from "./reference";

/**
 * Variant products as Shopware 6.7 models them: a parent that carries the shared fields, the
 * configurator settings (product_configurator_setting: which options the family offers, in which
 * order) and the variant listing config; children with their own number, options, price, stock and,
 * where they differ, media. Children are stored here with their inherited fields already filled in,
 * as the sales channel repository returns them (inheritance on).
 */

/** product_configurator_setting: an option the family offers, at its position in the configurator. */
export interface SeedConfiguratorSetting {
  id: string;
  optionId: string;
  position: number;
}

/** Shopware's product.variantListingConfig (6.5+): how the family shows in listings and which variant a parent opens. */
export interface SeedVariantListingConfig {
  displayParent: boolean | null;
  mainVariantId: string | null;
  configuratorGroupConfig:
    | { id: string; representation: "box" | "select" | "image" | "color"; expressionForListings: boolean }[]
    | null;
}

export interface SeedVariantFamily {
  key: string;
  parent: SeedProduct;
  children: SeedProduct[];
  configuratorSettings: SeedConfiguratorSetting[];
  /** null: Shopware's default (one card per family, no main variant). */
  listingConfig: SeedVariantListingConfig | null;
  /** The family's pictures (the parent's, and per colour where the children have their own). */
  media: SeedMedia[];
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

type OptionRef = readonly [group: string, option: string];

interface ChildSpec {
  options: readonly OptionRef[];
  gross: number;
  stock: number;
  isCloseout: boolean;
  sales: number;
}

interface FamilySpec {
  key: string;
  leaf: ProductLeaf;
  productNumber: string;
  name: Translated;
  description: Translated;
  manufacturer: string;
  tax: keyof typeof TAXES;
  /** The parent's own price (Shopware requires one); children without their own would inherit it. */
  gross: number;
  /** Properties every variant shares (inherited from the parent). */
  properties: readonly OptionRef[];
  /** The configurator's groups and options, in the order the configurator settings give them. */
  configurator: readonly OptionRef[];
  children: readonly ChildSpec[];
  /** Children of one option of this group have their own pictures (colour variants); the others inherit the parent's. */
  mediaByGroup: string | null;
  /** The child (by index) the parent stands for in listings and on its detail page, or null for Shopware's default. */
  mainVariant: number | null;
  createdAt: string;
}

const PHONE_CASE: FamilySpec = {
  key: "silicone-case",
  leaf: "iphone-cases",
  productNumber: "ESV001",
  name: t("Silicone colour case", "Silikon-Farbhülle", "Силіконовий кольоровий чохол"),
  description: t(
    "<p>A soft-touch silicone case in three colours, cut for each model: buttons, camera and port stay free.</p>",
    "<p>Eine Silikonhülle mit Soft-Touch-Oberfläche in drei Farben, für jedes Modell passgenau: Tasten, Kamera und Anschluss bleiben frei.</p>",
    "<p>Силіконовий чохол із м'якою поверхнею у трьох кольорах, скроєний під кожну модель: кнопки, камера й роз'єм залишаються відкритими.</p>",
  ),
  manufacturer: "casecraft",
  tax: "standard",
  gross: 22.95,
  properties: [["material", "silicone"]],
  configurator: [
    ["colour", "blue"],
    ["colour", "rose"],
    ["colour", "green"],
    ["phone-model", "iphone-17-pro"],
    ["phone-model", "iphone-17"],
    ["phone-model", "iphone-16"],
  ],
  // Rose is not made for the iPhone 16; green for the iPhone 16 is out of stock but reordered, like every
  // printed case (no closeout: the shop reorders its blanks).
  children: [
    {
      options: [
        ["colour", "blue"],
        ["phone-model", "iphone-17-pro"],
      ],
      gross: 24.95,
      stock: 3,
      isCloseout: false,
      sales: 140,
    },
    {
      options: [
        ["colour", "blue"],
        ["phone-model", "iphone-17"],
      ],
      gross: 22.95,
      stock: 40,
      isCloseout: false,
      sales: 210,
    },
    {
      options: [
        ["colour", "blue"],
        ["phone-model", "iphone-16"],
      ],
      gross: 19.95,
      stock: 25,
      isCloseout: false,
      sales: 95,
    },
    {
      options: [
        ["colour", "rose"],
        ["phone-model", "iphone-17-pro"],
      ],
      gross: 24.95,
      stock: 18,
      isCloseout: false,
      sales: 60,
    },
    {
      options: [
        ["colour", "rose"],
        ["phone-model", "iphone-17"],
      ],
      gross: 22.95,
      stock: 30,
      isCloseout: false,
      sales: 120,
    },
    {
      options: [
        ["colour", "green"],
        ["phone-model", "iphone-17-pro"],
      ],
      gross: 24.95,
      stock: 12,
      isCloseout: false,
      sales: 35,
    },
    {
      options: [
        ["colour", "green"],
        ["phone-model", "iphone-17"],
      ],
      gross: 22.95,
      stock: 22,
      isCloseout: false,
      sales: 48,
    },
    {
      options: [
        ["colour", "green"],
        ["phone-model", "iphone-16"],
      ],
      gross: 19.95,
      stock: 0,
      isCloseout: false,
      sales: 80,
    },
  ],
  mediaByGroup: "colour",
  mainVariant: 1,
  createdAt: "2026-03-02T10:00:00.000Z",
};

const POSTER: FamilySpec = {
  key: "lake-poster",
  leaf: "posters",
  productNumber: "ESV002",
  name: t("Mountain lake art print", "Kunstdruck Bergsee", "Художній принт «Гірське озеро»"),
  description: t(
    "<p>A calm mountain lake at dawn, printed on heavy matte paper in three sizes.</p>",
    "<p>Ein stiller Bergsee im Morgenlicht, auf schwerem mattem Papier in drei Größen gedruckt.</p>",
    "<p>Тихе гірське озеро на світанку, надруковане на щільному матовому папері у трьох розмірах.</p>",
  ),
  manufacturer: "pixel-paper",
  tax: "standard",
  gross: 19.9,
  properties: [
    ["material", "paper"],
    ["finish", "matte"],
  ],
  configurator: [
    ["format", "30x30"],
    ["format", "40x60"],
    ["format", "60x90"],
  ],
  // The largest size is sold out for good (a closeout without stock): it cannot be bought.
  children: [
    { options: [["format", "30x30"]], gross: 14.9, stock: 60, isCloseout: false, sales: 75 },
    { options: [["format", "40x60"]], gross: 19.9, stock: 35, isCloseout: false, sales: 130 },
    { options: [["format", "60x90"]], gross: 29.9, stock: 0, isCloseout: true, sales: 40 },
  ],
  mediaByGroup: null,
  mainVariant: null,
  createdAt: "2026-02-16T10:00:00.000Z",
};

const optionOf = ([group, option]: OptionRef) => {
  const found = propertyOptionById(propertyOptionId(group, option));
  if (!found) throw new Error(`unknown property option ${group}:${option}`);
  return found;
};

/** The demo's hue of a colour option (its swatch), so a colour variant's pictures look like it. */
function hueOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  let h: number;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return Math.round(h * 60 + 360) % 360;
}

const VIEWS = ["front", "back"] as const;

/** Two pictures per option of the media group: what a colour's children show. */
function optionMedia(spec: FamilySpec, ref: OptionRef): SeedMedia[] {
  const option = optionOf(ref);
  return VIEWS.map((view) => ({
    id: hexId(`media:variant:${spec.key}:${ref[1]}:${view}`),
    fileName: `${spec.productNumber.toLowerCase()}-${ref[1]}-${view}`,
    alt: `${spec.name["en-GB"]}, ${option.name["en-GB"]} (${view})`,
    title: `${spec.name["en-GB"]}, ${option.name["en-GB"]}`,
    width: 1920,
    height: 1920,
    hue: option.colorHexCode ? hueOf(option.colorHexCode) : 0,
    motif: "phone" as const,
    label: `${spec.name["en-GB"]} · ${option.name["en-GB"]}`,
    createdAt: spec.createdAt,
  }));
}

function buildFamily(spec: FamilySpec): SeedVariantFamily {
  const parentId = hexId(`product:variant:${spec.key}`);
  const leafId = categoryId(spec.leaf);
  const metaDescription = {} as Translated;
  for (const locale of LOCALES)
    metaDescription[locale] = `${spec.name[locale]}: ${spec.description[locale].replace(/<[^>]+>/g, "")}`;
  const shared = {
    leaf: spec.leaf,
    productType: "sw_product" as const,
    digital: false,
    name: spec.name,
    description: spec.description,
    metaTitle: spec.name,
    metaDescription,
    manufacturerId: manufacturerId(spec.manufacturer),
    categoryIds: [leafId],
    categoryTree: [...ancestorIds(leafId), leafId],
    propertyIds: spec.properties.map(([g, o]) => propertyOptionId(g, o)),
    taxId: TAXES[spec.tax].id,
    taxRate: TAXES[spec.tax].taxRate,
    listGross: null,
    tiers: [],
    shippingFree: false,
    minPurchase: 1,
    maxPurchase: 100,
    purchaseSteps: 1,
    reviews: [],
    ratingAverage: null,
    isNew: false,
    createdAt: spec.createdAt,
    releaseDate: spec.createdAt,
    pbx: null,
  };
  const mediaGroupOptions = spec.mediaByGroup ? spec.configurator.filter(([g]) => g === spec.mediaByGroup) : [];
  const mediaOf = new Map(mediaGroupOptions.map((ref) => [ref[1], optionMedia(spec, ref)]));
  const firstMedia = mediaGroupOptions[0] ? mediaOf.get(mediaGroupOptions[0][1]) : undefined;
  const parent: SeedProduct = {
    ...shared,
    id: parentId,
    index: -1,
    productNumber: spec.productNumber,
    gross: spec.gross,
    // A parent is never bought itself: its stock is what the shop manager keeps there, the family's total.
    stock: spec.children.reduce((sum, child) => sum + child.stock, 0),
    isCloseout: false,
    // A parent has pictures of its own; with colour pictures, the first colour's.
    mediaIds: firstMedia ? firstMedia.map((m) => m.id) : [0, 1, 2].map((m) => hexId(`media:${parentId}:${m}`)),
    sales: spec.children.reduce((sum, child) => sum + child.sales, 0),
  };
  const children = spec.children.map((child, i): SeedProduct => {
    const own = spec.mediaByGroup ? child.options.find(([g]) => g === spec.mediaByGroup) : undefined;
    return {
      ...shared,
      id: hexId(`product:variant:${spec.key}:${child.options.map(([, o]) => o).join(":")}`),
      index: -1,
      productNumber: `${spec.productNumber}.${i + 1}`,
      parentId,
      optionIds: child.options.map((ref) => optionOf(ref).id),
      gross: child.gross,
      stock: child.stock,
      isCloseout: child.isCloseout,
      mediaIds: own ? mediaOf.get(own[1])!.map((m) => m.id) : parent.mediaIds,
      sales: child.sales,
    };
  });
  const media = [...(firstMedia ? [] : productMedia(parent)), ...[...mediaOf.values()].flat()];
  return {
    key: spec.key,
    parent,
    children,
    configuratorSettings: spec.configurator.map((ref, position) => ({
      id: hexId(`configurator-setting:${parentId}:${ref[0]}:${ref[1]}`),
      optionId: optionOf(ref).id,
      position,
    })),
    listingConfig:
      spec.mainVariant === null
        ? null
        : { displayParent: false, mainVariantId: children[spec.mainVariant]!.id, configuratorGroupConfig: null },
    media,
  };
}

export const VARIANT_FAMILIES: readonly SeedVariantFamily[] = [buildFamily(PHONE_CASE), buildFamily(POSTER)];

/** Every parent and child, parents first: appended to the demo catalogue after its generated products. */
export const variantProducts = (): SeedProduct[] =>
  VARIANT_FAMILIES.flatMap((family) => [family.parent, ...family.children]);

const familyByParent = new Map(VARIANT_FAMILIES.map((family) => [family.parent.id, family]));

/** The family a product belongs to (as parent or child), if any. */
export const familyOf = (product: Pick<SeedProduct, "id" | "parentId">): SeedVariantFamily | undefined =>
  familyByParent.get(product.parentId ?? product.id);
