import * as z from "zod/mini";

/**
 * The provider's state data as a payment form sends it (one hidden field, JSON): the payment method
 * to charge, in the provider's own terms (Adyen's Drop-in `state.data`). A card arrives as the
 * provider's encrypted fields (in its test environment, its test tokens): a value that is still a
 * number as typed, digits and separators, never leaves for the shop.
 * Card data never goes with another method: it is read only for the card's type.
 */
const encrypted = z.string().check(
  z.minLength(1),
  z.maxLength(8192),
  // Digits with separators only (spaces, dashes, dots, slashes) are a card number or date as typed.
  z.refine((value) => !/^[\d\s./-]+$/.test(value)),
);

const cardStateSchema = z.object({
  paymentMethod: z.object({
    type: z.literal("scheme"),
    encryptedCardNumber: encrypted,
    encryptedExpiryMonth: encrypted,
    encryptedExpiryYear: encrypted,
    encryptedSecurityCode: encrypted,
    holderName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    brand: z.optional(z.string().check(z.maxLength(32))),
  }),
});

export type PaymentStateData = z.infer<typeof cardStateSchema> | { paymentMethod: { type: string } };

/**
 * The state data for a provider method of type `providerType`: a card's comes from the form (null when
 * it sent none, or something else); a method paid on the provider's own page (PayPal) needs nothing
 * but its type, so the form's value is not asked for (without script it has none).
 */
export function paymentStateData(raw: string | undefined, providerType: string): PaymentStateData | null {
  if (providerType !== "scheme") return { paymentMethod: { type: providerType } };
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = cardStateSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The form field that carries it (long: JSON of encrypted fields). */
export const stateDataField = z.optional(z.string().check(z.maxLength(40_000, "form.errors.tooLong")));
