import { useI18n } from "../i18n/context";
import { cartMessages, type Cart } from "../store-api/cart";

const LEVEL_CLASS = { 0: "info", 10: "warning", 20: "danger" } as const;
const PROMOTION_TEXTS: Record<string, string> = { "promotion-not-eligible": "promotion.code.not.eligible" };
/** Answers to adding a code, told at the code's field and in a notice; not the cart's state. */
const ONE_OFF = new Set(["promotion-not-found", "promotion-discount-added"]);

/** What the cart still says about itself (stock limits, a code not eligible, a missing parcel locker), at the top of the cart page. */
export function CartMessages({ cart }: { cart: Cart }) {
  const { t } = useI18n();
  const messages = cartMessages(cart).filter((message) => !ONE_OFF.has(message.messageKey));
  if (!messages.length) return null;
  return (
    <ul className="cart-messages">
      {messages.map((message) => (
        <li key={message.key} className={`cart-message cart-message--${LEVEL_CLASS[message.level]}`}>
          {PROMOTION_TEXTS[message.messageKey] ? t(PROMOTION_TEXTS[message.messageKey]!) : message.message}
        </li>
      ))}
    </ul>
  );
}
