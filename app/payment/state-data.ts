import * as z from "zod/mini";
import { type DetailsInPageType, takesDetailsInPage } from "./provider-type";

/**
 * The provider's state data as a payment form sends it (one hidden field, JSON): the payment method
 * to charge, in the provider's own terms (the state data of Adyen's Card component, or of another
 * component that takes details in the page: SepaDirectDebit). A card arrives as
 * the provider's encrypted fields (made in its secured fields; the emulator's are test tokens): a value
 * that is still a number as typed, digits and separators, never leaves for the shop. Only the fields
 * Adyen's card sends are passed on; the return URL is the Worker's own.
 * Card data never goes with another method: it is read only for the card's type.
 */
const encrypted = z.string().check(
  z.minLength(1),
  z.maxLength(8192),
  // Digits with separators only (spaces, dashes, dots, slashes) are a card number or date as typed.
  z.refine((value) => !/^[\d\s./-]+$/.test(value)),
);

/** What the SDK sends of the browser for 3-D Secure 2 (Adyen's `browserInfo`). */
const browserInfoSchema = z.object({
  acceptHeader: z.string().check(z.maxLength(512)),
  colorDepth: z.number(),
  language: z.string().check(z.maxLength(64)),
  javaEnabled: z.boolean(),
  screenHeight: z.number(),
  screenWidth: z.number(),
  userAgent: z.string().check(z.maxLength(1024)),
  timeZoneOffset: z.number(),
});

const cardStateSchema = z.object({
  paymentMethod: z.object({
    type: z.literal("scheme"),
    encryptedCardNumber: encrypted,
    encryptedExpiryMonth: encrypted,
    encryptedExpiryYear: encrypted,
    encryptedSecurityCode: encrypted,
    holderName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    brand: z.optional(z.string().check(z.maxLength(32))),
    checkoutAttemptId: z.optional(z.string().check(z.maxLength(256))),
  }),
  // The SDK's own parts of its state data, passed on for 3-D Secure 2 and the provider's risk checks.
  browserInfo: z.optional(browserInfoSchema),
  riskData: z.optional(z.object({ clientData: z.string().check(z.maxLength(16_384)) })),
  clientStateDataIndicator: z.optional(z.boolean()),
  origin: z.optional(z.string().check(z.maxLength(256))),
});

/**
 * A SEPA direct debit as the SDK's SepaDirectDebit component sends it (Adyen's SepaDirectDebitDetails):
 * the account holder, the IBAN and the SDK's attempt id, nothing else. Only the IBAN's shape is checked here: the provider checks the
 * account itself, and refuses one that is not real.
 */
const directDebitStateSchema = z.object({
  paymentMethod: z.object({
    type: z.literal("sepadirectdebit"),
    iban: z.string().check(
      z.overwrite((value) => value.replace(/\s+/g, "").toUpperCase()),
      z.regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/),
    ),
    ownerName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    checkoutAttemptId: z.optional(z.string().check(z.maxLength(256))),
  }),
});

/** The state data of the methods other than the card whose details the shopper gives in the page (`takesDetailsInPage`). */
const DETAILS_SCHEMAS: Record<Exclude<DetailsInPageType, "scheme">, z.ZodMiniType<PaymentStateData>> = {
  sepadirectdebit: directDebitStateSchema,
};

export type PaymentStateData =
  | z.infer<typeof cardStateSchema>
  | z.infer<typeof directDebitStateSchema>
  | { paymentMethod: { type: string; subtype?: "sdk" } };

/** PayPal paid with its button in the payment page (the provider's SDK), which the form says only with script running. */
const payPalButtonSchema = z.object({
  paymentMethod: z.object({ type: z.literal("paypal"), subtype: z.literal("sdk") }),
});

/** A method without the shopper's input here: its type, and for PayPal whether its button is used (else its page). */
function methodState(raw: string | undefined, providerType: string): PaymentStateData {
  if (providerType === "paypal" && raw) {
    try {
      if (payPalButtonSchema.safeParse(JSON.parse(raw)).success)
        return { paymentMethod: { type: "paypal", subtype: "sdk" } };
    } catch {
      // Not JSON: PayPal's own page, as without script.
    }
  }
  return { paymentMethod: { type: providerType } };
}

/**
 * The state data for a provider method of type `providerType`: a card's or a direct debit's comes from
 * the form (null when it sent none, or something else); a method paid on the provider's own page needs nothing but its
 * type (without script the form has nothing else); PayPal with script running is paid with its button
 * on the payment page (the SDK's PayPal component), which the form says.
 */
export function paymentStateData(
  raw: string | undefined,
  providerType: string,
  environment: string,
): PaymentStateData | null {
  if (!takesDetailsInPage(providerType)) return methodState(raw, providerType);
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  if (providerType !== "scheme") return DETAILS_SCHEMAS[providerType].safeParse(json).data ?? null;
  const parsed = cardStateSchema.safeParse(json);
  if (!parsed.success) return null;
  // The emulator's test tokens carry the card behind a prefix: a live provider (and its logs) never gets one.
  const {
    type: _type,
    holderName: _name,
    brand: _brand,
    checkoutAttemptId: _attempt,
    ...fields
  } = parsed.data.paymentMethod;
  if (environment !== "test" && Object.values(fields).some((value) => value.startsWith(TEST_TOKEN_PREFIX))) return null;
  return parsed.data;
}

/** The emulator's stand-in for the provider's encryption (emulator/src/routes/adyen-web): `test_<value>`. */
const TEST_TOKEN_PREFIX = "test_";

/** The form field that carries it (long: JSON of encrypted fields). */
export const stateDataField = z.optional(z.string().check(z.maxLength(40_000, "form.errors.tooLong")));
