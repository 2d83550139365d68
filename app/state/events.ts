/** A line of an order or of what was added to the cart, at its unit price. */
export interface EventItem {
  id: string;
  name: string;
  quantity: number;
  price: number;
}

/** One error of a failed action: the shop's (its code, title and detail) or the storefront's own (a text key as code). */
export interface ActionError {
  code: string;
  title: string;
  detail: string;
}

/** The cart's actions, each with its own error list (spec section 4: refresh, remove, add, change quantity; codes and projects). */
export type CartAction =
  | "add"
  | "change-quantity"
  | "remove"
  | "refresh"
  | "add-promotion-code"
  | "remove-promotion-code"
  | "add-project";

/**
 * The storefront's broadcast events (login, logout, currency change, cart messages, failed cart and
 * currency actions (spec section 8: "collected per action and broadcast");
 * the checkout issue's purchase, sent once per order when analytics.trackOrders is on; add-to-cart
 * for analytics), dispatched on window so that independent parts (analytics, the editor host) can listen.
 */
export interface StorefrontEvents {
  "currency-changed": { currencyId: string; isoCode: string };
  "language-changed": { languageId: string; domainId: string };
  login: { method: "email-and-password" | "external-provider" };
  logout: Record<string, never>;
  "cart-message": { level: 0 | 10 | 20; message: string };
  /** A cart action failed: which one, the answer's status, and its errors (the first is the reason). */
  "cart-error": { action: CartAction; status: number; errors: ActionError[] };
  /** Setting the currency failed (an unknown currency, the shop refusing or down). */
  "currency-error": { action: "set-currency"; status: number; errors: ActionError[] };
  /** An order was placed: its amounts are the order's, in its own currency; value is the total (amountTotal). */
  purchase: {
    orderId: string;
    orderNumber: string;
    currency: string;
    value: number;
    items: EventItem[];
  };
  /** Products the shop accepted into the cart: value is their price, in the cart's currency. */
  "add-to-cart": { currency: string; value: number; items: EventItem[] };
}

/** One event with its detail (an action's answer carries those it broadcast, app/framework/action-outcome). */
export type Broadcast = {
  [K in keyof StorefrontEvents]: { name: K; detail: StorefrontEvents[K] };
}[keyof StorefrontEvents];

/**
 * The last events of this page, for a listener that starts late: analytics loads after hydration,
 * and an order's purchase is broadcast while the page hydrates.
 */
const recent: Broadcast[] = [];
const RECENT_KEPT = 20;

export function broadcast<K extends keyof StorefrontEvents>(name: K, detail: StorefrontEvents[K]): void {
  if (typeof window === "undefined") return;
  recent.push({ name, detail } as Broadcast);
  if (recent.length > RECENT_KEPT) recent.shift();
  window.dispatchEvent(new CustomEvent(`storefront:${name}`, { detail }));
}

/** `replay`: the handler also gets the events of this name broadcast before it listened (oldest first). */
export function listen<K extends keyof StorefrontEvents>(
  name: K,
  handler: (detail: StorefrontEvents[K]) => void,
  replay = false,
): () => void {
  if (replay) for (const event of recent) if (event.name === name) handler(event.detail as StorefrontEvents[K]);
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEvents[K]>).detail);
  window.addEventListener(`storefront:${name}`, listener);
  return () => window.removeEventListener(`storefront:${name}`, listener);
}
