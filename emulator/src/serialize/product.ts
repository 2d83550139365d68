import type { Catalogue } from "../catalog/catalogue";
import { categoryById } from "../seed/categories";
import { hexId } from "../seed/ids";
import { manufacturerById } from "../seed/manufacturers";
import { productLayoutOf } from "../seed/cms";
import type { SeedProduct } from "../seed/products";
import {
  propertyGroupById,
  propertyOptionById,
  type SeedPropertyGroup,
  type SeedPropertyOption,
} from "../seed/properties";
import { LIVE_VERSION_ID } from "../seed/reference";
import { base, type RenderContext, serializeMedia, tr } from "./common";
import { serializeCategory } from "./category";
import { calculatedPrice } from "./price";
import { seedReviewRecord, serializeReview } from "./review";
import { productDeliveryFields, productFields67, productTranslated67 } from "./product-67";
import { seoUrlsFor } from "./seo";
import { configuratorSettingsOf, variantFields } from "./variant";

/** Associations a criteria can ask for; cover, options and prices are always loaded (SalesChannelProductDefinition). */
export type ProductAssociation =
  | "manufacturer"
  | "media"
  | "properties"
  | "productReviews"
  | "crossSellings"
  | "categories"
  | "seoCategory";

export function serializeManufacturer(id: string, catalogue: Catalogue, ctx: RenderContext, withMedia = true) {
  const manufacturer = manufacturerById(id);
  if (!manufacturer) return null;
  const name = tr(manufacturer.name, ctx.locale);
  const description = tr(manufacturer.description, ctx.locale);
  const media = catalogue.media.get(hexId(`media:${manufacturer.mediaKey}`));
  return {
    ...base(manufacturer.id),
    versionId: LIVE_VERSION_ID,
    mediaId: media?.id ?? null,
    link: manufacturer.link,
    name,
    description,
    translated: { name, description, customFields: {} },
    ...(withMedia ? { media: media ? serializeMedia(media, ctx) : null } : {}),
    apiAlias: "product_manufacturer",
  };
}

export function serializePropertyOption(
  option: SeedPropertyOption,
  ctx: RenderContext,
  group?: Record<string, unknown>,
) {
  const name = tr(option.name, ctx.locale);
  const seedGroup = propertyGroupById(option.groupId)!;
  const groupName = tr(seedGroup.name, ctx.locale);
  return {
    ...base(option.id),
    groupId: option.groupId,
    name,
    position: option.position,
    colorHexCode: option.colorHexCode,
    mediaId: null,
    combinable: false,
    media: null,
    translated: { name, position: option.position, customFields: {} },
    group: group ?? {
      ...base(seedGroup.id),
      name: groupName,
      displayType: seedGroup.displayType,
      sortingType: seedGroup.sortingType,
      filterable: seedGroup.filterable,
      visibleOnProductDetailPage: true,
      position: seedGroup.position,
      translated: { name: groupName, position: seedGroup.position, customFields: {} },
      apiAlias: "property_group",
    },
    option: name,
    apiAlias: "property_group_option",
  };
}

export function serializePropertyGroup(group: SeedPropertyGroup, ctx: RenderContext, optionIds?: Set<string>) {
  const name = tr(group.name, ctx.locale);
  const json = {
    ...base(group.id),
    name,
    description: null,
    displayType: group.displayType,
    sortingType: group.sortingType,
    filterable: group.filterable,
    visibleOnProductDetailPage: true,
    position: group.position,
    translated: { name, description: null, position: group.position, customFields: {} },
    apiAlias: "property_group",
  };
  const options = group.options
    .filter((o) => !optionIds || optionIds.has(o.id))
    .map((o) => serializePropertyOption(o, ctx));
  return { ...json, options };
}

function productCustomFields(product: SeedProduct): Record<string, unknown> {
  const fields: Record<string, unknown> = { pbx_product_type: product.productType };
  if (product.pbx) {
    fields["pbx_pbx2_product_family_id"] = product.pbx.productFamilyId;
    fields["pbx_editor_module_id"] = product.pbx.moduleId;
    fields["pbx_product_family_quantity_editable_in_cart"] = product.pbx.quantityEditableInCart;
    fields["pbx_allow_multiple_psp"] = product.pbx.allowMultiplePsp;
    fields["pbx_quantity_steps"] = JSON.stringify(product.pbx.quantitySteps);
  }
  return fields;
}

export function serializeProduct(
  product: SeedProduct,
  catalogue: Catalogue,
  ctx: RenderContext,
  associations: ReadonlySet<string> = new Set(),
) {
  const name = tr(product.name, ctx.locale);
  const description = tr(product.description, ctx.locale);
  const metaTitle = tr(product.metaTitle, ctx.locale);
  const metaDescription = tr(product.metaDescription, ctx.locale);
  const customFields = productCustomFields(product);
  const price = calculatedPrice(product.gross, product.taxRate, 1, ctx, product.listGross);
  const coverMedia = catalogue.media.get(product.mediaIds[0]!);
  const productMedia = (mediaId: string, position: number) => {
    const media = catalogue.media.get(mediaId)!;
    return {
      ...base(hexId(`product-media:${product.id}:${position}`)),
      versionId: LIVE_VERSION_ID,
      productId: product.id,
      productVersionId: LIVE_VERSION_ID,
      mediaId,
      position,
      media: serializeMedia(media, ctx),
      apiAlias: "product_media",
    };
  };
  const cover = coverMedia ? productMedia(coverMedia.id, 0) : null;
  const seoCategory = categoryById(product.categoryIds[0]!);
  const properties = product.propertyIds.map((id) => propertyOptionById(id)!).filter(Boolean);
  const stockAvailable = product.stock > 0 || !product.isCloseout;

  const json: Record<string, unknown> = {
    ...base(product.id, product.createdAt.replace("Z", "+00:00")),
    versionId: LIVE_VERSION_ID,
    parentId: null,
    parentVersionId: null,
    manufacturerId: product.manufacturerId,
    productManufacturerVersionId: LIVE_VERSION_ID,
    unitId: null,
    taxId: product.taxId,
    coverId: cover?.id ?? null,
    productMediaVersionId: LIVE_VERSION_ID,
    canonicalProductId: null,
    cmsPageId: productLayoutOf(product)?.id ?? null,
    productNumber: product.productNumber,
    active: true,
    available: stockAvailable,
    isCloseout: product.isCloseout,
    availableStock: product.stock,
    stock: product.stock,
    displayGroup: product.id.slice(0, 16),
    manufacturerNumber: null,
    ean: null,
    purchaseSteps: product.purchaseSteps,
    maxPurchase: product.maxPurchase,
    minPurchase: product.minPurchase,
    purchaseUnit: null,
    referenceUnit: null,
    shippingFree: product.shippingFree,
    markAsTopseller: product.sales > 400,
    releaseDate: product.releaseDate.replace("Z", "+00:00"),
    ratingAverage: product.ratingAverage,
    categoryTree: product.categoryTree,
    propertyIds: product.propertyIds,
    optionIds: [],
    streamIds: null,
    tagIds: null,
    categoryIds: product.categoryIds,
    childCount: 0,
    sales: product.sales,
    metaDescription,
    name,
    keywords: null,
    description,
    metaTitle,
    packUnit: null,
    packUnitPlural: null,
    customFields,
    type: product.digital ? "digital" : "physical",
    states: [product.digital ? "is-download" : "is-physical"],
    calculatedPrice: price,
    calculatedPrices:
      product.tiers.length > 1
        ? product.tiers.map((tier) =>
            calculatedPrice(
              tier.gross,
              product.taxRate,
              tier.quantityEnd ?? tier.quantityStart,
              ctx,
              product.listGross,
            ),
          )
        : [],
    calculatedMaxPurchase: Math.min(product.maxPurchase, product.isCloseout ? product.stock : product.maxPurchase),
    calculatedCheapestPrice: {
      ...price,
      hasRange: false,
      variantId: product.id,
      apiAlias: "calculated_cheapest_price",
    },
    calculatedListingPrice: { from: price, to: price, apiAlias: "calculated_listing_price" },
    isNew: product.isNew,
    sortedProperties: null,
    ...productTranslated67(description),
    translated: {
      metaDescription,
      name,
      keywords: null,
      description,
      metaTitle,
      packUnit: null,
      packUnitPlural: null,
      customFields,
      ...productTranslated67(description),
    },
    cover,
    options: [],
    ...productDeliveryFields(product, ctx),
    ...productFields67(product),
    seoCategory: seoCategory ? serializeCategory(seoCategory, catalogue, ctx) : null,
    ...seoUrlsFor(catalogue, "frontend.detail.page", product.id, ctx),
    apiAlias: "product",
  };

  // A product of a variant family (seed/variants): parent, options, listing config, the family's cheapest price.
  Object.assign(json, variantFields(product, ctx));
  if (product.optionIds)
    json["options"] = product.optionIds.map((id) => serializePropertyOption(propertyOptionById(id)!, ctx));
  if (associations.has("configuratorSettings")) json["configuratorSettings"] = configuratorSettingsOf(product);
  // A requested seoUrls association brings them without the sw-include-seo-urls header too.
  if (associations.has("seoUrls") && !("seoUrls" in json))
    Object.assign(json, seoUrlsFor(catalogue, "frontend.detail.page", product.id, { ...ctx, includeSeoUrls: true }));
  if (associations.has("manufacturer"))
    json["manufacturer"] = serializeManufacturer(product.manufacturerId, catalogue, ctx);
  if (associations.has("media")) json["media"] = product.mediaIds.map((id, position) => productMedia(id, position));
  if (associations.has("properties")) {
    json["properties"] = properties.map((option) => {
      const group = propertyGroupById(option.groupId)!;
      const { options: _options, ...groupJson } = serializePropertyGroup(group, ctx);
      return serializePropertyOption(option, ctx, groupJson);
    });
  }
  if (associations.has("productReviews"))
    json["productReviews"] = product.reviews.map((review) =>
      serializeReview(seedReviewRecord(review, product.id), ctx.salesChannelId),
    );
  if (associations.has("categories")) {
    json["categories"] = product.categoryIds.map((id) => serializeCategory(categoryById(id)!, catalogue, ctx));
  }
  return json;
}
