import { applyIncludes, type Criteria, type FieldResolver, pathResolver, search } from "../catalog/criteria";

/** Shopware's EntitySearchResult envelope; `aggregations` is an object keyed by name, `[]` when empty. */
export function entitySearchResult(
  entity: string,
  elements: unknown[],
  total: number,
  page: number,
  limit: number | null,
  aggregations: Record<string, unknown> = {},
) {
  return {
    entity,
    total,
    aggregations: Object.keys(aggregations).length ? aggregations : [],
    page,
    limit,
    elements,
    apiAlias: "dal_entity_search_result",
  };
}

/** Runs a criteria over already serialised entities (small reference lists) and wraps the result. */
export function searchSerialized(
  entity: string,
  docs: Record<string, unknown>[],
  criteria: Criteria,
  resolver: FieldResolver = pathResolver(entity),
) {
  const result = search(docs, criteria, resolver, (d) => String(d["id"]));
  return applyIncludes(
    entitySearchResult(entity, result.elements, result.total, result.page, result.limit),
    criteria.includes,
  );
}
