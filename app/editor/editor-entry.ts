/**
 * The way into the editor from the catalogue: a print product's or a print category's product family
 * and editor module, as the editor page's query takes them (`/editor/?productFamilyId&moduleId`).
 * Plain checks, no zod: category and product pages load this before hydration, and the editor page
 * checks its query again (editor-params).
 */
export interface EditorEntry {
  productFamilyId: string;
  moduleId: string;
}

/** Printbox's ids as our links carry them (the editor page's query accepts no other). */
const EDITOR_ID = /^[\w-]{1,64}$/;

const idOf = (fields: Record<string, unknown>, names: readonly string[]): string | null => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "number" && Number.isInteger(value)) return String(value);
    if (typeof value === "string" && EDITOR_ID.test(value.trim())) return value.trim();
  }
  return null;
};

const recordOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * The category's custom fields (spec section 3: editor module id, product family id), the translated
 * ones first (Shopware translates custom fields per language). The shop names the category's family
 * `pbx_product_family_id`; the product's name for it (`pbx_pbx2_product_family_id`) is read too, so a
 * category set up like its products leads to the editor as well. No family, no way into the editor;
 * a missing module is the editor's default, as for products.
 */
export function categoryEditorEntry(category: { customFields?: unknown; translated?: unknown }): EditorEntry | null {
  const translated = recordOf(recordOf(category.translated)?.["customFields"]);
  const own = recordOf(category.customFields);
  for (const fields of [translated, own]) {
    if (!fields) continue;
    const productFamilyId = idOf(fields, ["pbx_product_family_id", "pbx_pbx2_product_family_id"]);
    if (productFamilyId) return { productFamilyId, moduleId: idOf(fields, ["pbx_editor_module_id"]) ?? "" };
  }
  return null;
}

/** The editor page's link for an entry, under the shopper's editor path (e.g. /de/editor/). */
export const editorEntryUrl = (editorPath: string, entry: EditorEntry): string =>
  `${editorPath}?productFamilyId=${encodeURIComponent(entry.productFamilyId)}&moduleId=${encodeURIComponent(entry.moduleId)}`;
