import * as z from "zod/mini";
import { queryKey } from "../queries/keys";
import { defineIntent, storefrontAction, type StorefrontActionArgs } from "../router/actions";
import { broadcast } from "../state/events";
import { sessionChanged } from "../state/session-change";
import { addLineItems, cartMessages, type Cart } from "../store-api/cart";
import { PAGE_INTENTS } from "./page-action";
import { entityId } from "./session";

/** Spec section 4: cart message levels 0, 10, 20 are info, warning and danger. */
const LEVEL_TYPES = { 0: "info", 10: "warning", 20: "danger" } as const;

/** Spec section 5: cart quantity is parsed to an integer, default 1; anything but digits is refused. */
export const quantityField = z.pipe(
  z.optional(z.string().check(z.regex(/^\s*\d{0,6}\s*$/, "form.errors.quantity"))),
  z.transform((value: string | undefined) => Math.max(1, Number.parseInt(value ?? "", 10) || 1)),
);

/**
 * The cart the shop answered with replaces the cached one (no second fetch), and its messages are
 * shown and broadcast (spec section 4); true when one of them is an error (level 20).
 */
async function cartAnswered({ services, domain }: StorefrontActionArgs, cart: Cart): Promise<boolean> {
  services.queryClient.setQueryData(queryKey("cart", domain.languageId), cart);
  let blocked = false;
  for (const message of cartMessages(cart)) {
    if (message.level === 20) blocked = true;
    services.flash({ type: LEVEL_TYPES[message.level], messageKey: "notification.shopMessage", params: { message: message.message.slice(0, 200) } });
    broadcast("cart-message", { level: message.level, message: message.message });
  }
  await sessionChanged(services, { name: "cart-changed" });
  return blocked;
}

/** Adds a product (spec section 7: a success notice unless the answer carries an error of level 20). */
export const addToCartIntent = defineIntent({
  schema: z.object({ productId: entityId, quantity: quantityField }),
  async run(args, { productId, quantity }) {
    const cart = await addLineItems(args.services.api, args.domain.languageId, [{ id: productId, type: "product", referencedId: productId, quantity }]);
    const blocked = await cartAnswered(args, cart);
    if (!blocked) args.services.flash({ type: "success", messageKey: "cart.added" });
    return { intent: "add-to-cart", ok: !blocked };
  },
});

/** The cart route's action: the cart's own intents, and the page's (the header is on the cart page too). */
export const cartAction = storefrontAction({ ...PAGE_INTENTS, "add-to-cart": addToCartIntent });
