import { z } from "zod";
import { errors } from "../lib/errors";
import { ROOT_CATEGORY_ID } from "../seed/categories";
import { hexId } from "../seed/ids";
import { MANUFACTURERS } from "../seed/manufacturers";
import { PROPERTY_GROUPS, propertyOptionById } from "../seed/properties";
import type { LocaleCode, Translated } from "../seed/reference";
import { base, type RenderContext, tr } from "../serialize/common";
import { serializeManufacturer, serializeProduct, serializePropertyGroup } from "../serialize/product";
import type { Catalogue } from "./catalogue";
import { type Criteria, type Filter, matches, parseCriteria, pathResolver, search, sortDocs } from "./criteria";
import { PRODUCT_FIELD_ALIASES, type ProductDoc } from "./products";
import { listingPreviewOf } from "./variants";

export const productResolver = pathResolver("product", PRODUCT_FIELD_ALIASES);

interface Sorting {
  key: string;
  priority: number;
  label: Translated;
  fields: { field: string; order: "ASC" | "DESC" }[];
}
const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

/** The shop's product sortings (Shopware's defaults), plus "score" for search results. */
export const SORTINGS: readonly Sorting[] = [
  {
    key: "topseller",
    priority: 5,
    label: t("Topseller", "Topseller", "Бестселери"),
    fields: [{ field: "sales", order: "DESC" }],
  },
  {
    key: "name-asc",
    priority: 4,
    label: t("Name A-Z", "Name A-Z", "Назва А-Я"),
    fields: [{ field: "name", order: "ASC" }],
  },
  {
    key: "name-desc",
    priority: 3,
    label: t("Name Z-A", "Name Z-A", "Назва Я-А"),
    fields: [{ field: "name", order: "DESC" }],
  },
  {
    key: "price-asc",
    priority: 2,
    label: t("Price ascending", "Preis aufsteigend", "Ціна за зростанням"),
    fields: [{ field: "price", order: "ASC" }],
  },
  {
    key: "price-desc",
    priority: 1,
    label: t("Price descending", "Preis absteigend", "Ціна за спаданням"),
    fields: [{ field: "price", order: "DESC" }],
  },
];
const SCORE_SORTING: Sorting = {
  key: "score",
  priority: 0,
  label: t("Top results", "Beste Ergebnisse", "Найкращі результати"),
  fields: [{ field: "score", order: "DESC" }],
};

function serializeSorting(sorting: Sorting, locale: LocaleCode) {
  const label = tr(sorting.label, locale);
  return {
    ...base(hexId(`product-sorting:${sorting.key}`)),
    key: sorting.key,
    priority: sorting.priority,
    active: true,
    locked: sorting.key === "score",
    fields: sorting.fields.map((f, i) => ({
      field: f.field,
      order: f.order.toLowerCase(),
      priority: 100 - i,
      naturalSorting: 0,
    })),
    label,
    translated: { label, customFields: {} },
    apiAlias: "product_sorting",
  };
}

const bool = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false", ""])])
  .transform((v) => v === true || v === "1" || v === "true");
const idList = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split("|")).filter((id) => /^[0-9a-f]{32}$/.test(id)));

/** The listing request parameters of ProductListingFeaturesSubscriber, from the body or the query. */
export const listingParamsSchema = z
  .object({
    order: z.string().optional(),
    p: z.coerce.number().int().positive().optional(),
    manufacturer: idList.optional(),
    properties: idList.optional(),
    "min-price": z.coerce.number().nonnegative().optional(),
    "max-price": z.coerce.number().nonnegative().optional(),
    rating: z.coerce.number().min(0).max(5).optional(),
    "shipping-free": bool.optional(),
    "manufacturer-filter": bool.optional(),
    "properties-filter": bool.optional(),
    "price-filter": bool.optional(),
    "rating-filter": bool.optional(),
    "shipping-free-filter": bool.optional(),
    "no-aggregations": bool.optional(),
    "only-aggregations": bool.optional(),
    "reduce-aggregations": z.unknown().optional(),
    search: z.string().optional(),
  })
  .passthrough();
export type ListingParams = z.infer<typeof listingParamsSchema>;

const stat = (values: number[], fn: (v: number[]) => number) => (values.length ? fn(values).toFixed(4) : null);

function listingFilters(params: ListingParams): { filters: Filter[]; current: Record<string, unknown> } {
  const filters: Filter[] = [];
  const manufacturers = params.manufacturer ?? [];
  if (manufacturers.length) filters.push({ type: "equalsAny", field: "manufacturerId", value: manufacturers });
  const properties = params.properties ?? [];
  // Options of one group are alternatives; different groups must all match.
  const byGroup = new Map<string, string[]>();
  for (const id of properties) {
    const option = propertyOptionById(id);
    if (option) byGroup.set(option.groupId, [...(byGroup.get(option.groupId) ?? []), id]);
  }
  // A variant matches by its options too (PropertyListingFilterHandler: properties or options).
  for (const ids of byGroup.values())
    filters.push({
      type: "multi",
      operator: "or",
      queries: [
        { type: "equalsAny", field: "propertyIds", value: ids },
        { type: "equalsAny", field: "optionIds", value: ids },
      ],
    });
  const min = params["min-price"];
  const max = params["max-price"];
  if (min !== undefined || max !== undefined) {
    filters.push({
      type: "range",
      field: "price",
      parameters: { ...(min !== undefined ? { gte: min } : {}), ...(max !== undefined && max > 0 ? { lte: max } : {}) },
    });
  }
  if (params.rating) filters.push({ type: "range", field: "ratingAverage", parameters: { gte: params.rating } });
  if (params["shipping-free"]) filters.push({ type: "equals", field: "shippingFree", value: true });
  return {
    filters,
    current: {
      manufacturer: manufacturers,
      price: { min: min ?? 0, max: max ?? 0 },
      rating: params.rating ?? null,
      "shipping-free": params["shipping-free"] ?? false,
      properties,
    },
  };
}

/** The shipping-free aggregation's max: "1" when a product ships free, "0" when none does, null without products. */
function shippingFreeMax(docs: ProductDoc[]): "1" | "0" | null {
  if (!docs.length) return null;
  return docs.some((d) => d.shippingFree) ? "1" : "0";
}

function listingAggregations(docs: ProductDoc[], params: ListingParams, catalogue: Catalogue, ctx: RenderContext) {
  const out: Record<string, unknown> = {};
  if (params["manufacturer-filter"] !== false) {
    const ids = new Set(docs.map((d) => d.manufacturerId));
    out["manufacturer"] = {
      name: "manufacturer",
      apiAlias: "manufacturer_aggregation",
      entities: MANUFACTURERS.filter((m) => ids.has(m.id)).map((m) => serializeManufacturer(m.id, catalogue, ctx)),
    };
  }
  if (params["price-filter"] !== false) {
    const prices = docs.map((d) => d.price);
    out["price"] = {
      name: "price",
      apiAlias: "price_aggregation",
      min: stat(prices, (v) => Math.min(...v)),
      max: stat(prices, (v) => Math.max(...v)),
      avg: stat(prices, (v) => v.reduce((a, b) => a + b, 0) / v.length),
      sum: stat(prices, (v) => v.reduce((a, b) => a + b, 0)),
    };
  }
  if (params["rating-filter"] !== false) {
    const ratings = docs.map((d) => d.ratingAverage).filter((r): r is number => r !== null);
    out["rating"] = { name: "rating", apiAlias: "rating_aggregation", max: stat(ratings, (v) => Math.max(...v)) };
  }
  if (params["shipping-free-filter"] !== false) {
    out["shipping-free"] = { name: "shipping-free", apiAlias: "shipping-free_aggregation", max: shippingFreeMax(docs) };
  }
  if (params["properties-filter"] !== false) {
    const present = new Set(docs.flatMap((d) => [...d.propertyIds, ...d.optionIds]));
    out["properties"] = {
      name: "properties",
      apiAlias: "properties_aggregation",
      entities: PROPERTY_GROUPS.filter((g) => g.filterable && g.options.some((o) => present.has(o.id))).map((g) =>
        serializePropertyGroup(g, ctx, present),
      ),
    };
  }
  return out;
}

/** Shopware groups a listing by display group: the first product of each group (in the listing's order) stands for it. */
function onePerDisplayGroup(docs: ProductDoc[]): ProductDoc[] {
  const seen = new Set<string>();
  return docs.filter((d) => {
    if (d.displayGroup === null || seen.has(d.displayGroup)) return false;
    seen.add(d.displayGroup);
    return true;
  });
}

/** Whether a filter looks at a product's options (ProductListingLoader::hasOptionFilter). */
const filtersOptions = (filter: Filter): boolean =>
  filter.type === "multi" || filter.type === "not"
    ? filter.queries.some(filtersOptions)
    : /(^|\.)options?(Ids|\.id)$/.test(filter.field);

export interface ListingInput {
  docs: ProductDoc[];
  body: unknown;
  query: Record<string, string | string[]>;
  navigationId: string | null;
  /** Set for search: the term already applied (documents are scored). */
  searchTerm?: string;
  catalogue: Catalogue;
  ctx: RenderContext;
  defaultLimit: number;
}

/** Shopware's product_listing result for a set of candidate products. */
export function productListing(input: ListingInput) {
  const { catalogue, ctx } = input;
  const merged = {
    ...input.query,
    ...(typeof input.body === "object" && input.body !== null ? (input.body as Record<string, unknown>) : {}),
  };
  const parsedParams = listingParamsSchema.safeParse(merged);
  if (!parsedParams.success) {
    const issue = parsedParams.error.issues[0];
    throw errors.invalidCriteria(
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
      `${issue?.path.join(".")}: ${issue?.message}`,
      `/${issue?.path.join("/")}`,
    );
  }
  const params = parsedParams.data;
  const criteria: Criteria = parseCriteria(
    { ...merged, page: params.p ?? merged["page"], "total-count-mode": "exact" },
    { limit: input.defaultLimit, maxLimit: 500 },
  );
  const sortings = input.searchTerm !== undefined ? [SCORE_SORTING, ...SORTINGS] : [...SORTINGS];
  const defaultKey = input.searchTerm !== undefined ? "score" : "name-asc";
  const sortingKey = params.order ?? defaultKey;
  const sorting = sortings.find((s) => s.key === sortingKey);
  if (!sorting)
    throw errors.invalidCriteria(
      "PRODUCT_SORTING_NOT_FOUND",
      `Could not find sorting with key "${sortingKey}"`,
      "/order",
    );

  const { filters, current } = listingFilters(params);
  // A variant family's parent has no display group: listings show its variants (ProductListingLoader).
  const listable = input.docs.filter((d) => d.displayGroup !== null);
  const base = criteria.filter.length
    ? listable.filter((d) => criteria.filter.every((f) => matches(d, f, productResolver)))
    : listable;
  const withListingFilters = filters.length
    ? base.filter((d) => filters.every((f) => matches(d, f, productResolver)))
    : base;
  const sorted = sortDocs(
    withListingFilters,
    criteria.sort.length ? criteria.sort : sorting.fields.map((f) => ({ ...f, naturalSorting: false })),
    productResolver,
  );
  const paged = search(onePerDisplayGroup(sorted), { ...criteria, filter: [], sort: [] }, productResolver, (d) => d.id);
  // With an option filter the variant that matched stays; without, the family's preview is shown.
  const optionFilter = [...criteria.filter, ...filters].some(filtersOptions);
  const shown = (d: ProductDoc) => (optionFilter ? d.product : listingPreviewOf(d.product));
  const associations = new Set(Object.keys(criteria.associations));
  const onlyAggregations = params["only-aggregations"] === true;
  const result = {
    elements: onlyAggregations
      ? []
      : paged.elements.map((d) => serializeProduct(shown(d), catalogue, ctx, associations)),
    // Listing filters act like post-filters: the filter options still show the whole category.
    aggregations: params["no-aggregations"] ? [] : listingAggregations(base, params, catalogue, ctx),
    page: paged.page,
    limit: paged.limit,
    entity: "product",
    total: paged.total,
    states: [],
    sorting: sorting.key,
    currentFilters: {
      navigationId: input.navigationId ?? ROOT_CATEGORY_ID,
      ...current,
      ...(input.searchTerm !== undefined ? { search: input.searchTerm } : {}),
    },
    availableSortings: sortings.map((s) => serializeSorting(s, ctx.locale)),
    streamId: null,
    apiAlias: "product_listing",
  };
  return { result, includes: criteria.includes };
}
