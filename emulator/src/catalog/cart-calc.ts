import type { RequestState } from "../env";
import { PAYMENT_METHODS, SHIPPING_METHODS } from "../seed/checkout-methods";
import { deliveryTimeOf, restockTimeOf } from "../seed/delivery-times";
import { familyById } from "../seed/families";
import { hexId } from "../seed/ids";
import type { SeedProduct } from "../seed/products";
import { GLOBAL_PROMOTIONS, promotionByCode, type SeedPromotion } from "../seed/promotions";
import { COUNTRIES, type LocaleCode } from "../seed/reference";
import { renderContext, type RenderContext, serializeMedia, externalMedia, tr } from "../serialize/common";
import { cartDeliveryInformation } from "../serialize/delivery-time";
import { roundTo } from "../serialize/price";
import { serializeCountry, serializeShippingMethod } from "../serialize/reference";
import { variationOf } from "../serialize/variant";
import type { StoredCart, StoredLineItem } from "../state/cart";
import type { Project } from "../state/projects";
import type { Catalogue } from "./catalogue";
import { deliveryDateJson, latestDeliveryDate, positionDeliveryDate } from "./delivery-dates";

/** A cart error as Shopware's Error::jsonSerialize writes it; level 0 notice, 10 warning, 20 error. */
export interface CartError {
  code: number;
  key: string;
  level: 0 | 10 | 20;
  message: string;
  messageKey: string;
  parameters: Record<string, unknown>;
  block: boolean;
  blockResubmit: boolean;
}

export function cartError(
  messageKey: string,
  id: string,
  level: 0 | 10 | 20,
  message: string,
  parameters: Record<string, unknown> = {},
): CartError {
  return {
    code: 0,
    key: `${messageKey}${id}`,
    level,
    message,
    messageKey,
    parameters,
    block: level === 20,
    blockResubmit: level === 20,
  };
}

interface Position {
  stored: StoredLineItem;
  kind: "product" | "print";
  product: SeedProduct;
  project?: Project;
  label: string;
  quantity: number;
  /** Unit price as displayed (currency, gross or net), rounded. */
  unit: number;
  listUnit: number | null;
  taxRate: number;
}

export interface CalculatedCart {
  json: Record<string, unknown>;
  stored: StoredCart;
  errors: CartError[];
  /** Whether the stored cart was corrected (quantities clamped, items removed). */
  changed: boolean;
  totals: { positions: number; shipping: number; total: number; net: number; taxStatus: "gross" | "net" };
  /** Lines for an order: everything a snapshot needs. */
  lines: Record<string, unknown>[];
  shippingCosts: Record<string, unknown>;
  deliveries: Record<string, unknown>[];
  blocked: boolean;
}

const taxShare = (amount: number, rate: number, gross: boolean) =>
  gross ? amount - amount / (1 + rate / 100) : amount * (rate / 100);

function priceJson(
  unit: number,
  quantity: number,
  rate: number,
  ctx: RenderContext,
  listUnit: number | null = null,
  taxes?: { tax: number; taxRate: number; price: number }[],
) {
  const total = roundTo(unit * quantity, ctx.decimals);
  const calculatedTaxes = (
    taxes ?? [{ tax: taxShare(total, rate, ctx.displayGross), taxRate: rate, price: total }]
  ).map((t) => ({
    tax: roundTo(t.tax, ctx.decimals),
    taxRate: t.taxRate,
    price: roundTo(t.price, ctx.decimals),
    apiAlias: "cart_tax_calculated",
  }));
  const listPrice =
    listUnit !== null && listUnit > unit
      ? {
          price: listUnit,
          discount: roundTo(unit - listUnit, ctx.decimals),
          percentage: roundTo(((listUnit - unit) / listUnit) * 100, 2),
          apiAlias: "cart_list_price",
        }
      : null;
  return {
    unitPrice: unit,
    quantity,
    totalPrice: total,
    calculatedTaxes,
    taxRules: taxes
      ? taxes.map((t) => ({
          taxRate: t.taxRate,
          percentage: roundTo((t.price / (taxes.reduce((sum, x) => sum + x.price, 0) || 1)) * 100, 2),
          apiAlias: "cart_tax_rule",
        }))
      : [{ taxRate: rate, percentage: 100, apiAlias: "cart_tax_rule" }],
    referencePrice: null,
    listPrice,
    regulationPrice: null,
    apiAlias: "calculated_price",
  };
}

/** The display unit price of a seed product for a quantity (graduated prices), in the context's currency. */
function productUnit(
  product: SeedProduct,
  quantity: number,
  ctx: RenderContext,
): { unit: number; list: number | null } {
  const tier = product.tiers.length ? [...product.tiers].reverse().find((t) => quantity >= t.quantityStart) : undefined;
  const gross = tier?.gross ?? product.gross;
  const toDisplay = (g: number) =>
    roundTo((ctx.displayGross ? g : g / (1 + product.taxRate / 100)) * ctx.currencyFactor, ctx.decimals);
  return { unit: toDisplay(gross), list: product.listGross !== null ? toDisplay(product.listGross) : null };
}

/** A project's gross price in the system currency: the family's product, its options and extra pages. */
export function projectGross(project: Project, product: SeedProduct): number {
  const family = familyById(project.productFamilyId);
  if (!family) return product.gross;
  const factor = family.attributes
    .flatMap((a) => a.options)
    .filter((o) => project.optionIds.includes(o.id))
    .reduce((f, o) => f * o.priceFactor, 1);
  const extraPages = Math.max(0, project.pageCount - family.basePageCount);
  return roundTo(product.gross * factor + extraPages * family.extraPagePrice, 2);
}

export const familyProduct = (catalogue: Catalogue, familyId: string) =>
  catalogue.products.find((p) => p.pbx?.productFamilyId === familyId);

function eligible(promotion: SeedPromotion, positionsGrossSystem: number, state: RequestState): boolean {
  if (positionsGrossSystem < promotion.minCartValue) return false;
  if (promotion.requiresLogin && !state.customer) return false;
  if (promotion.customerGroupIds.length && !promotion.customerGroupIds.includes(state.customer?.groupId ?? ""))
    return false;
  return true;
}

/**
 * Shopware's cart calculation for the emulator: products (graduated prices, stock, purchase limits),
 * print projects, promotions, shipping and taxes, in the context's currency, gross or net by the
 * customer group. Returns the Cart JSON and what changed in the stored cart.
 */
export function calculateCart(
  stored: StoredCart,
  state: RequestState,
  catalogue: Catalogue,
  projects: Map<string, Project>,
): CalculatedCart {
  const ctx = renderContext(state);
  const locale: LocaleCode = ctx.locale;
  const errors: CartError[] = [];
  const keep: StoredLineItem[] = [];
  const positions: Position[] = [];
  let changed = false;

  for (const item of stored.lineItems) {
    if (item.type === "promotion") {
      keep.push(item);
      continue;
    }
    if (item.type === "pbx2project") {
      const project = projects.get(item.referencedId);
      const product = project ? familyProduct(catalogue, project.productFamilyId) : undefined;
      if (!project || !product) {
        errors.push(
          cartError("pbx-project-not-found", item.id, 20, `The project ${item.referencedId} could not be found.`, {
            projectId: item.referencedId,
          }),
        );
        changed = true;
        continue;
      }
      const gross = projectGross(project, product);
      const unit = roundTo(
        (ctx.displayGross ? gross : gross / (1 + product.taxRate / 100)) * ctx.currencyFactor,
        ctx.decimals,
      );
      positions.push({
        stored: item,
        kind: "print",
        product,
        project,
        label: project.name,
        quantity: item.quantity,
        unit,
        listUnit: null,
        taxRate: product.taxRate,
      });
      keep.push(item);
      continue;
    }
    const product = catalogue.productById.get(item.referencedId);
    const name = product ? tr(product.name, locale) : item.referencedId;
    if (!product) {
      errors.push(
        cartError("product-not-found", item.id, 20, `The product ${item.referencedId} could not be found.`, {
          id: item.referencedId,
        }),
      );
      changed = true;
      continue;
    }
    if (product.isCloseout && product.stock <= 0) {
      errors.push(
        cartError("product-out-of-stock", item.id, 20, `The product ${name} is no longer available`, {
          id: product.id,
          name,
        }),
      );
      changed = true;
      continue;
    }
    let quantity = item.quantity;
    const max = product.isCloseout ? Math.min(product.maxPurchase, product.stock) : product.maxPurchase;
    if (quantity > max) {
      quantity = max;
      errors.push(
        cartError("product-stock-reached", item.id, 10, `The product ${name} is only available ${max} times`, {
          name,
          quantity: max,
        }),
      );
    }
    if (quantity < product.minPurchase) {
      quantity = product.minPurchase;
      errors.push(
        cartError(
          "min-order-quantity",
          item.id,
          10,
          `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been increased to ${quantity}`,
          { name, quantity },
        ),
      );
    }
    if (quantity !== item.quantity) changed = true;
    const { unit, list } = productUnit(product, quantity, ctx);
    const next = { ...item, quantity };
    positions.push({
      stored: next,
      kind: "product",
      product,
      label: name,
      quantity,
      unit,
      listUnit: list,
      taxRate: product.taxRate,
    });
    keep.push(next);
  }

  // Line items of the products and projects.
  const lines: Record<string, unknown>[] = positions.map((p) => positionJson(p, ctx, catalogue));
  const positionsTotal = positions.reduce((sum, p) => sum + roundTo(p.unit * p.quantity, ctx.decimals), 0);
  const byRate = new Map<number, number>();
  for (const p of positions)
    byRate.set(p.taxRate, (byRate.get(p.taxRate) ?? 0) + roundTo(p.unit * p.quantity, ctx.decimals));
  // Promotions judge the cart by its gross value in the system currency.
  const positionsGrossSystem = positions.reduce(
    (sum, p) =>
      sum +
      (p.kind === "print" && p.project ? projectGross(p.project, p.product) : productUnitGross(p.product, p.quantity)) *
        p.quantity,
    0,
  );

  let discountTotal = 0;
  const applied: SeedPromotion[] = [];
  for (const item of keep.filter((i) => i.type === "promotion")) {
    const promotion = promotionByCode(item.referencedId);
    if (!promotion) {
      errors.push(
        cartError(
          "promotion-not-found",
          item.referencedId,
          20,
          `Promotion with code ${item.referencedId} could not be found.`,
          { code: item.referencedId },
        ),
      );
      changed = true;
      continue;
    }
    if (!eligible(promotion, positionsGrossSystem, state) || positions.length === 0) {
      errors.push(
        cartError(
          "promotion-not-eligible",
          promotion.id,
          10,
          `Promotion ${tr(promotion.name, locale)} not eligible for cart!`,
          { name: tr(promotion.name, locale) },
        ),
      );
      continue;
    }
    applied.push(promotion);
  }
  for (const promotion of GLOBAL_PROMOTIONS)
    if (positions.length && eligible(promotion, positionsGrossSystem, state)) applied.push(promotion);
  const withoutDeadCodes = keep.filter((i) => i.type !== "promotion" || promotionByCode(i.referencedId));
  for (const promotion of applied) {
    const remaining = positionsTotal + discountTotal;
    const amount =
      promotion.discountType === "percentage"
        ? roundTo((positionsTotal * promotion.value) / 100, ctx.decimals)
        : Math.min(
            roundTo((ctx.displayGross ? promotion.value : promotion.value / 1.19) * ctx.currencyFactor, ctx.decimals),
            remaining,
          );
    if (amount <= 0) continue;
    discountTotal -= amount;
    const taxes = [...byRate.entries()].map(([rate, base]) => {
      const share = positionsTotal ? (-amount * base) / positionsTotal : 0;
      return { tax: taxShare(share, rate, ctx.displayGross), taxRate: rate, price: share };
    });
    const stored = withoutDeadCodes.find(
      (i) => i.type === "promotion" && i.referencedId.toLowerCase() === promotion.code?.toLowerCase(),
    );
    const id = stored?.id ?? promotion.id;
    const label = tr(promotion.name, locale);
    lines.push({
      id,
      referencedId: promotion.code ?? "",
      label,
      quantity: 1,
      type: "promotion",
      good: false,
      description: label,
      removable: promotion.code !== null,
      stackable: false,
      modified: false,
      states: [],
      payload: {
        promotionId: promotion.id,
        discountId: hexId(`discount:${promotion.id}`),
        code: promotion.code ?? "",
        value: String(promotion.value),
        discountType: promotion.discountType,
        discountScope: "cart",
        groupId: "",
        filter: { applierKey: null, usageKey: null, pickerKey: null, sorterKey: null },
        exclusions: [],
        preventCombination: false,
        setGroups: [],
        promotionCodeType: promotion.code === null ? "global" : "fixed",
        maxValue: "",
      },
      priceDefinition:
        promotion.discountType === "percentage"
          ? {
              percentage: -promotion.value,
              filter: null,
              isCalculated: true,
              type: "percentage",
              apiAlias: "cart_price_percentage",
            }
          : { price: -amount, filter: null, isCalculated: true, type: "absolute", apiAlias: "cart_price_absolute" },
      price: priceJson(-amount, 1, 0, ctx, null, taxes),
      quantityInformation: null,
      deliveryInformation: null,
      cover: null,
      children: [],
      extensions: {},
      uniqueIdentifier: id,
      apiAlias: "cart_line_item",
    });
  }

  // Shipping.
  const method = SHIPPING_METHODS.find((m) => m.id === state.payload.shippingMethodId) ?? SHIPPING_METHODS[0]!;
  const payment = PAYMENT_METHODS.find((m) => m.id === state.payload.paymentMethodId) ?? PAYMENT_METHODS[0]!;
  const allFree = positions.length > 0 && positions.every((p) => p.product.shippingFree);
  const freeByValue = method.freeFrom !== null && positionsGrossSystem >= method.freeFrom;
  const shipping =
    positions.length === 0 || allFree || freeByValue
      ? 0
      : roundTo((ctx.displayGross ? method.price : method.price / 1.19) * ctx.currencyFactor, ctx.decimals);
  if (method.parcelLocker && positions.length && !stored.parcelLocker) {
    errors.push(
      cartError("parcel-locker-not-selected", method.id, 20, "Choose a parcel locker for the delivery.", {
        shippingMethodId: method.id,
      }),
    );
  }
  const shippingTaxes = [...byRate.entries()].map(([rate, base]) => {
    const share = positionsTotal ? (shipping * base) / positionsTotal : 0;
    return { tax: taxShare(share, rate, ctx.displayGross), taxRate: rate, price: share };
  });
  const shippingCosts = priceJson(
    shipping,
    1,
    0,
    ctx,
    null,
    shippingTaxes.length ? shippingTaxes : [{ tax: 0, taxRate: 0, price: shipping }],
  );

  // Totals and taxes, per rate.
  const taxesByRate = new Map<number, { tax: number; price: number }>();
  const addTaxes = (list: { tax: number; taxRate: number; price: number }[]) => {
    for (const t of list) {
      const cur = taxesByRate.get(t.taxRate) ?? { tax: 0, price: 0 };
      taxesByRate.set(t.taxRate, { tax: cur.tax + t.tax, price: cur.price + t.price });
    }
  };
  for (const line of lines)
    addTaxes((line["price"] as { calculatedTaxes: { tax: number; taxRate: number; price: number }[] }).calculatedTaxes);
  addTaxes(shippingCosts.calculatedTaxes);
  const calculatedTaxes = [...taxesByRate.entries()]
    .filter(([rate]) => rate > 0)
    .sort(([a], [b]) => a - b)
    .map(([taxRate, t]) => ({
      tax: roundTo(t.tax, ctx.decimals),
      taxRate,
      price: roundTo(t.price, ctx.decimals),
      apiAlias: "cart_tax_calculated",
    }));
  const taxTotal = calculatedTaxes.reduce((s, t) => s + t.tax, 0);
  const positionPrice = roundTo(positionsTotal + discountTotal, ctx.decimals);
  const beforeTax = positionPrice + shipping;
  const total = roundTo(ctx.displayGross ? beforeTax : beforeTax + taxTotal, ctx.decimals);
  const net = roundTo(ctx.displayGross ? beforeTax - taxTotal : beforeTax, ctx.decimals);
  const taxStatus = ctx.displayGross ? "gross" : "net";
  const price = {
    netPrice: net,
    totalPrice: total,
    positionPrice,
    rawTotal: total,
    taxStatus,
    calculatedTaxes,
    taxRules: calculatedTaxes.map((t) => ({ taxRate: t.taxRate, percentage: 100, apiAlias: "cart_tax_rule" })),
    apiAlias: "cart_price",
  };

  const country = COUNTRIES.find((c) => c.id === state.payload.countryId) ?? COUNTRIES[0]!;
  const now = Date.now();
  const positionDates = positions.map((p) => {
    const physical = p.product.productType !== "sw_product";
    return positionDeliveryDate(
      method.deliveryTime,
      {
        deliveryTime: physical ? deliveryTimeOf(p.product.leaf) : null,
        restockTime: physical ? restockTimeOf(p.product.leaf) : null,
        stock: p.product.stock,
        quantity: p.quantity,
      },
      now,
    );
  });
  const deliveries = positions.length
    ? [
        {
          deliveryDate: deliveryDateJson(latestDeliveryDate(positionDates)),
          location: {
            country: serializeCountry(country, ctx, false),
            state: null,
            address: null,
            apiAlias: "cart_delivery_shipping_location",
          },
          positions: positions.map((p, index) => ({
            identifier: p.stored.id,
            quantity: p.quantity,
            price: priceJson(p.unit, p.quantity, p.taxRate, ctx, p.listUnit),
            deliveryDate: deliveryDateJson(positionDates[index]!),
            apiAlias: "cart_delivery_position",
          })),
          shippingCosts,
          shippingMethod: serializeShippingMethod(method, ctx),
          apiAlias: "cart_delivery",
        },
      ]
    : [];

  const finalStored: StoredCart = { ...stored, lineItems: withoutDeadCodes };
  if (withoutDeadCodes.length !== stored.lineItems.length) changed = true;
  const errorMap = errors.length ? Object.fromEntries(errors.map((e) => [e.key, e])) : [];
  const json = {
    name: "sales-channel",
    token: state.token,
    price,
    lineItems: lines,
    errors: errorMap,
    deliveries,
    transactions: positions.length
      ? [
          {
            paymentMethodId: payment.id,
            amount: priceJson(
              total,
              1,
              0,
              ctx,
              null,
              calculatedTaxes.map((t) => ({ tax: t.tax, taxRate: t.taxRate, price: t.price })),
            ),
            validationStruct: null,
            apiAlias: "cart_transaction",
          },
        ]
      : [],
    modified: changed,
    customerComment: stored.customerComment,
    affiliateCode: null,
    campaignCode: null,
    extensions: stored.parcelLocker
      ? { parcelLocker: { ...stored.parcelLocker, apiAlias: "parcel_locker_selection" } }
      : {},
    apiAlias: "cart",
  };
  return {
    json,
    stored: finalStored,
    errors,
    changed,
    totals: { positions: positionPrice, shipping, total, net, taxStatus },
    lines,
    shippingCosts,
    deliveries,
    blocked: errors.some((e) => e.level === 20),
  };
}

function productUnitGross(product: SeedProduct, quantity: number): number {
  const tier = product.tiers.length ? [...product.tiers].reverse().find((t) => quantity >= t.quantityStart) : undefined;
  return tier?.gross ?? product.gross;
}

/** Print-project and product line items as Shopware's LineItem JSON. */
function positionJson(p: Position, ctx: RenderContext, catalogue: Catalogue): Record<string, unknown> {
  const product = p.product;
  const coverMedia = catalogue.media.get(product.mediaIds[0]!);
  const customFields: Record<string, unknown> = { pbx_product_type: product.productType };
  let cover: Record<string, unknown> | null = coverMedia ? serializeMedia(coverMedia, ctx) : null;
  let children: Record<string, unknown>[] = [];
  let payloadExtra: Record<string, unknown> = {};
  let quantityInformation = {
    minPurchase: product.minPurchase,
    maxPurchase: product.isCloseout ? Math.min(product.maxPurchase, product.stock) : product.maxPurchase,
    purchaseSteps: product.purchaseSteps,
    apiAlias: "line_item_quantity_information",
  };
  if (p.kind === "print" && p.project) {
    const project = p.project;
    const family = familyById(project.productFamilyId);
    const pbx = product.pbx;
    Object.assign(customFields, {
      _project_id: project.id,
      _project_path: `/editor/?productFamilyId=${project.productFamilyId}&moduleId=${project.moduleId}&projectId=${project.id}`,
      _project_thumbnail_url: project.thumbnailUrl,
      pbx_page_count: project.pageCount,
      pbx_pbx2_product_family_id: project.productFamilyId,
      _product_family_quantity_editable_in_cart: pbx?.quantityEditableInCart ?? true,
      _allow_multiple_psp: pbx?.allowMultiplePsp ?? false,
      _quantity_steps: JSON.stringify(pbx?.quantitySteps ?? []),
    });
    payloadExtra = { projectId: project.id, productFamilyId: project.productFamilyId };
    cover = externalMedia(hexId(`project-thumb:${project.id}`), project.thumbnailUrl, project.name, project.id);
    children = (family?.attributes ?? []).flatMap((attribute) => {
      const option = attribute.options.find((o) => project.optionIds.includes(o.id));
      if (!option) return [];
      const attrName = tr(attribute.name, ctx.locale);
      return [
        {
          id: hexId(`project-option:${project.id}:${attribute.id}`),
          referencedId: String(option.id),
          label: `${attrName}: ${tr(option.name, ctx.locale)}`,
          quantity: p.quantity,
          type: "product",
          good: false,
          removable: false,
          stackable: false,
          modified: false,
          states: [],
          description: null,
          payload: {
            attrName,
            attrValue: option.value,
            translatedAttrValue: tr(option.name, ctx.locale),
            pageCount: project.pageCount,
            attributeId: attribute.id,
            optionId: option.id,
          },
          price: priceJson(0, p.quantity, p.taxRate, ctx),
          priceDefinition: null,
          quantityInformation: null,
          deliveryInformation: null,
          cover: null,
          children: [],
          uniqueIdentifier: hexId(`project-option:${project.id}:${attribute.id}`),
          apiAlias: "cart_line_item",
        },
      ];
    });
    if (!(pbx?.quantityEditableInCart ?? true) || (pbx?.allowMultiplePsp ?? false))
      quantityInformation = { ...quantityInformation, maxPurchase: p.quantity, minPurchase: p.quantity };
  } else if (product.pbx) {
    Object.assign(customFields, {
      pbx_pbx2_product_family_id: product.pbx.productFamilyId,
      pbx_editor_module_id: product.pbx.moduleId,
    });
  }
  return {
    id: p.stored.id,
    referencedId: p.kind === "print" ? p.project!.id : product.id,
    label: p.label,
    quantity: p.quantity,
    type: "product",
    good: true,
    description: null,
    removable: true,
    stackable: true,
    modified: false,
    states: [product.digital ? "is-download" : "is-physical"],
    payload: {
      // Shopware's product type; the print/software kind is customFields.pbx_product_type.
      productNumber: product.productNumber,
      productType: product.digital ? "digital" : "physical",
      isCloseout: product.isCloseout,
      stock: product.stock,
      manufacturerId: product.manufacturerId,
      taxId: product.taxId,
      categoryIds: product.categoryIds,
      propertyIds: product.propertyIds,
      // A variant's options (ProductCartProcessor copies the product's variation), and its parent.
      optionIds: product.optionIds ?? [],
      options: variationOf(product, ctx.locale),
      parentId: product.parentId ?? null,
      isNew: product.isNew,
      markAsTopseller: product.sales > 400,
      releaseDate: product.releaseDate,
      createdAt: product.createdAt,
      customFields,
      features: [],
      ...payloadExtra,
    },
    priceDefinition: {
      price: p.unit,
      quantity: p.quantity,
      isCalculated: true,
      referencePriceDefinition: null,
      listPrice: p.listUnit,
      regulationPrice: null,
      taxRules: [{ taxRate: p.taxRate, percentage: 100, apiAlias: "cart_tax_rule" }],
      type: "quantity",
      apiAlias: "cart_price_quantity",
    },
    price: priceJson(p.unit, p.quantity, p.taxRate, ctx, p.listUnit),
    quantityInformation,
    deliveryInformation: cartDeliveryInformation(product, ctx.locale),
    cover,
    children,
    uniqueIdentifier: p.stored.id,
    apiAlias: "cart_line_item",
  };
}
