import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { z } from "zod";
import { CONTEXT_COOKIE_MAX_AGE } from "./context-cookie";

/**
 * What the Worker knows of a session from the Store API answers it passed on or made, as Shopware's
 * HTTP cache keeps its `sw-states` cookie (logged-in, cart-filled) and its `sw-cache-hash` (the
 * currency among others): a guest with an empty cart, in a known currency, may get a cached page. A
 * fact the Worker has not seen is `null`, and a session with any `null` fact is never served from the
 * cache: the next page it renders (or the next cart or context answer) establishes it again.
 */
export interface SessionState {
  customer: boolean | null;
  cartFilled: boolean | null;
  currencyId: string | null;
}

export const SESSION_STATE_COOKIE = "es-session-state";

export const UNKNOWN_STATE: SessionState = { customer: null, cartFilled: null, currencyId: null };

const HEX_ID = /^[0-9a-f]{32}$/;
/** `g|c|u` (guest, customer, unknown) `.` `e|f|u` (empty, filled, unknown) `.` currency id or `u`. */
const cookieSchema = z
  .string()
  .regex(/^[gcu]\.[efu]\.([0-9a-f]{32}|u)$/)
  .transform((value): SessionState => {
    const [customer, cart, currency] = value.split(".") as [string, string, string];
    return {
      customer: customer === "u" ? null : customer === "c",
      cartFilled: cart === "u" ? null : cart === "f",
      currencyId: currency === "u" ? null : currency,
    };
  });

const encode = (state: SessionState): string =>
  `${state.customer === null ? "u" : state.customer ? "c" : "g"}.${state.cartFilled === null ? "u" : state.cartFilled ? "f" : "e"}.${state.currencyId ?? "u"}`;

/** The state the cookie claims; a missing or malformed cookie claims nothing. */
export function readSessionState(c: Context): SessionState {
  let raw: string | undefined;
  try {
    raw = getCookie(c, SESSION_STATE_COOKIE);
  } catch {
    return UNKNOWN_STATE;
  }
  const parsed = cookieSchema.safeParse(raw);
  return parsed.success ? parsed.data : UNKNOWN_STATE;
}

/** HttpOnly like the context token it describes: only the Worker reads it. */
export const sessionStateCookie = (state: SessionState, secure: boolean): string =>
  generateCookie(SESSION_STATE_COOKIE, encode(state), { maxAge: CONTEXT_COOKIE_MAX_AGE, path: "/", httpOnly: true, sameSite: "Lax", secure });

/** The currency a session's pages may be shared in, or null when its pages are its own. */
export function sharedCurrency(state: SessionState): string | null {
  return state.customer === false && state.cartFilled === false && state.currencyId ? state.currencyId : null;
}

export const sameState = (a: SessionState, b: SessionState): boolean => encode(a) === encode(b);

/**
 * Store API calls that read without changing the session (Shopware reads with POST as often as
 * with GET): their answers leave the state as it is.
 */
const READS =
  /^\/(product-listing|search|search-suggest|product|navigation|category|pwa\/page|pwa\/site-config|pwa\/snippet|cms|landing-page|breadcrumb|seo-url|country|country-state|salutation|currency|language|payment-method|shipping-method|product-export|sitemap|newsletter\/(subscribe|confirm|unsubscribe)|contact-form|customer-group-registration)(\/|$)/;
const CART = /^\/checkout\/cart(\/|$)/;
/** Calls after which the session may be another one: a login, logout or registration, a merge of carts. */
const SESSION_CHANGES = /^\/(account\/(login|logout|register|register-confirm|recovery-password-confirm|convert-guest)$|.*login|.*merge-carts)/;

/** What an answer's body says of the cart: filled or empty; null when it is not a cart. */
function cartFilledIn(body: unknown): boolean | null {
  if (!body || typeof body !== "object" || !("lineItems" in body)) return null;
  const items = (body as { lineItems: unknown }).lineItems;
  return Array.isArray(items) ? items.length > 0 : null;
}

export interface ObservedCall {
  method: string;
  /** The Store API path without its `/store-api` prefix, placeholders filled or not. */
  path: string;
  ok: boolean;
  /** The request's JSON body, when it had one. */
  sent?: unknown;
  /** The answer's JSON body, when it had one. */
  answer?: unknown;
  /** The call left the session under a new context token. */
  tokenChanged?: boolean;
}

/**
 * The state after a Store API call: a cart answer says whether the cart is filled; the context says
 * who shops in which currency; an order empties the cart; a currency change names the currency; a
 * login, logout, registration, a new token or any other change of the session makes everything
 * unknown again until an answer says it. A failed call changed nothing.
 */
export function observe(state: SessionState, call: ObservedCall): SessionState {
  const method = call.method.toUpperCase();
  const path = call.path.replace(/^\/store-api/, "");
  if (call.tokenChanged) return UNKNOWN_STATE;
  if (!call.ok) return state;
  if (CART.test(path)) {
    const filled = cartFilledIn(call.answer);
    return { ...state, cartFilled: filled ?? (method === "GET" ? state.cartFilled : null) };
  }
  if (path === "/context") {
    if (method === "GET") {
      const context = call.answer as { customer?: unknown; currency?: { id?: unknown } } | undefined;
      const currencyId = typeof context?.currency?.id === "string" && HEX_ID.test(context.currency.id) ? context.currency.id : null;
      return context && "customer" in context ? { ...state, customer: !!context.customer, currencyId } : state;
    }
    const sent = call.sent as { currencyId?: unknown } | undefined;
    if (sent && "currencyId" in sent) return { ...state, currencyId: typeof sent.currencyId === "string" && HEX_ID.test(sent.currencyId) ? sent.currencyId : null };
    return state;
  }
  if (path === "/checkout/order" && method === "POST") return { ...state, cartFilled: false };
  if (method === "GET" || READS.test(path)) return state;
  if (SESSION_CHANGES.test(path) || (path === "/account/customer" && method === "DELETE")) return UNKNOWN_STATE;
  // The rest of the account (reads by POST, profile, addresses, newsletter) leaves who shops and the cart as they were.
  if (path.startsWith("/account/")) return state;
  // Anything else may have put something in the cart (a print project, a plugin's call).
  return { ...state, cartFilled: null };
}

/** A request's view of the session state: what it claimed, and what the calls it made or passed on said. */
export class SessionStateTracker {
  constructor(
    readonly claimed: SessionState,
    public state: SessionState,
  ) {}

  observe(call: ObservedCall): void {
    this.state = observe(this.state, call);
  }

  /** Facts the request established itself (the page's session context). */
  know(facts: Partial<SessionState>): void {
    this.state = { ...this.state, ...facts };
  }

  get changed(): boolean {
    return !sameState(this.state, this.claimed);
  }
}
