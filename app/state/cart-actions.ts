import { useMutation } from "@tanstack/react-query";
import { cartQuery } from "../queries/cart";
import { useServices } from "../router/services";
import { addLineItems, cartMessages, type Cart, type LineItemInput } from "../store-api/cart";
import { toClientApiError } from "../store-api/errors";
import { broadcast } from "./events";
import { useNotifications } from "./notifications-context";
import type { NotificationStore, NotificationType } from "./notifications";
import { useDomain } from "./site";

/** Spec section 4: cart message levels 0, 10, 20 are info, warning and danger. */
export const LEVEL_TYPES: Record<0 | 10 | 20, NotificationType> = { 0: "info", 10: "warning", 20: "danger" };

/** Shows and broadcasts the cart's messages; true when one of them is an error (level 20). */
export function announceCartMessages(cart: Cart, notifications: NotificationStore): boolean {
  let blocked = false;
  for (const message of cartMessages(cart)) {
    if (message.level === 20) blocked = true;
    notifications.push({ type: LEVEL_TYPES[message.level], message: message.message, translate: false });
    broadcast("cart-message", { level: message.level, message: message.message });
  }
  return blocked;
}

/**
 * Adds products to the cart; the cart it gets back replaces the cached one (no second fetch).
 * Spec section 7: a success notice unless the answer carries an error of level 20.
 */
export function useAddToCart() {
  const services = useServices();
  const { domain } = useDomain();
  const notifications = useNotifications();
  return useMutation({
    mutationFn: (items: LineItemInput[]) => addLineItems(services.api, domain.languageId, items),
    onSuccess: (cart) => {
      services.queryClient.setQueryData(cartQuery(services, domain.languageId).queryKey, cart);
      const blocked = announceCartMessages(cart, notifications);
      if (!blocked) notifications.push({ type: "success", message: "cart.added", translate: true });
    },
    onError: (error) => {
      for (const message of toClientApiError(error).messages) notifications.push({ type: "danger", message: message.detail, translate: false });
    },
  });
}
