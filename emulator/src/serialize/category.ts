import type { Catalogue } from "../catalog/catalogue";
import { ancestorIds, categoryById, childrenOf, type SeedCategory } from "../seed/categories";
import { hexId } from "../seed/ids";
import { LIVE_VERSION_ID } from "../seed/reference";
import { base, type RenderContext, serializeMedia, tr } from "./common";
import { seoUrlsFor } from "./seo";

export interface CategoryOptions {
  /** Levels of children to include below this category (navigation depth). */
  childDepth?: number;
  withMedia?: boolean;
}

function path(category: SeedCategory): string | null {
  const ancestors = ancestorIds(category.id);
  return ancestors.length ? `|${ancestors.join("|")}|` : null;
}

/** A description as a meta description: its text without tags, cut to 160 characters. */
function plainExcerpt(description: string | null): string | null {
  return description ? description.replace(/<[^>]+>/g, "").slice(0, 160) : null;
}

/** The CMS page a category shows: each footer page has its own, named by its content key. */
function cmsPageIdOf(category: SeedCategory): string | null {
  if (category.cmsPageKey === "footer-page") return hexId(`cms-page:footer:${category.contentKey}`);
  return category.cmsPageKey ? hexId(`cms-page:${category.cmsPageKey}`) : null;
}

export function serializeCategory(
  category: SeedCategory,
  catalogue: Catalogue,
  ctx: RenderContext,
  options: CategoryOptions = {},
): Record<string, unknown> {
  const name = tr(category.name, ctx.locale);
  const description = category.description ? tr(category.description, ctx.locale) : null;
  const metaDescription = category.metaDescription
    ? tr(category.metaDescription, ctx.locale)
    : plainExcerpt(description);
  const breadcrumb = [...ancestorIds(category.id), category.id].map((id) => tr(categoryById(id)!.name, ctx.locale));
  const children = childrenOf(category.id);
  const media = category.mediaKey ? catalogue.media.get(hexId(`media:${category.mediaKey}`)) : undefined;
  const cmsPageId = cmsPageIdOf(category);
  const customFields: Record<string, unknown> = {};
  if (category.editorModuleId) customFields["pbx_editor_module_id"] = category.editorModuleId;
  if (category.productFamilyId) customFields["pbx_product_family_id"] = category.productFamilyId;
  const json: Record<string, unknown> = {
    ...base(category.id),
    versionId: LIVE_VERSION_ID,
    parentId: category.parentId,
    parentVersionId: category.parentId ? LIVE_VERSION_ID : null,
    afterCategoryId: null,
    mediaId: media?.id ?? null,
    displayNestedProducts: true,
    breadcrumb,
    level: ancestorIds(category.id).length + 1,
    path: path(category),
    childCount: children.length,
    visibleChildCount: children.filter((c) => c.visible).length,
    type: category.type,
    productAssignmentType: "product",
    visible: category.visible,
    active: true,
    name,
    customFields,
    linkType: category.linkType,
    internalLink: category.internalLink,
    externalLink: category.externalLink,
    linkNewTab: category.linkNewTab,
    description,
    metaTitle: null,
    metaDescription,
    keywords: null,
    cmsPageId,
    cmsPageVersionId: cmsPageId ? LIVE_VERSION_ID : null,
    cmsPageIdSwitched: false,
    translated: {
      breadcrumb,
      name,
      customFields,
      linkType: category.linkType,
      internalLink: category.internalLink,
      externalLink: category.externalLink,
      linkNewTab: category.linkNewTab,
      description,
      metaTitle: null,
      metaDescription,
      keywords: null,
    },
    // Not loaded children are an empty list here, as the schema requires; childCount tells whether there are any.
    children:
      options.childDepth && options.childDepth > 0
        ? children.map((child) =>
            serializeCategory(child, catalogue, ctx, { ...options, childDepth: options.childDepth! - 1 }),
          )
        : [],
    ...seoUrlsFor(catalogue, "frontend.navigation.page", category.id, ctx),
    apiAlias: "category",
  };
  if (options.withMedia) json["media"] = media ? serializeMedia(media, ctx) : null;
  return json;
}
