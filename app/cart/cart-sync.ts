import { queryKey } from "../framework/query-keys";
import type { StorefrontServices } from "../framework/services";
import { readCart, type Cart } from "./store-api";
import { tellOtherTabs, watchOtherTabs } from "./other-tabs";

/**
 * The cart is the server's (design "The cart is the server's"). In a tab, every cart call, reads and
 * the forms sent to the Worker included (app/framework/server-action), goes out one at a time in the
 * order it was asked for: answers then arrive in that order, and the last answer written to the cache
 * is the answer to the last thing the shopper did. A call whose form was sent again before its turn
 * came (a fetcher resubmitted, its signal aborted) is dropped: repeated quantity changes of a line
 * coalesce into the last one. The Worker queues nothing: each request has its own cache and session.
 */
let tail: Promise<unknown> = Promise.resolve();

export function inCartOrder<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const turn = tail.then(() => {
    signal?.throwIfAborted();
    return call();
  });
  tail = turn.catch(() => undefined);
  return turn;
}

/** The cart query's read: in cart order, and the first one starts listening to the other tabs. */
export function readCartInOrder(services: StorefrontServices, languageId: string): Promise<Cart> {
  watchOtherTabs(services);
  return inCartOrder(() => readCart(services.api, languageId));
}

/**
 * After an order the shop's cart is empty, but this tab's cache may still hold the cart from before
 * (the checkout read it): the pages after an order (success, payment failure) drop it, so that it is
 * read again and no header shows the old count; the shop's other tabs hear of it too.
 */
export function forgetOrderedCart(services: StorefrontServices): void {
  if (services.isServer) return;
  void services.queryClient.resetQueries({ queryKey: queryKey("cart") });
  tellOtherTabs();
}
