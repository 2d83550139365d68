import type { Catalogue } from "./catalogue";
import type { SeedProduct } from "../seed/products";
import type { RenderContext } from "../serialize/common";
import { unitPrice } from "../serialize/price";
import { displayGroupOf, isAvailable } from "./variants";

/** The searchable view of a product for one language and currency: what filters and sorting read. */
export interface ProductDoc {
  id: string;
  productNumber: string;
  name: string;
  description: string;
  manufacturerId: string;
  categoryIds: string[];
  categoryTree: string[];
  propertyIds: string[];
  optionIds: string[];
  /** A variant's parent; null for other products. */
  parentId: string | null;
  /** Listings show one product per display group; null: not listed (a variant family's parent). */
  displayGroup: string | null;
  price: number;
  ratingAverage: number | null;
  shippingFree: boolean;
  stock: number;
  availableStock: number;
  available: boolean;
  active: boolean;
  isCloseout: boolean;
  createdAt: string;
  releaseDate: string;
  sales: number;
  markAsTopseller: boolean;
  customFields: Record<string, unknown>;
  score: number;
  product: SeedProduct;
}

/** Field names in criteria that Shopware resolves through associations, mapped onto the document. */
export const PRODUCT_FIELD_ALIASES: Record<string, string> = {
  "categories.id": "categoryIds",
  "categoriesRo.id": "categoryTree",
  "properties.id": "propertyIds",
  "options.id": "optionIds",
  "manufacturer.id": "manufacturerId",
  cheapestPrice: "price",
  "calculatedPrice.unitPrice": "price",
  "calculatedCheapestPrice.unitPrice": "price",
  "productReviews.points": "ratingAverage",
  "translated.name": "name",
};

const docCache = new Map<string, ProductDoc[]>();

export function productDocs(catalogue: Catalogue, ctx: RenderContext): ProductDoc[] {
  const key = `${catalogue.products.length}|${ctx.locale}|${ctx.currencyId}|${ctx.displayGross}`;
  const cached = docCache.get(key);
  if (cached) return cached;
  const docs = catalogue.products.map(
    (p): ProductDoc => ({
      id: p.id,
      productNumber: p.productNumber,
      name: p.name[ctx.locale],
      description: p.description[ctx.locale].replace(/<[^>]+>/g, " "),
      manufacturerId: p.manufacturerId,
      categoryIds: p.categoryIds,
      categoryTree: p.categoryTree,
      propertyIds: p.propertyIds,
      optionIds: p.optionIds ?? [],
      parentId: p.parentId ?? null,
      displayGroup: displayGroupOf(p),
      price: unitPrice(p.gross, p.taxRate, ctx),
      ratingAverage: p.ratingAverage,
      shippingFree: p.shippingFree,
      stock: p.stock,
      availableStock: p.stock,
      available: isAvailable(p),
      active: true,
      isCloseout: p.isCloseout,
      createdAt: p.createdAt,
      releaseDate: p.releaseDate,
      sales: p.sales,
      markAsTopseller: p.sales > 400,
      customFields: {
        pbx_product_type: p.productType,
        ...(p.pbx ? { pbx_pbx2_product_family_id: p.pbx.productFamilyId } : {}),
      },
      score: 0,
      product: p,
    }),
  );
  docCache.set(key, docs);
  return docs;
}

/** A search word's weight in the product number: the whole number, a part of it, or nothing. */
function numberScore(number: string, word: string): number {
  if (number === word) return 500;
  if (number.includes(word)) return 100;
  return 0;
}

/** A search word's weight in the name: one of its words, a part of one, or nothing. */
function nameScore(name: string, word: string): number {
  if (name.split(/[^\p{L}\p{N}]+/u).includes(word)) return 60;
  if (name.includes(word)) return 30;
  return 0;
}

/**
 * Shopware's search ranks by how well the term's words match the product number, name and
 * description; documents matching no word are dropped.
 */
export function scoreByTerm(docs: ProductDoc[], term: string): ProductDoc[] {
  const words = term
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (!words.length) return docs;
  const out: ProductDoc[] = [];
  for (const doc of docs) {
    const name = doc.name.toLowerCase();
    const number = doc.productNumber.toLowerCase();
    const description = doc.description.toLowerCase();
    let score = 0;
    let allWords = true;
    for (const word of words) {
      const wordScore = numberScore(number, word) + nameScore(name, word) + (description.includes(word) ? 5 : 0);
      if (wordScore === 0) allWords = false;
      score += wordScore;
    }
    if (score > 0 && allWords) out.push({ ...doc, score });
  }
  return out;
}
