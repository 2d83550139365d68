import type { PwaPageResult } from "../app/store-api/operations";

type Translated = {
  name?: string | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  description?: string | null;
};

/** The page's entity (category, product or landing page) with its translated texts. */
export function entityOf(page: PwaPageResult): {
  name: string;
  metaTitle: string | null;
  metaDescription: string | null;
  description: string | null;
} {
  const entity =
    page.resourceType === "frontend.navigation.page"
      ? page.category
      : page.resourceType === "frontend.detail.page"
        ? page.product
        : page.landingPage;
  const t = (entity.translated ?? {}) as Translated;
  const own = entity as Translated;
  return {
    name: t.name || own.name || "",
    metaTitle: t.metaTitle || own.metaTitle || null,
    metaDescription: t.metaDescription || own.metaDescription || null,
    description: t.description || own.description || null,
  };
}
