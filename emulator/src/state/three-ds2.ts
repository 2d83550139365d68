import { z } from "zod";

/**
 * Native (in-page) 3-D Secure 2 as Adyen runs it with its Web SDK, played offline. A card that asks for
 * it answers `payment-details` with `IdentifyShopper` and a `threeDS2` fingerprint action; the SDK
 * fingerprints the browser (the emulated issuer has no 3DS method URL, so at once) and submits the
 * result to the provider's `v1/submitThreeDS2Fingerprint` (routes/adyen-web), which answers either
 * "completed" (frictionless) or with the challenge action: the issuer's page (its ACS, routes/adyen-acs)
 * framed by the SDK. The issuer's verdict is kept here, on the server: the `threeDSResult` the shop
 * then sends with `payment-details` only names the payment (its authorisation token), as Adyen decides
 * on the issuer's answer, not on what the browser claims.
 *
 * The issuer's pages are served under an https origin of their own: the SDK frames an ACS or a
 * notification URL only over https (it allows http for its own demo on localhost:8080 only). Nothing
 * resolves `.test` names (RFC 2606): the end-to-end tests route this origin to the emulator
 * (tests/e2e/payments.spec.ts); in a developer's browser the challenge frame cannot load, and the
 * SDK's 10-minute wait ends on the payment failure page (docs/emulator.md says which cards to use).
 */
export const EMULATED_ACS_ORIGIN = "https://acs.emulator.test";
export const ACS_PATH = "/__emulator/adyen/acs";

/** Adyen's test cards for native 3-D Secure 2 in the emulator: one with the issuer's challenge, one without. */
export const THREE_DS2_CARDS: Readonly<Record<string, ThreeDS2Flow>> = {
  "4917610000000000": "challenge",
  "5454545454545454": "frictionless",
};
export type ThreeDS2Flow = "challenge" | "frictionless";

/** The issuer's challenge password (Adyen's test issuer asks for "password" too). */
export const CHALLENGE_PASSWORD = "password";

/** What a payment session keeps of a native 3-D Secure 2 payment (payment_session.payload.threeDS2). */
export const threeDS2StateSchema = z.object({
  flow: z.enum(["challenge", "frictionless"]),
  /** The issuer's verdict: Y authenticated, N not; absent until the issuer answered. */
  transStatus: z.enum(["Y", "N"]).optional(),
});
export type ThreeDS2State = z.infer<typeof threeDS2StateSchema>;

export const encodeToken = (value: unknown): string => btoa(JSON.stringify(value));

/** Base64 (or base64url, as the SDK sends the CReq) JSON, or null. */
export function decodeToken(value: string): unknown {
  try {
    const normal = value.replace(/-/g, "+").replace(/_/g, "/");
    return JSON.parse(atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, "=")));
  } catch {
    return null;
  }
}

/** The first action: fingerprint the browser. `paymentData` and the authorisation token name the session. */
export const fingerprintAction = (sessionId: string, origin: string) => ({
  type: "threeDS2",
  subtype: "fingerprint",
  paymentMethodType: "scheme",
  paymentData: sessionId,
  authorisationToken: sessionId,
  token: encodeToken({
    // No threeDSMethodUrl: the emulated issuer has no method page, so the SDK completes with threeDSCompInd "U".
    threeDSMethodNotificationURL: `${origin}/checkoutshopper/threeDSMethodNotification.shtml`,
    threeDSServerTransID: sessionId,
  }),
});

/** The challenge: the issuer's page, framed by the SDK, whose answer comes back through the notification page. */
export const challengeAction = (sessionId: string) => ({
  type: "threeDS2",
  subtype: "challenge",
  paymentMethodType: "scheme",
  authorisationToken: sessionId,
  token: encodeToken({
    acsReferenceNumber: "EMULATOR-ACS",
    acsTransID: sessionId,
    acsURL: `${EMULATED_ACS_ORIGIN}${ACS_PATH}/challenge`,
    messageVersion: "2.2.0",
    threeDSNotificationURL: `${EMULATED_ACS_ORIGIN}${ACS_PATH}/notification`,
    threeDSServerTransID: sessionId,
  }),
});

/** The SDK's `threeDSResult` (base64 JSON): which payment it is about. */
export const threeDSResultSchema = z.object({ transStatus: z.string(), authorisationToken: z.string().min(1) });
