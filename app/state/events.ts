/**
 * The storefront's broadcast events (spec section 4: login, logout, currency change, cart messages;
 * the checkout issue's purchase, sent once per order when analytics.trackOrders is on),
 * dispatched on window so that independent parts (analytics, the editor host) can listen.
 */
export interface StorefrontEvents {
  "currency-changed": { currencyId: string; isoCode: string };
  "language-changed": { languageId: string; domainId: string };
  login: { method: "email-and-password" | "external-provider" };
  logout: Record<string, never>;
  "cart-message": { level: 0 | 10 | 20; message: string };
  /** An order was placed: its amounts are the order's, in its own currency; value is the total (amountTotal). */
  purchase: {
    orderId: string;
    orderNumber: string;
    currency: string;
    value: number;
    items: { id: string; name: string; quantity: number; price: number }[];
  };
}

export function broadcast<K extends keyof StorefrontEvents>(name: K, detail: StorefrontEvents[K]): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(`storefront:${name}`, { detail }));
}

export function listen<K extends keyof StorefrontEvents>(name: K, handler: (detail: StorefrontEvents[K]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEvents[K]>).detail);
  window.addEventListener(`storefront:${name}`, listener);
  return () => window.removeEventListener(`storefront:${name}`, listener);
}
