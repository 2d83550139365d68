import * as z from "zod/mini";
import { lineItemKind } from "../cart/line-item-kind";
import { printLineItem } from "../cart/line-items";
import { cartQuery } from "../cart/queries";
import type { Cart, CartLineItem } from "../cart/store-api";
import type { StorefrontServices } from "../framework/services";
import { editorPath } from "../projects/project-list";

/**
 * The cart item handed to the editor (spec section 3): one per print/telephony line of the cart, with
 * the prices the cart shows (per piece and for the line; the list price only where the shop gives one,
 * that is above the unit price), the project's name as the cart names it, its product family, where it
 * is edited (the cart's own editor link: the project's path with `fromCart`, absolute, since the editor
 * is another site's script), its thumbnail and its chosen attributes (the line's option children).
 * Checked with zod as it crosses to the editor: the editor gets this shape or nothing.
 */
export const editorCartItemSchema = z.object({
  listPrice: z.nullable(z.number()),
  totalPrice: z.number(),
  unitPrice: z.number(),
  quantity: z.number().check(z.int(), z.positive()),
  displayName: z.string(),
  productFamilyId: z.string().check(z.minLength(1)),
  projectEditUrl: z.nullable(z.url()),
  projectId: z.string().check(z.minLength(1)),
  thumbnailUrl: z.nullable(z.string()),
  selectedAttributes: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type EditorCartItem = z.infer<typeof editorCartItemSchema>;
export const editorCartItemsSchema = z.array(editorCartItemSchema);

/** Where the project links point: the page's origin, the shopper's language prefix, and the shop's prefixes. */
export interface EditorLinkBase {
  origin: string;
  langPrefix: string;
  prefixes: readonly string[];
}

/** A project's editor link from the cart (`fromCart=1`: the editor reads the cart again once the project is saved). */
function projectEditUrl(projectPath: string | null, base: EditorLinkBase): string | null {
  const path = projectPath ? editorPath({ path: projectPath }, base.langPrefix, base.prefixes) : null;
  if (!path) return null;
  return new URL(`${path}${path.includes("?") ? "&" : "?"}fromCart=1`, base.origin).href;
}

/** One print line as the editor gets it; null for a line the shop sent without a price (never handed over half). */
function editorCartItem(item: CartLineItem, base: EditorLinkBase): EditorCartItem | null {
  const print = printLineItem(item);
  if (!print || !item.price) return null;
  const listPrice = item.price.listPrice?.price;
  return {
    listPrice: typeof listPrice === "number" && listPrice > item.price.unitPrice ? listPrice : null,
    totalPrice: item.price.totalPrice,
    unitPrice: item.price.unitPrice,
    quantity: item.quantity ?? item.price.quantity ?? 1,
    displayName: item.label ?? "",
    productFamilyId: print.productFamilyId,
    projectEditUrl: projectEditUrl(print.projectPath, base),
    projectId: print.projectId,
    thumbnailUrl: print.thumbnailUrl ?? item.cover?.url ?? null,
    selectedAttributes: print.options.map((option) => ({ name: option.attrName, value: option.translatedAttrValue })),
  };
}

/**
 * The cart's print items for the editor, in the cart's order. Ordinary products and promotions are the
 * shop's, not the editor's; a line that does not pass the check is left out and logged, so that one odd
 * line does not keep the others from the editor.
 */
export function editorCartItems(
  cart: Pick<Cart, "lineItems"> | null | undefined,
  base: EditorLinkBase,
): EditorCartItem[] {
  return (cart?.lineItems ?? []).flatMap((item) => {
    if (lineItemKind(item) !== "print") return [];
    const candidate = editorCartItem(item, base);
    const checked = editorCartItemSchema.safeParse(candidate);
    if (checked.success) return [checked.data];
    console.error("printbox: a cart line was not handed to the editor", item.id, checked.error.issues[0]?.message);
    return [];
  });
}

/**
 * What the editor gets when it asks (getCartItems): the shop's cart now (the cart query, which never
 * counts as fresh, in cart order with the page's own cart calls), its print items. Here, not in the
 * editor's frame: this module loads when the editor asks, the cart query with it, so that no page's
 * first load carries any of it.
 */
export async function readEditorCartItems(
  services: StorefrontServices,
  languageId: string,
  base: EditorLinkBase,
): Promise<EditorCartItem[]> {
  return editorCartItems(await services.queryClient.fetchQuery(cartQuery(services, languageId)), base);
}
