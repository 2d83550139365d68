import * as z from "zod/mini";

/**
 * A form sent with JavaScript (app/framework/server-action) carries this header: the Worker runs the
 * route's action as for a form without JavaScript, and answers it as data (worker/ssr/action-answer)
 * instead of with a 303.
 */
export const ACTION_HEADER = "X-Storefront-Action";
/** The keys of the cart messages the page already showed (its cached cart's): the Worker tells only new ones. */
export const KNOWN_CART_MESSAGES_HEADER = "X-Storefront-Cart-Messages";
/** At most this many keys, each at most this long, travel in the header: a cart shows a few messages. */
export const KNOWN_CART_MESSAGES_MAX = 50;
export const CART_MESSAGE_KEY_MAX = 200;

/** The header's value: the keys, each URI-encoded (a header is Latin-1 text), comma separated. */
export const knownCartMessagesHeader = (keys: Iterable<string>): string =>
  [...new Set(keys)]
    .filter((key) => key.length > 0 && key.length <= CART_MESSAGE_KEY_MAX)
    .slice(0, KNOWN_CART_MESSAGES_MAX)
    .map(encodeURIComponent)
    .join(",");

/** The header read back; anything malformed is dropped (at worst a message is told again). */
export function readKnownCartMessages(header: string | null | undefined): Set<string> {
  const keys = new Set<string>();
  for (const part of (header ?? "").split(",").slice(0, KNOWN_CART_MESSAGES_MAX)) {
    try {
      const key = decodeURIComponent(part);
      if (key && key.length <= CART_MESSAGE_KEY_MAX) keys.add(key);
    } catch {
      // Not an encoded key: not one the page sent.
    }
  }
  return keys;
}

const notice = z.object({
  type: z.enum(["success", "danger", "warning", "info"]),
  messageKey: z.string().check(z.maxLength(200)),
  params: z.optional(z.record(z.string(), z.string())),
});

const event = z.object({
  name: z.enum([
    "currency-changed",
    "language-changed",
    "login",
    "logout",
    "cart-message",
    "cart-error",
    "currency-error",
    "purchase",
    "add-to-cart",
  ]),
  detail: z.record(z.string(), z.unknown()),
});

const authState = z.union([
  z.object({ status: z.literal("init") }),
  z.object({ status: z.literal("loading") }),
  z.object({
    status: z.literal("success"),
    editorSessionId: z.nullable(z.string()),
    editorSessionExpires: z.nullable(z.number()),
  }),
  z.object({ status: z.literal("error"), errors: z.array(z.object({ code: z.string(), detail: z.string() })) }),
]);

/**
 * The Worker's answer to a form sent with JavaScript (decision 021), a boundary the browser checks:
 * the action's result and status (or where its redirect leads, or that it failed: the error page),
 * and what the action did that the page must follow (app/framework/action-outcome): its notices, the
 * events it broadcast, the session changes, the cart the shop answered with, the auth state.
 */
export const actionAnswerSchema = z.object({
  status: z.number().check(z.int(), z.gte(200), z.lte(599)),
  /** The action's data (an ActionResult for the storefront's forms). */
  result: z.optional(z.unknown()),
  /** A redirect: a same-origin path, or the payment provider's page. */
  location: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
  /** The redirect is a document load (React Router's redirectDocument). */
  reloadDocument: z.optional(z.boolean()),
  /** The action failed (not a form the shop refused: those are a result): the error page with `status`. */
  failed: z.optional(z.boolean()),
  notices: z.array(notice).check(z.maxLength(20)),
  events: z.array(event).check(z.maxLength(50)),
  changes: z
    .array(z.enum(["currency-changed", "language-changed", "login", "logout", "customer-changed"]))
    .check(z.maxLength(10)),
  cart: z.optional(z.object({ languageId: z.string(), cart: z.looseObject({}) })),
  cartChanged: z.boolean(),
  auth: z.optional(authState),
  /** Concerns of cached answers the action made out of date (app/framework/query-keys). */
  stale: z.optional(z.array(z.string().check(z.regex(/^[a-z-]{1,40}$/))).check(z.maxLength(10))),
});
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;
