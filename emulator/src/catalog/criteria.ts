import { z } from "zod";
import { errors } from "../lib/errors";

/**
 * Shopware's search criteria (RequestCriteriaBuilder): parsed with the same limits and error
 * codes, then applied to in-memory documents. Fields are dotted paths; arrays match if any element does.
 */

type Scalar = string | number | boolean | null;
export type Filter =
  | { type: "equals"; field: string; value: Scalar }
  | { type: "equalsAny" | "equalsAll"; field: string; value: Scalar[] }
  | { type: "contains" | "prefix" | "suffix"; field: string; value: string }
  | {
      type: "range";
      field: string;
      parameters: { gte?: number | string; gt?: number | string; lte?: number | string; lt?: number | string };
    }
  | { type: "multi"; operator: "and" | "or" | "xor"; queries: Filter[] }
  | { type: "not"; operator: "and" | "or" | "xor"; queries: Filter[] };

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const field = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.]+$/, "invalid field name");
const pipeList = z.union([z.array(scalar), z.string().transform((s) => s.split("|").filter(Boolean))]);
const operator = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(["and", "or", "xor"]))
  .default("and");

export const filterSchema: z.ZodType<Filter, unknown> = z.lazy(() =>
  z.union([
    z.object({ type: z.literal("equals"), field, value: scalar }),
    z.object({ type: z.enum(["equalsAny", "equalsAll"]), field, value: pipeList }),
    z.object({ type: z.enum(["contains", "prefix", "suffix"]), field, value: z.coerce.string() }),
    z.object({
      type: z.literal("range"),
      field,
      parameters: z.object({
        gte: z.union([z.number(), z.string()]).optional(),
        gt: z.union([z.number(), z.string()]).optional(),
        lte: z.union([z.number(), z.string()]).optional(),
        lt: z.union([z.number(), z.string()]).optional(),
      }),
    }),
    z.object({ type: z.literal("multi"), operator, queries: z.array(filterSchema) }),
    z.object({ type: z.literal("not"), operator, queries: z.array(filterSchema) }),
    // Shopware's shorthands for multi and not filters.
    z.object({ type: z.enum(["and", "or", "nand", "nor"]), queries: z.array(filterSchema) }).transform(
      (f): Filter => ({
        type: f.type === "and" || f.type === "or" ? "multi" : "not",
        operator: f.type === "and" || f.type === "nand" ? "and" : "or",
        queries: f.queries,
      }),
    ),
  ]),
);

const sortSchema = z.object({
  field,
  order: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(["ASC", "DESC"]))
    .default("ASC"),
  naturalSorting: z.boolean().default(false),
});

export interface Aggregation {
  name: string;
  type: "terms" | "entity" | "stats" | "min" | "max" | "avg" | "sum" | "count" | "filter";
  field?: string;
  definition?: string;
  limit?: number;
  filter?: Filter[];
  aggregation?: Aggregation;
}
const aggregationSchema: z.ZodType<Aggregation, unknown> = z.lazy(() =>
  z.object({
    name: z.string().min(1),
    type: z.enum(["terms", "entity", "stats", "min", "max", "avg", "sum", "count", "filter"]),
    field: field.optional(),
    definition: z.string().optional(),
    limit: z.number().int().positive().optional(),
    filter: z.array(filterSchema).optional(),
    aggregation: aggregationSchema.optional(),
  }),
);

export interface AssociationTree {
  [name: string]: { associations?: AssociationTree; limit?: number; sort?: unknown };
}
const associationSchema: z.ZodType<AssociationTree> = z.lazy(() =>
  z.record(
    z.string(),
    z
      .object({
        associations: associationSchema.optional(),
        limit: z.number().int().positive().optional(),
      })
      .passthrough(),
  ),
);

export const criteriaSchema = z
  .object({
    page: z.unknown().optional(),
    limit: z.unknown().optional(),
    term: z.string().max(500).optional(),
    ids: pipeList.optional(),
    filter: z.array(z.unknown()).optional(),
    "post-filter": z.array(z.unknown()).optional(),
    sort: z.union([z.array(z.unknown()), z.string()]).optional(),
    associations: associationSchema.optional(),
    includes: z.record(z.string(), z.array(z.string())).optional(),
    aggregations: z.array(z.unknown()).optional(),
    "total-count-mode": z
      .union([z.enum(["none", "exact", "next-pages"]), z.number().int().min(0).max(2), z.string()])
      .optional(),
    grouping: z.array(z.string()).optional(),
  })
  .passthrough();

/** Shopware's total-count-mode, by number or by name; any other value counts only the page. */
const TOTAL_COUNT_MODES = new Map<unknown, "exact" | "next-pages">([
  [1, "exact"],
  ["1", "exact"],
  ["exact", "exact"],
  [2, "next-pages"],
  ["2", "next-pages"],
  ["next-pages", "next-pages"],
]);

export interface Criteria {
  page: number;
  limit: number | null;
  term: string | null;
  ids: string[] | null;
  filter: Filter[];
  postFilter: Filter[];
  sort: { field: string; order: "ASC" | "DESC"; naturalSorting: boolean }[];
  associations: AssociationTree;
  includes: Record<string, string[]> | null;
  aggregations: Aggregation[];
  totalCountMode: "none" | "exact" | "next-pages";
}

function positiveInt(value: unknown, code: string, detail: string, pointer: string, allowNull: boolean): number | null {
  if (value === undefined || (allowNull && value === null)) return null;
  const n = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1) throw errors.invalidCriteria(code, detail, pointer);
  return n;
}

function parseEach<T>(items: unknown[] | undefined, schema: z.ZodType<T, unknown>, code: string, pointer: string): T[] {
  return (items ?? []).map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw errors.invalidCriteria(
        code,
        issue ? `${issue.path.join(".") || "value"}: ${issue.message}` : "Invalid criteria.",
        `${pointer}/${index}`,
      );
    }
    return result.data;
  });
}

/** Parses a criteria body with Shopware's validation and error codes; `maxLimit` mirrors the channel's limit. */
export function parseCriteria(input: unknown, defaults: { limit?: number | null; maxLimit?: number } = {}): Criteria {
  const raw = criteriaSchema.safeParse(input ?? {});
  if (!raw.success)
    throw errors.invalidCriteria("FRAMEWORK__INVALID_CRITERIA", raw.error.issues[0]?.message ?? "Invalid criteria.");
  const body = raw.data;
  const page =
    positiveInt(
      body.page,
      "FRAMEWORK__INVALID_PAGE_QUERY",
      "The page parameter must be a positive integer.",
      "/page",
      false,
    ) ?? 1;
  let limit = positiveInt(
    body.limit,
    "FRAMEWORK__INVALID_LIMIT_QUERY",
    "The limit parameter must be a positive integer greater or equals than 1.",
    "/limit",
    true,
  );
  if (limit === null) limit = defaults.limit ?? null;
  if (limit !== null && defaults.maxLimit && limit > defaults.maxLimit) limit = defaults.maxLimit;
  const sort =
    typeof body.sort === "string"
      ? body.sort
          .split(",")
          .filter(Boolean)
          .map((s) => ({
            field: s.replace(/^[-+]/, ""),
            order: s.startsWith("-") ? ("DESC" as const) : ("ASC" as const),
            naturalSorting: false,
          }))
      : parseEach(body.sort, sortSchema, "FRAMEWORK__INVALID_SORT_QUERY", "/sort");
  const mode = body["total-count-mode"];
  const totalCountMode = TOTAL_COUNT_MODES.get(mode) ?? "none";
  return {
    page,
    limit,
    term: body.term?.trim() || null,
    ids: body.ids ? body.ids.map(String) : null,
    filter: parseEach(body.filter, filterSchema, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter"),
    postFilter: parseEach(body["post-filter"], filterSchema, "FRAMEWORK__INVALID_FILTER_QUERY", "/post-filter"),
    sort,
    associations: body.associations ?? {},
    includes: body.includes ?? null,
    aggregations: parseEach(
      body.aggregations,
      aggregationSchema,
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
      "/aggregations",
    ),
    totalCountMode,
  };
}

/** Reads a dotted path; arrays along the way are flattened so that "categories.id" matches any category. */
export function readPath(doc: unknown, path: string): unknown[] {
  let current: unknown[] = [doc];
  for (const segment of path.split(".")) {
    const next: unknown[] = [];
    for (const value of current) {
      if (value === null || value === undefined) continue;
      const child = (value as Record<string, unknown>)[segment];
      if (Array.isArray(child)) next.push(...child);
      else if (child !== undefined) next.push(child);
    }
    current = next;
  }
  return current;
}

export type FieldResolver = (doc: unknown, field: string) => unknown[];
export const pathResolver =
  (prefix: string, aliases: Record<string, string> = {}): FieldResolver =>
  (doc, raw) => {
    const field = raw.startsWith(`${prefix}.`) ? raw.slice(prefix.length + 1) : raw;
    return readPath(doc, aliases[field] ?? field);
  };

const looseEquals = (a: unknown, b: unknown) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a !== undefined &&
    b !== undefined &&
    String(a).toLowerCase() === String(b).toLowerCase());

const compare = (a: unknown, b: number | string) =>
  typeof b === "number" ? Number(a) - b : String(a).localeCompare(String(b));

export function matches(doc: unknown, filter: Filter, resolve: FieldResolver): boolean {
  switch (filter.type) {
    case "equals": {
      const values = resolve(doc, filter.field);
      return filter.value === null
        ? values.length === 0 || values.every((v) => v === null)
        : values.some((v) => looseEquals(v, filter.value));
    }
    case "equalsAny": {
      const values = resolve(doc, filter.field);
      return filter.value.some((wanted) => values.some((v) => looseEquals(v, wanted)));
    }
    case "equalsAll": {
      const values = resolve(doc, filter.field);
      return filter.value.every((wanted) => values.some((v) => looseEquals(v, wanted)));
    }
    case "contains":
      return resolve(doc, filter.field).some((v) =>
        String(v ?? "")
          .toLowerCase()
          .includes(filter.value.toLowerCase()),
      );
    case "prefix":
      return resolve(doc, filter.field).some((v) =>
        String(v ?? "")
          .toLowerCase()
          .startsWith(filter.value.toLowerCase()),
      );
    case "suffix":
      return resolve(doc, filter.field).some((v) =>
        String(v ?? "")
          .toLowerCase()
          .endsWith(filter.value.toLowerCase()),
      );
    case "range": {
      const { gte, gt, lte, lt } = filter.parameters;
      return resolve(doc, filter.field).some(
        (v) =>
          v !== null &&
          v !== undefined &&
          (gte === undefined || compare(v, gte) >= 0) &&
          (gt === undefined || compare(v, gt) > 0) &&
          (lte === undefined || compare(v, lte) <= 0) &&
          (lt === undefined || compare(v, lt) < 0),
      );
    }
    case "multi":
    case "not": {
      const results = filter.queries.map((q) => matches(doc, q, resolve));
      const combined = combine(filter.operator, results);
      return filter.type === "not" ? !combined : combined;
    }
  }
}

/** A multi filter's queries joined by its operator: any of them, exactly one, or all. */
function combine(operator: "and" | "or" | "xor", results: boolean[]): boolean {
  if (operator === "or") return results.some(Boolean);
  if (operator === "xor") return results.filter(Boolean).length === 1;
  return results.every(Boolean);
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const collationKeys = new Map<string, string>();
/** Folded once per distinct string: the catalogue's names repeat across every request. */
function collationKey(value: string): string {
  let key = collationKeys.get(value);
  if (key === undefined) {
    key = value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    if (collationKeys.size > 100_000) collationKeys.clear();
    collationKeys.set(value, key);
  }
  return key;
}

/** Sorts by the criteria's fields; each document's keys are read once, not per comparison (10k+ products). */
export function sortDocs<T>(docs: T[], sort: Criteria["sort"], resolve: FieldResolver): T[] {
  if (!sort.length) return docs;
  // Like MySQL's utf8mb4_unicode_ci: case and accents do not count ("Äpfel" sorts with "apfel").
  const keyOf = (value: unknown, natural: boolean) =>
    typeof value === "string" && !natural ? collationKey(value) : value;
  const keyed = docs.map((doc) => ({ doc, keys: sort.map((s) => keyOf(resolve(doc, s.field)[0], s.naturalSorting)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i++) {
      const av = a.keys[i];
      const bv = b.keys[i];
      let diff: number;
      if (av === bv) diff = 0;
      else if (av === null || av === undefined) diff = 1;
      else if (bv === null || bv === undefined) diff = -1;
      else if (typeof av === "number" && typeof bv === "number") diff = av - bv;
      else if (sort[i]!.naturalSorting) diff = collator.compare(String(av), String(bv));
      else diff = String(av) < String(bv) ? -1 : 1;
      if (diff !== 0) return sort[i]!.order === "DESC" ? -diff : diff;
    }
    return 0;
  });
  return keyed.map((k) => k.doc);
}

export interface SearchResult<T> {
  total: number;
  page: number;
  limit: number | null;
  elements: T[];
  matched: T[];
}

/**
 * The total a search reports, by its total-count-mode: every match, or (next-pages) enough of them to
 * show up to five pages after this one, else only the page's own.
 */
function reportedTotal(criteria: Criteria, matches: number, offset: number, onPage: number): number {
  if (criteria.totalCountMode === "exact") return matches;
  if (criteria.totalCountMode === "next-pages" && criteria.limit)
    return Math.min(matches, offset + criteria.limit * 5 + 1);
  return onPage;
}

/**
 * Filters, sorts and pages documents. `matched` is the set before post-filters and paging,
 * which aggregations are computed on (as in Shopware, post-filters do not narrow aggregations).
 */
export function search<T>(
  docs: T[],
  criteria: Criteria,
  resolve: FieldResolver,
  idOf: (doc: T) => string,
): SearchResult<T> {
  let matched = docs;
  if (criteria.ids) {
    const order = new Map(criteria.ids.map((id, i) => [id, i]));
    matched = matched.filter((d) => order.has(idOf(d)));
    if (!criteria.sort.length) matched = [...matched].sort((a, b) => order.get(idOf(a))! - order.get(idOf(b))!);
  }
  if (criteria.filter.length) matched = matched.filter((d) => criteria.filter.every((f) => matches(d, f, resolve)));
  let visible = criteria.postFilter.length
    ? matched.filter((d) => criteria.postFilter.every((f) => matches(d, f, resolve)))
    : matched;
  visible = sortDocs(visible, criteria.sort, resolve);
  const offset = criteria.limit ? (criteria.page - 1) * criteria.limit : 0;
  const elements = criteria.limit ? visible.slice(offset, offset + criteria.limit) : visible;
  const total = reportedTotal(criteria, visible.length, offset, elements.length);
  return { total, page: criteria.page, limit: criteria.limit, elements, matched };
}

/** Keeps only the included fields of each object whose apiAlias is named (StructEncoder includes). */
export function applyIncludes(value: unknown, includes: Record<string, string[]> | null): unknown {
  if (!includes) return value;
  if (Array.isArray(value)) return value.map((v) => applyIncludes(v, includes));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const alias = typeof record["apiAlias"] === "string" ? record["apiAlias"] : null;
  const allowed = alias ? includes[alias] : undefined;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) {
    if (allowed && key !== "apiAlias" && !allowed.includes(key)) continue;
    out[key] = applyIncludes(v, includes);
  }
  return out;
}
