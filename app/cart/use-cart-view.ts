import { useQuery } from "@tanstack/react-query";
import { useFetchers } from "react-router";
import { cartQuery } from "./queries";
import { sessionIsPersonal } from "../session/personal-hint";
import { useServices } from "../framework/services";
import { useDomain } from "../state/site";
import type { Cart, CartLineItem } from "./store-api";
import { itemCount, lineItemKind } from "./line-item-kind";
import { parseQuantity } from "./quantity";
import * as INTENT from "../forms/intents";

/** What the shopper asked of a line and the shop has not answered yet. */
interface PendingChange {
  quantity?: number;
  removed?: boolean;
}

export interface CartView {
  /** The server's cart as last answered, or undefined until it was read. */
  cart: Cart | undefined;
  /** Its lines as the shopper expects them: pending quantities applied, pending removals gone. */
  lines: CartLineItem[];
  count: number;
  /**
   * What the pending changes move, until the shop recalculates: the positions' sum, the discounts
   * (a removed code's amount, positive), and the total (a net cart's with its tax).
   */
  positionsDelta: number;
  discountDelta: number;
  totalPrice: number;
  /** A change is on its way: the totals shown are an estimate. */
  pending: boolean;
}

/**
 * The cart is absent until it was loaded, and reading it while absent fails. A screen
 * that shows the cart has it loaded (its loader, or the mini cart's wait); reading it before is a bug,
 * told loudly in development and shown as nothing in production.
 */
export function loadedCart(view: CartView): Cart | null {
  if (view.cart) return view.cart;
  if (process.env.NODE_ENV !== "production") throw new Error("The cart was read before it was loaded.");
  return null;
}

const REMOVALS: ReadonlySet<unknown> = new Set([INTENT.removeLineItem, INTENT.removePromotionCode]);

/**
 * The cart on screen (design "The cart is the server's"): the cached answer of the shop, with the
 * changes still on their way laid over it (optimistic). The pending changes are the cart fetchers'
 * forms (one fetcher per line and action, shared by the cart page and the mini cart), so a line's
 * latest click is what shows; when the last answer arrives the fetcher is idle and the shop's
 * cart is all that remains.
 */
export function useCartView({ whenPersonal = false }: { whenPersonal?: boolean } = {}): CartView {
  const services = useServices();
  const domain = useDomain();
  // The header's count reads the cart only for a session with parts of its own (session/personal-hint):
  // a new visitor's cart is empty. Checked at each read, so another tab's first line counts here too.
  const cart = useQuery({
    ...cartQuery(services, domain.languageId),
    enabled: () => !services.isServer && (!whenPersonal || sessionIsPersonal()),
  }).data;
  const pending = new Map<string, PendingChange>();
  const fetchers = useFetchers();
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (fetcher.state === "idle" || !form) continue;
    const intent = form.get("intent");
    const id = String(form.get("lineItemId") ?? "");
    if (intent === INTENT.changeQuantity)
      pending.set(id, { ...pending.get(id), quantity: parseQuantity(form.get("quantity")) });
    else if (REMOVALS.has(intent)) pending.set(id, { ...pending.get(id), removed: true });
  }
  // What the pending changes move: the positions (tax included for a net cart's total) and the discounts.
  let positionsDelta = 0;
  let discountDelta = 0;
  let taxDelta = 0;
  const lines = (cart?.lineItems ?? []).flatMap((item): CartLineItem[] => {
    const change = pending.get(item.id);
    const total = item.price?.totalPrice ?? 0;
    const taxShare = total ? (item.price?.calculatedTaxes ?? []).reduce((sum, tax) => sum + tax.tax, 0) / total : 0;
    const promotion = lineItemKind(item) === "promotion";
    if (change?.removed) {
      if (promotion) discountDelta += total;
      else positionsDelta -= total;
      taxDelta -= total * taxShare;
      return [];
    }
    if (change?.quantity === undefined || change.quantity === item.quantity || !item.price || promotion) return [item];
    const nextTotal = Math.round(item.price.unitPrice * change.quantity * 100) / 100;
    positionsDelta += nextTotal - total;
    taxDelta += (nextTotal - total) * taxShare;
    return [
      {
        ...item,
        quantity: change.quantity,
        price: { ...item.price, quantity: change.quantity, totalPrice: nextTotal },
      },
    ];
  });
  const net = cart?.price.taxStatus === "net";
  return {
    cart,
    lines,
    count: itemCount({ lineItems: lines }),
    positionsDelta,
    // A removed promotion's (negative) line total no longer lowers the total.
    discountDelta: -discountDelta,
    totalPrice: (cart?.price.totalPrice ?? 0) + positionsDelta - discountDelta + (net ? taxDelta : 0),
    pending: pending.size > 0,
  };
}
