import * as z from "zod/mini";

/**
 * A step of the payment in the shop's page, run by the provider's SDK (`createFromAction`, or its PayPal
 * button): the provider answers a payment with an action instead of a page to visit.
 * - Native (in-page) 3-D Secure 2: a `threeDS2` action (Adyen's `IdentifyShopper` with a fingerprint, or
 *   `ChallengeShopper` with the issuer's challenge); the SDK fingerprints the browser and frames the
 *   issuer's challenge; its answer is `details.threeDSResult`.
 * - PayPal through the SDK: an `sdk` action (`Pending`, with PayPal's order token); the SDK's PayPal
 *   button opens PayPal's window; its answer is PayPal's approval (`details.orderID`…) and `paymentData`.
 * The payment page (ProviderPageAction) runs it; what the SDK hands back comes
 * back in a form and goes on to `payment-details`. The action is the provider's own data for the
 * browser (its token names the payment, never the card or the session) and is read again from
 * `payment-status` on every visit, so a reload or the back button shows the step the payment is at.
 */
const opaque = z.string().check(z.minLength(1), z.maxLength(16_384));

export const threeDS2ActionSchema = z.object({
  type: z.literal("threeDS2"),
  subtype: z.enum(["fingerprint", "challenge"]),
  token: opaque,
  paymentMethodType: z.string().check(z.maxLength(64)),
  paymentData: z.optional(opaque),
  authorisationToken: z.optional(opaque),
});
export type ThreeDS2Action = z.infer<typeof threeDS2ActionSchema>;

export const payPalSdkActionSchema = z.object({
  type: z.literal("sdk"),
  paymentMethodType: z.literal("paypal"),
  paymentData: z.optional(opaque),
  sdkData: z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) }),
});
export type PayPalSdkAction = z.infer<typeof payPalSdkActionSchema>;

export const pageActionSchema = z.union([threeDS2ActionSchema, payPalSdkActionSchema]);
export type PageAction = z.infer<typeof pageActionSchema>;

/**
 * The payment page's answer while a step waits: the Worker lets that page reach what the step needs (the
 * bank's own https pages, PayPal's), worker/middleware/security-headers, and removes the header.
 */
export const PAGE_ACTION_HEADER = "X-Edge-Page-Action";

/** The provider's result codes that come with a step for the shopper's browser (Adyen's names). */
export const PAGE_ACTION_RESULT_CODES: ReadonlySet<string> = new Set([
  "IdentifyShopper",
  "ChallengeShopper",
  "Pending",
]);

/** A provider's answer's action as a step in the page, or null. */
export function pageActionOf(resultCode: string, action: unknown): PageAction | null {
  if (!PAGE_ACTION_RESULT_CODES.has(resultCode)) return null;
  const parsed = pageActionSchema.safeParse(action);
  if (!parsed.success) return null;
  // A bank's check comes with IdentifyShopper or ChallengeShopper, PayPal's order with Pending.
  return (parsed.data.type === "sdk") === (resultCode === "Pending") ? parsed.data : null;
}

// PayPal's own types allow null for the ids it has not got (payerID, paymentID): the SDK passes them on as they are.
const payPalId = z.optional(z.nullable(z.string().check(z.maxLength(128), z.regex(/^[\w.-]+$/))));

/**
 * What the SDK hands back once the step is answered (its `onAdditionalDetails` state data): the bank's
 * `details.threeDSResult`, or PayPal's approval with the action's `paymentData`, opaque values of the
 * provider's. Anything else is not sent on.
 */
export const pageActionDetailsSchema = z.union([
  z.object({
    details: z.object({
      threeDSResult: z.string().check(z.minLength(1), z.maxLength(8192), z.regex(/^[\w+/=-]+$/)),
    }),
  }),
  z.object({
    details: z.object({
      orderID: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[\w.-]+$/)),
      payerID: payPalId,
      paymentID: payPalId,
      paymentSource: payPalId,
    }),
    paymentData: z.optional(opaque),
  }),
]);
export type PageActionDetails = z.infer<typeof pageActionDetailsSchema>;

/** The form field's JSON (null when it is not such details). */
export function pageActionDetails(raw: string | undefined): PageActionDetails | null {
  if (!raw) return null;
  try {
    const parsed = pageActionDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What goes to `payment-details` for the step the provider answered with: the browser's answer only
 * where it belongs to that step. The bank's result for a bank's check; for PayPal, the approval of the
 * PayPal order this payment waits for (its token), with the action's own `paymentData` (the server's,
 * not the browser's copy) and PayPal's ids without the ones PayPal left empty. Null for anything else.
 */
export function detailsForStep(step: PageAction, answer: PageActionDetails): PageActionDetails | null {
  if (step.type === "threeDS2") return "threeDSResult" in answer.details ? { details: answer.details } : null;
  if (!("orderID" in answer.details) || answer.details.orderID !== step.sdkData.token) return null;
  const ids = Object.fromEntries(Object.entries(answer.details).filter(([, value]) => value != null));
  return {
    details: ids as { orderID: string },
    ...(step.paymentData ? { paymentData: step.paymentData } : {}),
  };
}
