import { queryKey } from "../framework/query-keys";
import type { StorefrontServices } from "../framework/services";

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

/**
 * Once per tab: another tab's change makes this one read the cart again (in cart order, so no race).
 * Started by the first cart read, or by the header's count where it reads no cart (a new visitor's,
 * session/personal-hint): the other tab's first line must still show here.
 */
export function watchOtherTabs(services: StorefrontServices): void {
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
