import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import * as z from "zod/mini";
import { CONTEXT_COOKIE_MAX_AGE } from "./context-cookie";
import { type CallEffect, callEffect } from "./store-api-calls";
import { sha256Hex } from "./sha256";

/**
 * What the Worker knows of a session from the Store API answers it passed on or made, as Shopware's
 * HTTP cache keeps its `sw-states` cookie (logged-in, cart-filled) and its `sw-cache-hash` (the
 * context's currency, country, tax state, customer group and rules): a guest with an empty cart whose
 * context hash is known may get a cached page, the one kept under that hash. A fact the Worker has not
 * seen is `null`, and a session with a `null` fact is never served from the cache: the next page it
 * renders (or the next cart or context answer) establishes it again.
 */
export interface SessionState {
  customer: boolean | null;
  cartFilled: boolean | null;
  /** The context hash (contextHash below) of the session as the Worker last read it. */
  contextHash: string | null;
  /**
   * The context this request read itself (a GET /context answer) and nothing changed since: what a
   * page's render saw, never what a cookie claimed. Its hash becomes `contextHash` once settled.
   */
  context?: CacheContext;
}

export const SESSION_STATE_COOKIE = "es-session-state";

export const UNKNOWN_STATE: SessionState = { customer: null, cartFilled: null, contextHash: null };

/**
 * The parts of Shopware's SalesChannelContext that decide what a page shows, as Shopware's
 * CacheResponseSubscriber builds `sw-cache-hash` from them: the rule ids, the version, the currency,
 * the tax state and whether a customer is logged in; and the country and customer group, which decide
 * taxes, shipping and prices. The language is not in it: here it is the URL's (the domain's prefix is
 * in the page's key), never the session's, so one session reads the same hash in every language.
 */
export interface CacheContext {
  currencyId: string;
  countryId: string;
  taxState: string;
  customerGroupId: string;
  ruleIds: string[];
  versionId: string;
  loggedIn: boolean;
}

const id = z.string().check(z.regex(/^[0-9a-f]{32}$/));
/** Shopware's context answer, the fields the hash is made of; an answer without one of them is not hashed (its pages are not shared). */
const contextAnswerSchema = z.object({
  customer: z.unknown(),
  currency: z.object({ id }),
  currentCustomerGroup: z.object({ id }),
  shippingLocation: z.object({ country: z.object({ id }) }),
  context: z.object({
    ruleIds: z.array(id).check(z.maxLength(1000)),
    versionId: id,
    taxState: z.enum(["gross", "net", "tax-free"]),
  }),
});
const cacheContextSchema = z.pipe(
  contextAnswerSchema,
  z.transform(
    (raw: z.infer<typeof contextAnswerSchema>): CacheContext => ({
      currencyId: raw.currency.id,
      countryId: raw.shippingLocation.country.id,
      taxState: raw.context.taxState,
      customerGroupId: raw.currentCustomerGroup.id,
      ruleIds: [...new Set(raw.context.ruleIds)].sort(),
      versionId: raw.context.versionId,
      loggedIn: raw.customer !== null && raw.customer !== undefined,
    }),
  ),
);

/** The cache context of a GET /context answer, or null when it lacks a part the hash needs. */
export function cacheContextOf(answer: unknown): CacheContext | null {
  const parsed = cacheContextSchema.safeParse(answer);
  return parsed.success ? parsed.data : null;
}

/** The context hash (Shopware's `sw-cache-hash`): 128 bits of SHA-256 over the cache context's fields in a fixed order. */
export async function contextHash(context: CacheContext): Promise<string> {
  const text = JSON.stringify([
    context.ruleIds,
    context.versionId,
    context.currencyId,
    context.taxState,
    context.loggedIn,
    context.countryId,
    context.customerGroupId,
  ]);
  return sha256Hex(text, 16);
}

/**
 * The key that signs the state cookie: derived (HKDF) from the Store API access key with a label of
 * its own, so that no new secret has to be configured and the access key itself never signs anything.
 * The access key stays in the Worker (the browser calls the same-origin proxy, which adds it); a shop
 * that also hands it to browsers elsewhere should rotate it, as anyone holding it could sign a state.
 */
const signingKeys = new Map<string, Promise<CryptoKey>>();
function signingKey(accessKey: string): Promise<CryptoKey> {
  let key = signingKeys.get(accessKey);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", new TextEncoder().encode(accessKey), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          {
            name: "HKDF",
            hash: "SHA-256",
            salt: new Uint8Array(0),
            info: new TextEncoder().encode("edge-storefront es-session-state v1"),
          },
          base,
          { name: "HMAC", hash: "SHA-256", length: 256 },
          false,
          ["sign", "verify"],
        ),
      );
    signingKeys.set(accessKey, key);
  }
  return key;
}

/** A yes or no that may be unknown, as one letter: `u` when unknown. */
function letterOf(value: boolean | null, yes: string, no: string): string {
  if (value === null) return "u";
  return value ? yes : no;
}

/** `g|c|u` (guest, customer, unknown) `.` `e|f|u` (empty, filled, unknown) `.` context hash or `u`. */
const encode = (state: SessionState): string =>
  `${letterOf(state.customer, "c", "g")}.${letterOf(state.cartFilled, "f", "e")}.${state.contextHash ?? "u"}`;

/** What the signature covers: the state and the context token it describes, so that a state copied to another session does not verify. */
const signed = (token: string, encoded: string) => new TextEncoder().encode(`${token}\n${encoded}`);

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The state, then its HMAC-SHA256 (base64url) bound to the session's token. */
const cookieSchema = z.string().check(z.regex(/^([gcu]\.[efu]\.(?:[0-9a-f]{32}|u))\.([A-Za-z0-9_-]{43})$/));

/**
 * The state the cookie vouches for: only one the Worker signed for this session's token. A missing,
 * malformed, forged or copied cookie (another session's) claims nothing, so its pages are rendered
 * for it alone until an answer says what it is.
 */
export async function readSessionState(c: Context, token: string | null, accessKey: string): Promise<SessionState> {
  if (!token) return UNKNOWN_STATE;
  let raw: string | undefined;
  try {
    raw = getCookie(c, SESSION_STATE_COOKIE);
  } catch {
    return UNKNOWN_STATE;
  }
  const parsed = cookieSchema.safeParse(raw);
  if (!parsed.success) return UNKNOWN_STATE;
  const [, encoded = "", mac = ""] = /^(.*)\.([^.]+)$/.exec(parsed.data) ?? [];
  const signature = fromBase64url(mac);
  if (
    !signature ||
    !(await crypto.subtle.verify("HMAC", await signingKey(accessKey), signature, signed(token, encoded)))
  )
    return UNKNOWN_STATE;
  const [customer, cart, hash] = encoded.split(".") as [string, string, string];
  return {
    customer: customer === "u" ? null : customer === "c",
    cartFilled: cart === "u" ? null : cart === "f",
    contextHash: hash === "u" ? null : hash,
  };
}

/** HttpOnly like the context token it describes: only the Worker reads it; signed for that token. */
export async function sessionStateCookie(
  state: SessionState,
  token: string,
  accessKey: string,
  secure: boolean,
): Promise<string> {
  const encoded = encode(state);
  const mac = base64url(await crypto.subtle.sign("HMAC", await signingKey(accessKey), signed(token, encoded)));
  return generateCookie(SESSION_STATE_COOKIE, `${encoded}.${mac}`, {
    maxAge: CONTEXT_COOKIE_MAX_AGE,
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
  });
}

/** A guest with an empty cart: the only sessions whose pages may be shared (and may be kept). */
export const mayShare = (state: SessionState): boolean => state.customer === false && state.cartFilled === false;

/** The context hash a session's pages are looked up under, or null when its pages are its own (for now). */
export function sharedContextHash(state: SessionState): string | null {
  return mayShare(state) ? state.contextHash : null;
}

export const sameState = (a: SessionState, b: SessionState): boolean => encode(a) === encode(b);

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
  /** What the call does (services/store-api-calls), when the caller looked it up; else it is read from the method and path. */
  effect?: CallEffect;
}

/** The context is no longer the one the Worker read: unknown until a page (or the browser) reads it again. */
const contextUnknown = (state: SessionState): SessionState => ({
  customer: state.customer,
  cartFilled: state.cartFilled,
  contextHash: null,
});

/**
 * The state after a Store API call, by what the table (services/store-api-calls) says the call does: a
 * cart answer says whether the cart is filled; the context says who shops and in which context (its
 * hash is computed when the state is settled); an order empties the cart; a context change (currency,
 * country, anything: Shopware's rules may follow any of them) makes the context unknown; a login,
 * logout, registration, a new token or any other change of the session makes everything unknown again
 * until an answer says it; a change the Worker does not read makes the cart and the context unknown. A
 * failed call changed nothing, and a GET reads (handle-payment's changes an order, not the session).
 */
export function observe(state: SessionState, call: ObservedCall): SessionState {
  const method = call.method.toUpperCase();
  if (call.tokenChanged) return UNKNOWN_STATE;
  if (!call.ok) return state;
  const { session } = call.effect ?? callEffect(method, call.path);
  if (session === "cart") {
    // The context's cart rules follow the cart; with an empty cart they depend on the context alone,
    // so an empty cart comes back to the hash it had. A filled one is never shared anyway.
    const filled = cartFilledIn(call.answer);
    return { ...state, cartFilled: filled ?? (method === "GET" ? state.cartFilled : null) };
  }
  if (session === "context") {
    if (method === "GET") {
      const context = call.answer as { customer?: unknown } | undefined;
      if (!context || typeof context !== "object" || !("customer" in context)) return state;
      const read = cacheContextOf(context);
      return {
        customer: !!context.customer,
        cartFilled: state.cartFilled,
        contextHash: null,
        ...(read ? { context: read } : {}),
      };
    }
    return contextUnknown(state);
  }
  if (method === "GET") return state;
  switch (session) {
    case "order":
      return { ...state, cartFilled: false };
    case "session":
      return UNKNOWN_STATE;
    // A customer's own data changes neither who shops nor the cart; a customer's pages are never shared, whatever the context.
    case "none":
    case "account":
      return state;
    // A payment, or anything else the Worker does not read, may have put something in the cart or changed the context.
    case "payment":
    case "unknown":
      return { ...contextUnknown(state), cartFilled: null };
  }
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

  /** Facts the request established itself (a new visitor's context is the sales channel's default). */
  know(facts: Partial<SessionState>): void {
    this.state = { ...this.state, ...facts };
  }

  /** The state with the hash of the context this request read (WebCrypto digests are asynchronous). */
  async settled(): Promise<SessionState> {
    const read = this.state.context;
    if (read && this.state.contextHash === null) {
      const hash = await contextHash(read);
      // Only if nothing changed the context while the digest was made.
      if (this.state.context === read) this.state = { ...this.state, contextHash: hash };
    }
    return this.state;
  }

  get changed(): boolean {
    return !sameState(this.state, this.claimed);
  }
}
