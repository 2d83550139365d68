import type { FlashNotice } from "../framework/services";
import type { CartMessage } from "./store-api";

/** Cart message levels 0, 10, 20 are info, warning and danger. */
export const LEVEL_TYPES = { 0: "info", 10: "warning", 20: "danger" } as const satisfies Record<
  CartMessage["level"],
  FlashNotice["type"]
>;

/** The promotion messages with texts of their own (snippet keys) and their kind of notice. */
export const PROMOTION_TEXTS: Readonly<Record<string, { key: string; type: FlashNotice["type"] }>> = {
  "promotion-not-found": { key: "cart.promotion.notFound", type: "danger" },
  "promotion-not-eligible": { key: "promotion.code.not.eligible", type: "warning" },
  "promotion-discount-added": { key: "cart.promotion.added", type: "success" },
};

/** Answers to adding a code, told at the code's field and in a notice; not the cart's state. */
export const ONE_OFF_MESSAGES: ReadonlySet<string> = new Set(["promotion-not-found", "promotion-discount-added"]);

/** A message as shown: the promotion texts of the spec, any other in the shop's words. */
export const messageText = (message: CartMessage, t: (key: string) => string): string => {
  const own = PROMOTION_TEXTS[message.messageKey];
  return own ? t(own.key) : message.message;
};
