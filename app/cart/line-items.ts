import * as z from "zod/mini";
import type { CartLineItem } from "./store-api";
import { parseQuantity, parseQuantitySteps } from "./quantity";

/**
 * What a print/telephony and a promotion line item carry. Payloads are free-form in
 * the official schema, so their details are read through zod here; which kind a line is, is told
 * by line-item-kind (no zod: the header counts with it on every page).
 */

const printFields = z.object({
  pbx_pbx2_product_family_id: z.string(),
  pbx_page_count: z.optional(z.unknown()),
  _project_id: z.optional(z.string()),
  _project_path: z.optional(z.string()),
  _project_thumbnail_url: z.optional(z.string()),
  _product_family_quantity_editable_in_cart: z.optional(z.unknown()),
  _allow_multiple_psp: z.optional(z.unknown()),
  _quantity_steps: z.optional(z.unknown()),
});
const printPayload = z.object({ customFields: printFields, projectId: z.optional(z.string()) });
const promotionPayload = z.object({
  discountType: z.string(),
  value: z.optional(z.union([z.string(), z.number()])),
  code: z.optional(z.nullable(z.string())),
  discountId: z.optional(z.string()),
  promotionCodeType: z.optional(z.string()),
});
const optionPayload = z.object({
  attrName: z.optional(z.string()),
  attrValue: z.optional(z.unknown()),
  translatedAttrValue: z.optional(z.string()),
  pageCount: z.optional(z.unknown()),
});

/** A variant's options as Shopware's cart writes them into a product line's payload (its `variation`). */
const variationPayload = z.object({ options: z.array(z.object({ group: z.string(), option: z.string() })) });

/** The options of a variant's line ("Colour: Green"), in the cart and in an order; none for other lines. */
export function variantOptionsOf(payload: unknown): { group: string; option: string }[] {
  const parsed = variationPayload.safeParse(payload);
  return parsed.success ? parsed.data.options.filter((o) => o.group && o.option) : [];
}

/** A flag of the print plugin's custom fields: true, 1 and "1"/"true" are set. */
const flag = (value: unknown) => value === true || value === 1 || value === "1" || value === "true";

export interface PrintOption {
  attrName: string;
  translatedAttrValue: string;
  pageCount: number | null;
}

/** Print-product line item. */
export interface PrintLineItem {
  projectId: string;
  productFamilyId: string;
  projectPath: string | null;
  thumbnailUrl: string | null;
  allowEditableInCart: boolean;
  allowMultiplePsp: boolean;
  quantitySteps: number[];
  /** Not editable when the family is not cart-editable or allows multiple prints. */
  quantityEditable: boolean;
  pageCount: number | null;
  printsTotalCount: number;
  options: PrintOption[];
}

const pageCountOf = (value: unknown): number | null => {
  const count = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isInteger(count) && count > 0 ? count : null;
};

/** A print line's option child (attribute name and value), in the cart as its children, in an order as lines with its parentId. */
export function printOptionOf(payload: unknown): PrintOption | null {
  const option = optionPayload.safeParse(payload);
  if (!option.success || !option.data.attrName) return null;
  return {
    attrName: option.data.attrName,
    translatedAttrValue: option.data.translatedAttrValue ?? String(option.data.attrValue ?? ""),
    pageCount: pageCountOf(option.data.pageCount),
  };
}

export function printLineItem(item: CartLineItem): PrintLineItem | null {
  const parsed = printPayload.safeParse(item.payload);
  if (!parsed.success) return null;
  const fields = parsed.data.customFields;
  // Absent means the family's default: editable, one print per project.
  const allowEditableInCart =
    fields._product_family_quantity_editable_in_cart === undefined
      ? true
      : flag(fields._product_family_quantity_editable_in_cart);
  const allowMultiplePsp = flag(fields._allow_multiple_psp);
  const options = (item.children ?? []).flatMap((child) => printOptionOf(child.payload) ?? []);
  const quantity = parseQuantity(item.quantity);
  const pageCount = pageCountOf(fields.pbx_page_count);
  return {
    projectId: fields._project_id ?? parsed.data.projectId ?? item.referencedId ?? item.id,
    productFamilyId: fields.pbx_pbx2_product_family_id,
    projectPath: fields._project_path ?? null,
    thumbnailUrl: fields._project_thumbnail_url ?? null,
    allowEditableInCart,
    allowMultiplePsp,
    quantitySteps: parseQuantitySteps(fields._quantity_steps),
    quantityEditable: allowEditableInCart && !allowMultiplePsp,
    pageCount,
    // A family that allows multiple prints prints every page on its own (a set of prints); others bind them into one.
    printsTotalCount: quantity * (allowMultiplePsp ? (pageCount ?? 1) : 1),
    options,
  };
}

/** Promotion line item payload: removable unless the code is global. */
export interface PromotionLineItem {
  code: string;
  value: string;
  discountType: string;
  discountId: string | null;
  removable: boolean;
}

export function promotionLineItem(item: {
  payload?: unknown;
  referencedId?: string | null;
  removable?: boolean;
}): PromotionLineItem | null {
  const parsed = promotionPayload.safeParse(item.payload);
  if (!parsed.success) return null;
  const global = parsed.data.promotionCodeType === "global";
  return {
    code: parsed.data.code ?? item.referencedId ?? "",
    value: String(parsed.data.value ?? ""),
    discountType: parsed.data.discountType,
    discountId: parsed.data.discountId ?? null,
    removable: item.removable !== false && !global,
  };
}

/** A list price worth showing (only when it is above the unit price). */
export interface ListPriceSaving {
  price: number;
  /** The saving per unit, positive. */
  saving: number;
  percentage: number;
}

export function listPriceSaving(item: CartLineItem): ListPriceSaving | null {
  const list = item.price?.listPrice;
  const unit = item.price?.unitPrice;
  if (!list?.price || unit === undefined || list.price <= unit) return null;
  return {
    price: list.price,
    saving: Math.abs(list.discount ?? unit - list.price),
    percentage: list.percentage ?? ((list.price - unit) / list.price) * 100,
  };
}
