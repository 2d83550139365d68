import { requiredProperty } from "../lib/internal-errors";
import { dataOf, type StoreApi } from "../store-api/api";
import { catalogHeaders } from "../store-api/headers";
import type { Schemas } from "../store-api/operations";

export type NavigationType = "main-navigation" | "footer-navigation" | "service-navigation";
export type Category = Schemas["Category"];

/** The fields a navigation entry needs; everything else stays on the server. */
const NAVIGATION_INCLUDES = {
  category: [
    "id",
    "name",
    "translated",
    "type",
    "linkType",
    "externalLink",
    "internalLink",
    "linkNewTab",
    "seoUrls",
    "children",
  ],
  seo_url: ["seoPathInfo"],
};

/** `translated` carries every translated field (descriptions, meta texts); a link needs the name. */
function linkOnly(category: Category): Category {
  const name = (category.translated as { name?: string } | undefined)?.name ?? category.name;
  // An entry is keyed by its id, and a page without an SEO URL is linked by it (a missing property in a mapper).
  return {
    ...category,
    id: requiredProperty(category, "id", "category"),
    translated: { name },
    children: (category.children ?? []).map(linkOnly),
  } as Category;
}

/** POST /store-api/navigation/{activeId}/{rootId}: the category tree below one of the channel's roots. */
export async function readNavigation(
  api: StoreApi,
  languageId: string,
  root: NavigationType,
  depth: number,
): Promise<Category[]> {
  const tree = await dataOf(
    api.invoke("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: root, rootId: root },
      headers: catalogHeaders(languageId),
      body: { depth, includes: NAVIGATION_INCLUDES },
    }),
  );
  return tree.map(linkOnly);
}
