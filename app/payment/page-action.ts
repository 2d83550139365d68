import * as z from "zod/mini";

/**
 * Native (in-page) 3-D Secure 2: the provider answers a card payment with a `threeDS2` action (Adyen's
 * `IdentifyShopper` with a fingerprint, or `ChallengeShopper` with the issuer's challenge) instead of a
 * page to visit. The payment failure page hands it to the provider's SDK (ProviderAuthentication), which
 * fingerprints the browser and frames the issuer's challenge; its answer (`details.threeDSResult`) comes
 * back in a form and goes on to `payment-details`. The action is the provider's own data for the browser
 * (its token names the payment, never the card) and is read again from `payment-status` on every visit,
 * so a reload or the back button shows the step the payment is at.
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

/**
 * The payment page's answer while a bank's check waits: the Worker lets that page frame and post to
 * the bank's own https pages (worker/middleware/security-headers), and removes the header.
 */
export const ISSUER_FRAMES_HEADER = "X-Edge-Issuer-Frames";

/** The provider's result codes that wait for the shopper's browser (Adyen's names). */
export const AUTHENTICATION_RESULT_CODES: ReadonlySet<string> = new Set(["IdentifyShopper", "ChallengeShopper"]);

/**
 * What the SDK hands back once the browser or the issuer answered (its `onAdditionalDetails` state
 * data): only `details.threeDSResult`, an opaque value of the provider's. Anything else is not sent on.
 */
export const authenticationDetailsSchema = z.object({
  details: z.object({ threeDSResult: z.string().check(z.minLength(1), z.maxLength(8192), z.regex(/^[\w+/=-]+$/)) }),
});
export type AuthenticationDetails = z.infer<typeof authenticationDetailsSchema>;

/** The form field's JSON (null when it is not such details). */
export function authenticationDetails(raw: string | undefined): AuthenticationDetails | null {
  if (!raw) return null;
  try {
    const parsed = authenticationDetailsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
