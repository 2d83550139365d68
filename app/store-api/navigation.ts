import { dataOf, type StoreApi } from "./api";
import { catalogHeaders } from "./headers";
import type { Schemas } from "./operations";

export type NavigationType = "main-navigation" | "footer-navigation" | "service-navigation";
export type Category = Schemas["Category"];

/** The fields a navigation entry needs; everything else stays on the server. */
const NAVIGATION_INCLUDES = {
  category: ["id", "name", "translated", "type", "linkType", "externalLink", "internalLink", "linkNewTab", "seoUrls", "children", "childCount", "visibleChildCount", "customFields"],
  seo_url: ["seoPathInfo", "pathInfo", "isCanonical", "languageId", "routeName"],
};

/** POST /store-api/navigation/{activeId}/{rootId}: the category tree below one of the channel's roots. */
export function readNavigation(api: StoreApi, languageId: string, root: NavigationType, depth: number): Promise<Category[]> {
  return dataOf(api.invoke("readNavigation post /navigation/{activeId}/{rootId}", {
    pathParams: { activeId: root, rootId: root },
    headers: catalogHeaders(languageId),
    body: { depth, includes: NAVIGATION_INCLUDES },
  }));
}
