import type { Context } from "hono";
import { getCatalogue } from "../catalog/catalogue";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { HEX32 } from "../lib/request";
import {
  categoryById,
  FOOTER_CATEGORY_ID,
  ROOT_CATEGORY_ID,
  SERVICE_CATEGORY_ID,
  type SeedCategory,
} from "../seed/categories";

export const catalogueOf = (c: Context<EmulatorEnv>) => getCatalogue(Number(c.env.CATALOGUE_SIZE ?? 0) || 0);

/** Category ids may be the channel's aliases, as in Shopware's navigation and category routes. */
export function resolveCategoryId(id: string): string {
  switch (id) {
    case "main-navigation":
    case "home":
      return ROOT_CATEGORY_ID;
    case "footer-navigation":
      return FOOTER_CATEGORY_ID;
    case "service-navigation":
      return SERVICE_CATEGORY_ID;
    default:
      return id;
  }
}

export function requireCategory(id: string): SeedCategory {
  const resolved = resolveCategoryId(id);
  if (!HEX32.test(resolved)) throw errors.invalidUuid(resolved);
  const category = categoryById(resolved);
  if (!category) throw errors.categoryNotFound(resolved);
  return category;
}
