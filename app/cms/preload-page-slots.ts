import { preloadIslands } from "../framework/island";
import { preloadSlots } from "./slots/registry";

/**
 * Before a client navigation shows a CMS page: the code of its elements' groups, and of the islands
 * inside them that this page shows (a form's). Loaders call it; the first load never carries it.
 */
export async function preloadPageSlots(types: readonly string[]): Promise<void> {
  await Promise.all([
    preloadSlots(types),
    types.includes("form") ? import("./slots/CmsForm").then((m) => preloadIslands(m.islands)) : null,
  ]);
}
