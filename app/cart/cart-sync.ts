import { queryKey } from "../framework/query-keys";
import type { StorefrontServices } from "../framework/services";
import { readCart, type Cart } from "./store-api";

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

/** Other tabs of the shop share the session cookie, so their cart is this one: they hear of each change. */
const CHANNEL = "edge-storefront:cart";
const STORAGE_KEY = "edge-storefront:cart-changed";
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Tells the shop's other tabs that the cart changed (a storage event where BroadcastChannel is missing). */
export function tellOtherTabs(): void {
  if (typeof window === "undefined") return;
  const open = openChannel();
  if (open) open.postMessage({ type: "cart-changed" });
  else
    try {
      window.localStorage.setItem(STORAGE_KEY, String(Date.now()));
    } catch {
      // Storage may be full or forbidden; the other tabs then catch up on their next read.
    }
}

let watching = false;

/** Once per tab: another tab's change makes this one read the cart again (in cart order, so no race). */
function watchOtherTabs(services: StorefrontServices): void {
  if (watching || services.isServer || typeof window === "undefined") return;
  watching = true;
  // Every language's entry: the cart is one, whatever language a tab shows it in.
  const refetch = () => void services.queryClient.invalidateQueries({ queryKey: queryKey("cart") });
  const open = openChannel();
  if (open)
    open.addEventListener(
      "message",
      (event: MessageEvent<unknown>) => (event.data as { type?: unknown } | null)?.type === "cart-changed" && refetch(),
    );
  else window.addEventListener("storage", (event) => event.key === STORAGE_KEY && refetch());
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
