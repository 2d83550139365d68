import { Hono } from "hono";
import { z } from "zod";
import { applyIncludes, parseCriteria } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { criteriaInput } from "../lib/request";
import {
  ancestorIds,
  CATEGORIES,
  childrenOf,
  FOOTER_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  type SeedCategory,
  SERVICE_CATEGORY_ID,
} from "../seed/categories";
import { renderContext } from "../serialize/common";
import { serializeCategory } from "../serialize/category";
import { catalogueOf, requireCategory } from "./catalog-helpers";

// NavigationRoute reads `depth` with getInt (default 2) and sets no bounds: 0 (or less) loads no
// levels, only the active category's parents and children.
const navigationSchema = z.object({
  depth: z.coerce.number().int().default(2),
  buildTree: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
    .transform((v) => v === true || v === "true" || v === "1")
    .default(true),
});

const levelOf = (category: SeedCategory) => ancestorIds(category.id).length + 1;
const isWithin = (category: SeedCategory, rootId: string) =>
  category.id === rootId || ancestorIds(category.id).includes(rootId);

/**
 * Shopware 6.7's NavigationRoute, decorated by TreeBuildingNavigationRoute:
 * - the active category must lie in one of the sales channel's three navigations (validate), else
 *   CONTENT__CATEGORY_NOT_FOUND; outside the requested root it falls back to the root;
 * - loadLevels (only when depth > 0): the root's descendants with level > rootLevel and
 *   <= rootLevel + depth + 1, so depth 1 gives two levels and the default 2 three;
 * - loadChildren: the active category's parents, itself and its direct children are added, so depth 0
 *   with active = root gives the root's first level;
 * - buildTree (default true): from the root down through what was loaded, by position, keeping only
 *   active and visible categories; a flat list is everything loaded, hidden ones and the active
 *   category (the root itself when active = root) included.
 */
export const navigationRoutes = new Hono<EmulatorEnv>().on(
  ["GET", "POST"],
  "/navigation/:activeId/:rootId",
  async (c) => {
    const input = await criteriaInput(c);
    const { depth, buildTree } = navigationSchema.parse(input);
    const criteria = parseCriteria(input);
    let active = requireCategory(c.req.param("activeId"));
    const root = requireCategory(c.req.param("rootId"));
    if (![ROOT_CATEGORY_ID, FOOTER_CATEGORY_ID, SERVICE_CATEGORY_ID].some((id) => isWithin(active, id)))
      throw errors.categoryNotFound(active.id);
    if (!isWithin(active, root.id)) active = root;
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));

    const loaded = new Set<string>();
    const rootLevel = levelOf(root);
    if (depth > 0)
      for (const category of CATEGORIES)
        if (category.id !== root.id && isWithin(category, root.id) && levelOf(category) <= rootLevel + depth + 1)
          loaded.add(category.id);
    for (const id of [...ancestorIds(active.id), active.id, ...childrenOf(active.id).map((child) => child.id)])
      loaded.add(id);
    // CATEGORIES is in position order (a tree walk), as sortByPosition orders siblings.
    const inOrder = CATEGORIES.filter((category) => loaded.has(category.id));

    if (!buildTree)
      return c.json(
        applyIncludes(
          inOrder.map((category) => serializeCategory(category, catalogue, ctx)),
          criteria.includes,
        ),
      );

    // The category entity has no `active` switch in the seed: every category is active.
    const tree = (parentId: string): Record<string, unknown>[] =>
      inOrder
        .filter((category) => category.parentId === parentId && category.visible)
        .map((category) => ({ ...serializeCategory(category, catalogue, ctx), children: tree(category.id) }));
    return c.json(applyIncludes(tree(root.id), criteria.includes));
  },
);
