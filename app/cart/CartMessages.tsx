import { useI18n } from "../i18n/context";
import type { Cart } from "./store-api";
import { cartMessages, LEVEL_TYPES, messageText, ONE_OFF_MESSAGES } from "./cart-messages";

/** What the cart still says about itself (stock limits, a code not eligible, a missing parcel locker), at the top of the cart page. */
export function CartMessages({ cart }: { cart: Cart }) {
  const { t } = useI18n();
  const messages = cartMessages(cart).filter((message) => !ONE_OFF_MESSAGES.has(message.messageKey));
  if (!messages.length) return null;
  return (
    <ul className="cart-messages">
      {messages.map((message) => (
        <li key={message.key} className={`cart-message cart-message--${LEVEL_TYPES[message.level]}`}>
          {messageText(message, t)}
        </li>
      ))}
    </ul>
  );
}
