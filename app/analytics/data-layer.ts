import type { StorefrontEvents } from "../state/events";
import type { ConsentSignals } from "./consent";

/**
 * What goes into Google Tag Manager's data layer, in the shapes GA4's recommended events and
 * Consent Mode expect. Pure: the runtime (tag-manager.ts) pushes what these return.
 */
export type DataLayerEntry = Record<string, unknown> | IArguments;

/** "user id sent to analytics on". */
export const USER_ID_SENT_TO_ANALYTICS = true;

/**
 * Consent Mode's commands go in as gtag() calls: the data layer tells them from events by being an
 * Arguments object, which is what Google's own snippet pushes.
 */
export function consentCommand(
  kind: "default" | "update",
  signals: ConsentSignals & { wait_for_update?: number },
): IArguments {
  return (function (..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag's data layer protocol is an Arguments object.
    return arguments;
  })("consent", kind, signals);
}

type Item = StorefrontEvents["purchase"]["items"][number];
const items = (list: readonly Item[]) =>
  list.map((item) => ({ item_id: item.id, item_name: item.name, quantity: item.quantity, price: item.price }));

export type AnalyticsEvents = Pick<
  StorefrontEvents,
  "login" | "logout" | "currency-changed" | "language-changed" | "add-to-cart" | "purchase"
>;

/**
 * The storefront's events as data-layer events. Ecommerce events are preceded by a
 * clearing push, as GA4's documentation asks, so that one event's items never leak into the next.
 */
export const DATA_LAYER_EVENTS: { [K in keyof AnalyticsEvents]: (detail: AnalyticsEvents[K]) => DataLayerEntry[] } = {
  login: ({ method }) => [{ event: "login", method }],
  logout: () => [{ event: "logout" }],
  "currency-changed": ({ isoCode }) => [{ event: "currency_change", currency: isoCode }],
  "language-changed": ({ languageId }) => [{ event: "language_change", language_id: languageId }],
  "add-to-cart": (added) => [
    { ecommerce: null },
    { event: "add_to_cart", ecommerce: { currency: added.currency, value: added.value, items: items(added.items) } },
  ],
  purchase: (order) => [
    { ecommerce: null },
    {
      event: "purchase",
      ecommerce: {
        transaction_id: order.orderNumber || order.orderId,
        currency: order.currency,
        value: order.value,
        items: items(order.items),
      },
    },
  ],
};

export const ANALYTICS_EVENTS = Object.keys(DATA_LAYER_EVENTS) as (keyof AnalyticsEvents)[];
