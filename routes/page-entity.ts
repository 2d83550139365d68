import type { PwaPageResult } from "../app/store-api/operations";

type Translated = {
  name?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  description?: string | null;
};

/** The entity the page shows: its category, its product, or its landing page. */
function pageEntity(page: PwaPageResult) {
  if (page.resourceType === "frontend.navigation.page") return page.category;
  if (page.resourceType === "frontend.detail.page") return page.product;
  return page.landingPage;
}

/** The page's entity (category, product or landing page) with its translated texts. */
export function entityOf(page: PwaPageResult): {
  name: string;
  metaTitle: string | null;
  metaDescription: string | null;
  description: string | null;
} {
  const entity = pageEntity(page);
  const t = (entity.translated ?? {}) as Translated;
  const own = entity as Translated;
  return {
    name: t.name || own.name || "",
    metaTitle: t.metaTitle || own.metaTitle || null,
    metaDescription: t.metaDescription || own.metaDescription || null,
    description: t.description || own.description || null,
  };
}
