/**
 * Store API `includes`: only the fields the storefront renders travel from the shop and into the
 * page's dehydrated cache. One list per entity (apiAlias), shared by pages, listings and search.
 */
const MEDIA = ["id", "url", "alt", "translated", "metaData", "thumbnails"];
const SHARED = {
  media: MEDIA,
  media_thumbnail: ["url", "width", "height"],
  product_media: ["id", "media", "position"],
  calculated_price: ["unitPrice", "totalPrice", "quantity", "listPrice", "referencePrice"],
  cart_list_price: ["price", "discount", "percentage"],
  cart_price_reference: ["price", "purchaseUnit", "referenceUnit", "unitName"],
  seo_url: ["seoPathInfo", "pathInfo"],
};

/** What a product card needs (listings, sliders, boxes, search, suggestions). */
const PRODUCT_CARD = [
  "id",
  "name",
  "translated",
  "productNumber",
  "calculatedPrice",
  "calculatedPrices",
  "cover",
  "seoUrls",
  "ratingAverage",
  "markAsTopseller",
  "apiAlias",
];

export const LISTING_INCLUDES = {
  ...SHARED,
  product: PRODUCT_CARD,
  // The listing's own fields and its aggregations stay whole; the manufacturer filter needs no more than this.
  product_manufacturer: ["id", "name", "translated", "media", "link"],
  property_group: ["id", "name", "translated", "displayType", "position", "options", "filterable"],
  property_group_option: ["id", "name", "translated", "colorHexCode", "media", "position", "groupId"],
};

/**
 * Page lookups: a product page needs the detail fields; cards on the same page get them too, which is
 * cheaper than a second call. Categories, CMS sections, blocks and slots stay whole.
 */
export const PAGE_INCLUDES = {
  ...LISTING_INCLUDES,
  product: [
    ...PRODUCT_CARD,
    "available",
    "availableStock",
    "stock",
    "isCloseout",
    "shippingFree",
    "isNew",
    "customFields",
    "parentId",
    "minPurchase",
    "description",
    "metaTitle",
    "metaDescription",
    "media",
    "manufacturer",
    "properties",
    "sortedProperties",
    "purchaseSteps",
    "maxPurchase",
    "calculatedMaxPurchase",
    "deliveryTime",
    "restockTime",
    "type",
    "ean",
    "manufacturerNumber",
    "releaseDate",
    "productReviews",
    "optionIds",
    "categoryIds",
  ],
  // "combinable": a variant configurator's option (ProductConfiguratorLoader).
  property_group_option: [
    "id",
    "name",
    "translated",
    "colorHexCode",
    "media",
    "position",
    "groupId",
    "group",
    "combinable",
  ],
  delivery_time: ["id", "name", "translated", "min", "max", "unit"],
  // CMS entities without Shopware's duplicates (translated config, field config) and bookkeeping.
  cms_page: ["id", "name", "type", "cssClass", "sections", "apiAlias"],
  cms_section: [
    "id",
    "type",
    "position",
    "name",
    "sizingMode",
    "mobileBehavior",
    "backgroundColor",
    "backgroundMedia",
    "backgroundMediaMode",
    "cssClass",
    "visibility",
    "blocks",
    "apiAlias",
  ],
  cms_block: [
    "id",
    "type",
    "position",
    "name",
    "sectionPosition",
    "marginTop",
    "marginBottom",
    "marginLeft",
    "marginRight",
    "backgroundColor",
    "backgroundMedia",
    "backgroundMediaMode",
    "cssClass",
    "visibility",
    "slots",
    "apiAlias",
  ],
  cms_slot: ["id", "type", "slot", "config", "data", "apiAlias"],
};
