import type { Catalogue } from "../catalog/catalogue";
import { crossSellingsFor } from "../catalog/cross-selling";
import type { SeedCategory } from "../seed/categories";
import type { SeedBlock, SeedCmsPage, SeedConfigValue, SeedSection, SeedSliderItem, SeedSlot } from "../seed/cms";
import { hexId } from "../seed/ids";
import { manufacturerById } from "../seed/manufacturers";
import type { SeedProduct } from "../seed/products";
import { LIVE_VERSION_ID, type Translated } from "../seed/reference";
import { base, type RenderContext, serializeMedia, tr } from "./common";
import { configuratorOf } from "./configurator";
import { serializeProduct } from "./product";

/** What mapped slot values and dynamic elements can draw on. */
export interface CmsResolveContext {
  catalogue: Catalogue;
  ctx: RenderContext;
  category?: SeedCategory;
  product?: SeedProduct;
  /** Computes the category listing (with the request's page, sorting and filters) on demand. */
  listing?: () => Record<string, unknown>;
}

const isTranslated = (v: unknown): v is Translated =>
  typeof v === "object" && v !== null && !Array.isArray(v) && "en-GB" in v;

function configValue(value: SeedConfigValue, rc: CmsResolveContext): unknown {
  if (value.source === "static" && isTranslated(value.value)) return tr(value.value, rc.ctx.locale);
  return value.value;
}

/** Slot config as Shopware sends it: every key with its source and (translated) value. */
function serializeConfig(config: Record<string, SeedConfigValue>, rc: CmsResolveContext) {
  return Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, { source: value.source, value: configValue(value, rc) }]),
  );
}

function mapped(path: string, rc: CmsResolveContext): unknown {
  const { category, product, ctx } = rc;
  switch (path) {
    case "category.description":
      return category?.description ? tr(category.description, ctx.locale) : "";
    case "category.name":
      return category ? `<h1>${tr(category.name, ctx.locale)}</h1>` : "";
    case "product.name":
      return product ? tr(product.name, ctx.locale) : "";
    case "product.description":
      return product ? tr(product.description, ctx.locale) : "";
    default:
      return null;
  }
}

const media = (id: unknown, rc: CmsResolveContext) => {
  const found = typeof id === "string" ? rc.catalogue.media.get(id) : undefined;
  return found ? serializeMedia(found, rc.ctx) : null;
};

const productAssociations = new Set(["manufacturer", "properties", "media", "productReviews"]);

function reviewResult(product: SeedProduct) {
  const matrix = [1, 2, 3, 4, 5].map((points) => {
    const count = product.reviews.filter((r) => r.points === points).length;
    return {
      points,
      count,
      percent: product.reviews.length ? (count / product.reviews.length) * 100 : 0,
      apiAlias: "product_review_matrix_point",
    };
  });
  return {
    elements: product.reviews.map((r) => ({
      ...base(r.id, r.createdAt.replace("Z", "+00:00")),
      productId: product.id,
      title: r.title,
      content: r.content,
      points: r.points,
      externalUser: r.externalUser,
      status: true,
      apiAlias: "product_review",
    })),
    total: product.reviews.length,
    matrix: {
      matrix,
      totalReviewCount: product.reviews.length,
      pointSum: product.reviews.reduce((s, r) => s + r.points, 0),
      apiAlias: "product_review_rating_matrix",
    },
    productId: product.id,
    customerReview: null,
    apiAlias: "product_review_result",
  };
}

function sliderIds(slot: SeedSlot, rc: CmsResolveContext): string[] {
  if (slot.sliderKey) return rc.catalogue.sliderProducts[slot.sliderKey] ?? [];
  const v = slot.config["products"];
  return v?.source === "static" && Array.isArray(v.value)
    ? v.value.filter((id): id is string => typeof id === "string")
    : [];
}

function slotData(slot: SeedSlot, rc: CmsResolveContext): Record<string, unknown> | null {
  const { catalogue, ctx, product } = rc;
  const value = (key: string) => {
    const v = slot.config[key];
    if (!v) return null;
    return v.source === "mapped" ? mapped(v.value, rc) : configValue(v, rc);
  };
  switch (slot.type) {
    case "text":
      return { content: value("content") ?? "", apiAlias: "cms_text" };
    case "product-name":
      return { content: product ? tr(product.name, ctx.locale) : "", apiAlias: "cms_text" };
    case "image":
      return {
        mediaId: value("media"),
        url: value("url"),
        newTab: value("newTab") ?? false,
        media: media(value("media"), rc),
        apiAlias: "cms_image",
      };
    case "manufacturer-logo": {
      const manufacturer = product ? manufacturerById(product.manufacturerId) : undefined;
      const logoId = manufacturer ? hexId(`media:${manufacturer.mediaKey}`) : null;
      return {
        mediaId: logoId,
        url: manufacturer?.link ?? null,
        newTab: true,
        media: media(logoId, rc),
        apiAlias: "cms_manufacturer_logo",
      };
    }
    case "image-gallery":
      return {
        sliderItems: (product?.mediaIds ?? []).map((id) => ({
          url: null,
          newTab: false,
          media: media(id, rc),
          apiAlias: "cms_image_slider_item",
        })),
        apiAlias: "cms_image_slider",
      };
    case "image-slider": {
      const items = (value("sliderItems") as SeedSliderItem[] | null) ?? [];
      return {
        sliderItems: items.map((item) => ({
          url: item.url,
          newTab: item.newTab,
          media: media(item.mediaId, rc),
          apiAlias: "cms_image_slider_item",
        })),
        apiAlias: "cms_image_slider",
      };
    }
    case "html":
      return { content: value("content") ?? "", apiAlias: "cms_html" };
    case "youtube-video":
    case "vimeo-video":
      return { previewMedia: media(value("previewMedia"), rc), apiAlias: "cms_video" };
    case "product-slider": {
      const ids = sliderIds(slot, rc);
      return {
        products: ids.flatMap((id) => {
          const p = catalogue.productById.get(id);
          return p ? [serializeProduct(p, catalogue, ctx)] : [];
        }),
        apiAlias: "cms_product_slider",
      };
    }
    case "product-box": {
      const p = catalogue.productById.get(
        slot.sliderKey ? (sliderIds(slot, rc)[0] ?? "") : String(value("product") ?? ""),
      );
      return {
        productId: p?.id ?? null,
        product: p ? serializeProduct(p, catalogue, ctx) : null,
        apiAlias: "cms_product_box",
      };
    }
    case "buy-box":
      return product
        ? {
            productId: product.id,
            product: serializeProduct(product, catalogue, ctx, productAssociations),
            configuratorSettings: configuratorOf(product, ctx),
            totalReviews: product.reviews.length,
            apiAlias: "cms_buy_box",
          }
        : null;
    case "product-description-reviews":
      return product
        ? {
            productId: product.id,
            product: serializeProduct(product, catalogue, ctx, productAssociations),
            reviews: reviewResult(product),
            ratingSuccess: false,
            apiAlias: "cms_product_description_reviews",
          }
        : null;
    case "cross-selling":
      return product
        ? {
            crossSellings: crossSellingsFor(product, catalogue).map((group) => {
              const name = tr(group.name, ctx.locale);
              const products = group.productIds.map((id) =>
                serializeProduct(catalogue.productById.get(id)!, catalogue, ctx),
              );
              return {
                crossSelling: {
                  ...base(group.id),
                  name,
                  position: group.position,
                  sortBy: "name",
                  sortDirection: "ASC",
                  type: "productList",
                  active: true,
                  limit: 10,
                  translated: { name, customFields: {} },
                  apiAlias: "product_cross_selling",
                },
                products,
                total: products.length,
                streamId: null,
                apiAlias: "cross_selling_element",
              };
            }),
            apiAlias: "cms_cross_selling",
          }
        : null;
    case "product-listing":
      return rc.listing ? { listing: rc.listing(), apiAlias: "cms_product_listing" } : null;
    default:
      return null;
  }
}

function serializeSlot(slot: SeedSlot, block: SeedBlock, rc: CmsResolveContext) {
  const config = serializeConfig(slot.config, rc);
  if (slot.sliderKey && slot.type === "product-box")
    config["product"] = { source: "static", value: sliderIds(slot, rc)[0] ?? null };
  else if (slot.sliderKey) config["products"] = { source: "static", value: sliderIds(slot, rc) };
  return {
    ...base(slot.id),
    versionId: LIVE_VERSION_ID,
    cmsBlockVersionId: LIVE_VERSION_ID,
    // FieldConfigCollection is keyed by field name, so it encodes as an object.
    fieldConfig: Object.fromEntries(
      Object.entries(config).map(([name, v]) => [
        name,
        { name, source: v.source, value: v.value, apiAlias: "cms_data_resolver_field_config" },
      ]),
    ),
    type: slot.type,
    slot: slot.slot,
    locked: false,
    config,
    data: slotData(slot, rc),
    blockId: block.id,
    translated: { config, customFields: {} },
    apiAlias: "cms_slot",
  };
}

function serializeBlock(block: SeedBlock, section: SeedSection, position: number, rc: CmsResolveContext) {
  return {
    ...base(block.id),
    versionId: LIVE_VERSION_ID,
    cmsSectionVersionId: LIVE_VERSION_ID,
    position,
    type: block.type,
    name: block.name,
    sectionPosition: block.sectionPosition,
    marginTop: block.margin.top,
    marginBottom: block.margin.bottom,
    marginLeft: block.margin.left,
    marginRight: block.margin.right,
    backgroundColor: block.backgroundColor,
    backgroundMediaId: block.backgroundMediaId,
    backgroundMediaMode: "cover",
    backgroundMedia: media(block.backgroundMediaId, rc),
    cssClass: block.cssClass,
    visibility: block.visibility,
    sectionId: section.id,
    slots: block.slots.map((slot) => serializeSlot(slot, block, rc)),
    apiAlias: "cms_block",
  };
}

export function serializeCmsPage(page: SeedCmsPage, rc: CmsResolveContext) {
  return {
    ...base(page.id),
    versionId: LIVE_VERSION_ID,
    name: page.name,
    type: page.type,
    entity: null,
    cssClass: null,
    config: { backgroundColor: null },
    previewMediaId: null,
    translated: { name: page.name, customFields: {} },
    sections: page.sections.map((section, position) => ({
      ...base(section.id),
      cmsPageVersionId: LIVE_VERSION_ID,
      position,
      type: section.type,
      name: section.name,
      sizingMode: section.sizingMode,
      mobileBehavior: section.mobileBehavior,
      backgroundColor: section.backgroundColor,
      backgroundMediaId: section.backgroundMediaId,
      backgroundMediaMode: section.backgroundMediaMode,
      backgroundMedia: media(section.backgroundMediaId, rc),
      cssClass: section.cssClass,
      pageId: page.id,
      visibility: section.visibility,
      blocks: section.blocks.map((block, i) => serializeBlock(block, section, i, rc)),
      apiAlias: "cms_section",
    })),
    landingPages: null,
    apiAlias: "cms_page",
  };
}
