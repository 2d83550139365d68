import type { Concern } from "./query-keys";
import type { AuthState } from "../account/auth";
import type { Broadcast, StorefrontEvents } from "../state/events";
import type { StorefrontServices } from "./services";

/** A change of the session a page must follow (app/session/session-change). */
export type SessionChangeName = "currency-changed" | "language-changed" | "login" | "logout" | "customer-changed";

/**
 * What a route action did that the page which sent it must hear of (decision 021: actions run in the
 * Worker only). With JavaScript the Worker answers it as data, and the browser plays it back in the
 * page (events dispatched, the cache brought up to date, other tabs told); a form sent without
 * JavaScript has no page waiting, so nothing is recorded (`services.outcome` is absent).
 */
export interface ActionOutcome {
  /** Events broadcast in the page, in the order the action broadcast them. */
  events: Broadcast[];
  /** Session changes, in order: the page reads what depends on the session again. */
  changes: SessionChangeName[];
  /** The cart the shop answered the last cart change with (the page caches it: no second read). */
  cart?: { languageId: string; cart: Record<string, unknown> };
  /** The cart changed (a cart change, or a choice kept on the cart): the shop's other tabs are told. */
  cartChanged: boolean;
  /** The tab's auth state after the action (a login with its editor session, a failure with its errors). */
  auth?: AuthState;
  /** Cached answers the action made out of date, by their key's concern (the page reads them again). */
  stale: Concern[];
}

export const newOutcome = (): ActionOutcome => ({ events: [], changes: [], cartChanged: false, stale: [] });

/** The page's cached answers of this concern are out of date (the newsletter's status after a subscription). */
export function tellStale(services: Pick<StorefrontServices, "outcome">, concern: Concern): void {
  if (services.outcome && !services.outcome.stale.includes(concern)) services.outcome.stale.push(concern);
}

/** An event for the page that sent the form (broadcast there once the answer arrives). */
export function tell<K extends keyof StorefrontEvents>(
  services: Pick<StorefrontServices, "outcome">,
  name: K,
  detail: StorefrontEvents[K],
): void {
  services.outcome?.events.push({ name, detail } as Broadcast);
}

/** The auth state the page takes once the answer arrives. */
export function tellAuth(services: Pick<StorefrontServices, "outcome">, state: AuthState): void {
  if (services.outcome) services.outcome.auth = state;
}

/** The cart the shop answered with: the page's cache takes it, and the other tabs hear of the change. */
export function tellCart(services: Pick<StorefrontServices, "outcome">, languageId: string, cart: object): void {
  if (!services.outcome) return;
  services.outcome.cart = { languageId, cart: cart as Record<string, unknown> };
  services.outcome.cartChanged = true;
}
