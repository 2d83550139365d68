import { data } from "react-router";
import * as z from "zod/mini";
import { LEVEL_TYPES, PROMOTION_TEXTS } from "./cart-messages";
import { CUSTOMER_COMMENT_MAX, customerCommentCookie } from "./customer-comment";
import { lineItemKind } from "./line-item-kind";
import { printLineItem } from "./line-items";
import { queryKey } from "../framework/query-keys";
import { defineIntent, storefrontAction, type StorefrontActionArgs } from "../framework/actions";
import type { ActionResult } from "../framework/action-result";
import { tell, tellCart } from "../framework/action-outcome";
import { broadcastingFailures } from "../framework/action-failure";
import { sessionContextQuery } from "../session/session-context-query";
import {
  addLineItems,
  addProjectLineItem,
  cartMessages,
  changeLineItemQuantity,
  readCart,
  readForcedCart,
  removeLineItems,
  type Cart,
  type CartMessage,
} from "./store-api";
import type { StoreApi } from "../store-api/api";
import type { ActionError } from "../state/events";
import { addToCartDetail } from "./add-to-cart-event";
import { ClientApiError } from "../store-api/errors";
import { PAGE_INTENTS } from "../session/page-action";
import { hexId } from "../forms/fields";
import * as INTENT from "../forms/intents";

/** Cart quantity is parsed to an integer, default 1; anything but digits is refused. */
export const quantityField = z.pipe(
  z.optional(z.string().check(z.regex(/^\s*\d{0,6}\s*$/, "form.errors.quantity"))),
  z.transform((value: string | undefined) => Math.max(1, Number.parseInt(value ?? "", 10) || 1)),
);

/** Line item ids are the shop's: product ids, or ids it made up for codes and projects. */
const lineItemId = z
  .string()
  .check(
    z.minLength(1, "form.errors.required"),
    z.maxLength(64, "form.errors.invalid"),
    z.regex(/^[\w-]+$/, "form.errors.invalid"),
  );

/** The cart this request read already (an earlier call of the same action); none before its first call. */
const cachedCart = ({ services, domain }: StorefrontActionArgs) =>
  services.queryClient.getQueryData<Cart>(queryKey("cart", domain.languageId));

/**
 * What every cart view reads of the shop's answer to a change. Anything else (a proxy's page, another
 * endpoint's JSON) is the shop failing, not a cart: it never replaces the cart the shopper sees.
 */
const changedCartSchema = z.looseObject({
  lineItems: z.optional(z.nullable(z.array(z.looseObject({ id: z.string(), quantity: z.number() })))),
  price: z.looseObject({ totalPrice: z.number() }),
});

/** What a change is about: the messages naming it (Shopware keys them by line or product id) are always told. */
interface Concern {
  ids?: string[];
  /** Adding a code: every promotion message of the answer is about it. */
  promotions?: boolean;
}

/**
 * A cart call. The cart the shop answered with replaces the cached one (no second fetch: the data
 * answer carries it to the page, which tells the other tabs), and the answer's messages are shown and
 * broadcast: those new against the cart the page had right before the call (its
 * message keys come with a form sent with JavaScript, the tab's cart queue having sent it in turn:
 * app/framework/server-action), and those about the change itself. One the cart already carried stays on
 * the cart page rather than coming back after every click; without JavaScript there is no earlier
 * cart and all are told, as Shopware's storefront does. `blocked`: the answer holds an error (level 20).
 */
async function changeCart(
  args: StorefrontActionArgs,
  call: (api: StoreApi, languageId: string) => Promise<Cart>,
  concern: Concern = {},
): Promise<{ cart: Cart; blocked: boolean; messages: CartMessage[]; errors: ActionError[] }> {
  const { services, domain } = args;
  const cached = cachedCart(args);
  const before = new Set(cached ? cartMessages(cached).map((m) => m.key) : (services.knownCartMessages ?? []));
  const cart = await call(services.api, domain.languageId);
  if (!changedCartSchema.safeParse(cart).success)
    throw new TypeError("The shop's answer to a cart change is not a cart.");
  services.queryClient.setQueryData(queryKey("cart", domain.languageId), cart);
  tellCart(services, domain.languageId, cart);
  const all = cartMessages(cart);
  const about = (message: CartMessage) =>
    (concern.promotions === true && message.messageKey.startsWith("promotion-")) ||
    (concern.ids ?? []).some((id) => message.key.includes(id));
  const messages = all.filter((message) => !before.has(message.key) || about(message));
  for (const message of messages) {
    const promotion = PROMOTION_TEXTS[message.messageKey];
    if (promotion) services.flash({ type: promotion.type, messageKey: promotion.key });
    else
      services.flash({
        type: LEVEL_TYPES[message.level],
        messageKey: "notification.shopMessage",
        params: { message: message.message.slice(0, 200) },
      });
    tell(services, "cart-message", { level: message.level, message: message.message });
  }
  const errors = all
    .filter((m) => m.level === 20)
    .map((m) => ({ code: m.messageKey || m.key, title: "", detail: m.message.slice(0, 200) }));
  return { cart, messages, blocked: errors.length > 0, errors };
}

/** A line that another tab removed meanwhile: the cart is read again, and the change is done. */
const lineGone = (error: unknown) =>
  error instanceof ClientApiError && error.hasCode("CHECKOUT__CART_LINE_ITEM_NOT_FOUND");

/** Adds a product (a success notice unless the answer carries an error of level 20). */
export const addToCartIntent = defineIntent({
  schema: z.object({ productId: hexId(), quantity: quantityField }),
  async run(args, { productId, quantity }) {
    const { cart, blocked, errors } = await changeCart(
      args,
      (api, languageId) =>
        addLineItems(api, languageId, [{ id: productId, type: "product", referencedId: productId, quantity }]),
      {
        ids: [productId],
      },
    );
    // The shop kept the product out (an error of level 20): a failed add, besides its cart message.
    if (blocked) tell(args.services, "cart-error", { action: "add", status: 200, errors });
    else {
      args.services.flash({ type: "success", messageKey: "cart.added" });
      // The event is the page's (analytics): only a form sent with JavaScript has one waiting for it.
      if (args.services.outcome) {
        const session = await args.services.queryClient
          .ensureQueryData(sessionContextQuery(args.services, args.domain.languageId))
          .catch(() => null);
        const added = session ? addToCartDetail(cart, productId, quantity, session.currency.isoCode) : null;
        if (added) tell(args.services, "add-to-cart", added);
      }
    }
    return { intent: INTENT.addToCart, ok: !blocked };
  },
});

/** A line's new quantity (PATCH with id and quantity); the shop keeps it within the product's rules. */
export const changeQuantityIntent = defineIntent({
  schema: z.object({ lineItemId, quantity: quantityField }),
  async run(args, { lineItemId: id, quantity }) {
    try {
      const { blocked } = await changeCart(
        args,
        (api, languageId) => changeLineItemQuantity(api, languageId, id, quantity),
        { ids: [id] },
      );
      return { intent: INTENT.changeQuantity, ok: !blocked };
    } catch (error) {
      if (!lineGone(error)) throw error;
      // Its control goes with the line: the shopper reads why in a notice.
      await changeCart(args, readCart);
      args.services.flash({ type: "info", messageKey: "cart.lineGone" });
      return { intent: INTENT.changeQuantity, ok: false, formError: "cart.lineGone" };
    }
  },
});

/** Removes a line (DELETE with ids[]); a line already gone counts as removed. */
async function removeLine(args: StorefrontActionArgs, id: string): Promise<void> {
  try {
    await changeCart(args, (api, languageId) => removeLineItems(api, languageId, [id]));
  } catch (error) {
    if (!lineGone(error)) throw error;
    await changeCart(args, readCart);
  }
}

export const removeLineItemIntent = defineIntent({
  schema: z.object({ lineItemId }),
  async run(args, { lineItemId: id }) {
    await removeLine(args, id);
    return { intent: INTENT.removeLineItem, ok: true };
  },
});

/** A code's messages with their own texts; each error of a failed add is shown. */
export const addPromotionCodeIntent = defineIntent({
  schema: z.object({
    code: z.string().check(z.trim(), z.minLength(1, "form.errors.required"), z.maxLength(100, "form.errors.tooLong")),
  }),
  async run(args, { code }) {
    const { messages, cart } = await changeCart(
      args,
      (api, languageId) => addLineItems(api, languageId, [{ type: "promotion", referencedId: code }]),
      { promotions: true },
    );
    // Applied means: the code's promotion is a line of the cart now.
    const applied = (cart.lineItems ?? []).some(
      (item) => lineItemKind(item) === "promotion" && item.referencedId?.toLowerCase() === code.toLowerCase(),
    );
    if (applied) return { intent: INTENT.addPromotionCode, ok: true };
    const failure =
      messages.find((m) => m.messageKey === "promotion-not-found" || m.messageKey === "promotion-not-eligible") ??
      messages.find((m) => m.level === 20);
    const error = failure ? (PROMOTION_TEXTS[failure.messageKey]?.key ?? failure.message) : "cart.promotion.notFound";
    // Without a message of the shop's own, the shopper still reads why (with JavaScript at the field, too).
    if (!failure) args.services.flash({ type: "danger", messageKey: error });
    return data<ActionResult>(
      { intent: INTENT.addPromotionCode, ok: false, fieldErrors: { code: error } },
      { status: 400 },
    );
  },
});

/** A removed code is an info message (promotion.code.removed); a global code cannot be removed. */
export const removePromotionCodeIntent = defineIntent({
  schema: z.object({ lineItemId }),
  async run(args, { lineItemId: id }) {
    await removeLine(args, id);
    args.services.flash({ type: "info", messageKey: "promotion.code.removed" });
    return { intent: INTENT.removePromotionCode, ok: true };
  },
});

/**
 * A forced refresh reads the print projects' prices again and compares the net
 * price before and after. "Before" is the cart the shopper was shown (sent with the form, as the
 * server has no earlier cart of its own); a change is told.
 */
export const refreshCartIntent = defineIntent({
  schema: z.object({
    netPrice: z.optional(z.string().check(z.regex(/^-?\d{1,9}(\.\d{1,4})?$/, "form.errors.invalid"))),
  }),
  async run(args, { netPrice }) {
    const before = netPrice !== undefined ? Number(netPrice) : cachedCart(args)?.price.netPrice;
    const { cart } = await changeCart(args, readForcedCart);
    const changed = before !== undefined && Math.abs(cart.price.netPrice - before) >= 0.005;
    if (changed) args.services.flash({ type: "warning", messageKey: "cart.pricesChanged" });
    return { intent: INTENT.refreshCart, ok: true, ...(changed ? { notice: "cart.pricesChanged" } : {}) };
  },
});

/** An empty project id is refused with the spec's own text ("Pbx product id must have length greater than 0"). */
const PROJECT_ID_REQUIRED = "form.errors.projectId";

/**
 * A saved print project as a pbx2project line item. A project already in
 * the cart is skipped (skip flag) or the cart is refreshed instead; a line item the shop prices at
 * nothing is rejected (removed again, and the shopper told).
 */
export const addProjectIntent = defineIntent({
  schema: z.object({
    projectId: z
      .pipe(
        z.optional(z.string()),
        z.transform((value: string | undefined) => (value ?? "").trim()),
      )
      .check(z.refine((value: string) => value.length > 0, PROJECT_ID_REQUIRED)),
    quantity: quantityField,
    skipIfPresent: z.optional(z.string()),
  }),
  async run(args, { projectId, quantity, skipIfPresent }) {
    const current = cachedCart(args) ?? (await readCart(args.services.api, args.domain.languageId));
    const present = (current.lineItems ?? []).some((item) => printLineItem(item)?.projectId === projectId);
    if (present && skipIfPresent === "1") return { intent: INTENT.addProject, ok: true };
    const { cart, blocked } = await changeCart(
      args,
      present ? readForcedCart : (api, languageId) => addProjectLineItem(api, languageId, projectId, quantity),
    );
    const line = (cart.lineItems ?? []).find((item) => printLineItem(item)?.projectId === projectId);
    if (!line?.price || !(line.price.totalPrice > 0)) {
      if (line) await removeLine(args, line.id);
      args.services.flash({ type: "danger", messageKey: "cart.errors.noPrice" });
      return data<ActionResult>(
        { intent: INTENT.addProject, ok: false, formError: "cart.errors.noPrice" },
        { status: 400 },
      );
    }
    if (!blocked && !present) args.services.flash({ type: "success", messageKey: "cart.added" });
    return { intent: INTENT.addProject, ok: !blocked };
  },
});

/**
 * The customer comment (cartSettings.showCustomerComment), kept until checkout sends it with the
 * order, in a session cookie: the next shopper on a shared device does not inherit it.
 */
export const customerCommentIntent = defineIntent({
  schema: z.object({
    customerComment: z.optional(z.string().check(z.trim(), z.maxLength(CUSTOMER_COMMENT_MAX, "form.errors.tooLong"))),
  }),
  keepsValues: true,
  async run({ url }, { customerComment }) {
    const value = customerComment ?? "";
    const result: ActionResult = { intent: INTENT.customerComment, ok: true, notice: "cart.comment.saved" };
    // The Worker's answer sets it (the 303 without JavaScript, the data answer with).
    return data(result, { headers: { "Set-Cookie": customerCommentCookie(value, url.protocol === "https:") } });
  },
});

/**
 * The cart route's action: the cart's own intents, and the page's (the header is on the cart page too).
 * Each cart action's failure is broadcast as `cart-error` with its name (spec section 4's per-action errors).
 */
export const cartAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.addToCart]: broadcastingFailures("cart-error", "add", addToCartIntent),
  [INTENT.changeQuantity]: broadcastingFailures("cart-error", "change-quantity", changeQuantityIntent),
  [INTENT.removeLineItem]: broadcastingFailures("cart-error", "remove", removeLineItemIntent),
  [INTENT.addPromotionCode]: broadcastingFailures("cart-error", "add-promotion-code", addPromotionCodeIntent),
  [INTENT.removePromotionCode]: broadcastingFailures("cart-error", "remove-promotion-code", removePromotionCodeIntent),
  [INTENT.refreshCart]: broadcastingFailures("cart-error", "refresh", refreshCartIntent),
  [INTENT.addProject]: broadcastingFailures("cart-error", "add-project", addProjectIntent),
  [INTENT.customerComment]: customerCommentIntent,
});
