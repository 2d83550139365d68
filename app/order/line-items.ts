import { lineItemKind } from "../cart/line-item-kind";
import {
  printOptionOf,
  promotionLineItem,
  type PrintOption,
  type PromotionLineItem,
  variantOptionsOf,
} from "../cart/line-items";
import type { OrderLineItem } from "./store-api";

/**
 * The order's lines by kind ("In order line items"): a print parent has the product
 * family id and no parentId, a print child has a parentId (it is one of its parent's options, never a
 * line of its own), a promotion has type promotion; every other line is an ordinary product (with its
 * variant's options). The loaders read them (payloads through zod) and hand the screens the result, so
 * that zod stays out of the screens' first load.
 */
export type OrderLine =
  | { kind: "product"; item: OrderLineItem; options: { group: string; option: string }[] }
  | { kind: "print"; item: OrderLineItem; options: PrintOption[] }
  | { kind: "promotion"; item: OrderLineItem; promotion: PromotionLineItem | null };

export function orderLines(items: readonly OrderLineItem[]): OrderLine[] {
  const childrenOf = new Map<string, OrderLineItem[]>();
  for (const item of items)
    if (item.parentId) childrenOf.set(item.parentId, [...(childrenOf.get(item.parentId) ?? []), item]);
  return items
    .filter((item) => !item.parentId)
    .map((item): OrderLine => {
      if (item.type === "promotion") return { kind: "promotion", item, promotion: promotionLineItem(item) };
      if (lineItemKind(item) === "print")
        return {
          kind: "print",
          item,
          options: (childrenOf.get(item.id) ?? []).flatMap((child) => printOptionOf(child.payload) ?? []),
        };
      return { kind: "product", item, options: variantOptionsOf(item.payload) };
    });
}
