import { Hono } from "hono";
import { z } from "zod";
import { applyIncludes, parseCriteria } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { criteriaInput } from "../lib/request";
import { childrenOf, type SeedCategory } from "../seed/categories";
import { renderContext } from "../serialize/common";
import { serializeCategory } from "../serialize/category";
import { catalogueOf, requireCategory } from "./catalog-helpers";

const navigationSchema = z.object({
  depth: z.coerce.number().int().min(1).max(10).default(2),
  buildTree: z
    .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
    .transform((v) => v === true || v === "true" || v === "1")
    .default(true),
});

/** Shopware's NavigationRoute: the visible categories below the root, `depth` levels deep, as a tree or flat. */
export const navigationRoutes = new Hono<EmulatorEnv>().on(
  ["GET", "POST"],
  "/navigation/:activeId/:rootId",
  async (c) => {
    const input = await criteriaInput(c);
    const { depth, buildTree } = navigationSchema.parse(input);
    const criteria = parseCriteria(input);
    requireCategory(c.req.param("activeId"));
    const root = requireCategory(c.req.param("rootId"));
    const catalogue = catalogueOf(c);
    const ctx = renderContext(c.get("state"));
    const visibleChildren = (cat: SeedCategory) => childrenOf(cat.id).filter((child) => child.visible);

    const tree = (cat: SeedCategory, level: number): Record<string, unknown> => {
      const json = serializeCategory(cat, catalogue, ctx);
      json["children"] = level < depth ? visibleChildren(cat).map((child) => tree(child, level + 1)) : [];
      return json;
    };
    if (buildTree)
      return c.json(
        applyIncludes(
          visibleChildren(root).map((child) => tree(child, 1)),
          criteria.includes,
        ),
      );

    const flat: Record<string, unknown>[] = [];
    const walk = (cat: SeedCategory, level: number) => {
      for (const child of visibleChildren(cat)) {
        flat.push(serializeCategory(child, catalogue, ctx));
        if (level < depth) walk(child, level + 1);
      }
    };
    walk(root, 1);
    return c.json(applyIncludes(flat, criteria.includes));
  },
);
