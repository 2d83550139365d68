import type { FlashNotice } from "../framework/services";
import type { Cart } from "./store-api";

export interface CartMessage {
  key: string;
  level: 0 | 10 | 20;
  messageKey: string;
  message: string;
  parameters: Record<string, unknown>;
}

/**
 * Cart errors come as [] when empty and as an object keyed by error when not (see the contract tests).
 * Here, not in the Store API wrapper, so that a screen showing them does not load the wrapper.
 */
function cartErrorList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (raw && typeof raw === "object") return Object.values(raw);
  return [];
}

/** The cart's messages with a text, each at one of the three levels (any other level reads as 0). */
export function cartMessages(cart: Pick<Cart, "errors"> | undefined): CartMessage[] {
  const list = cartErrorList(cart?.errors);
  return list.flatMap((entry) => {
    const e = entry as Partial<CartMessage> & { level?: number };
    if (typeof e.message !== "string") return [];
    const level = e.level === 20 || e.level === 10 ? e.level : 0;
    return [
      {
        key: String(e.key ?? e.messageKey ?? ""),
        level,
        messageKey: String(e.messageKey ?? ""),
        message: e.message,
        parameters: (e.parameters ?? {}) as Record<string, unknown>,
      },
    ];
  });
}

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
