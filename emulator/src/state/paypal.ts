import { z } from "zod";

/**
 * PayPal through the provider's SDK (Adyen's PayPal component), played offline. The component loads
 * PayPal's own JS SDK from `https://www.paypal.com/sdk/js` (a constant of the SDK's, no setting): the
 * emulator serves a stand-in of the part the component uses (`paypal.Buttons`, `paypal.FUNDING`) and of
 * PayPal's approval window under `/__emulator/paypal/` (routes/fake-paypal). The end-to-end tests route
 * `https://www.paypal.com` to those paths, as they route the card issuer's host
 * (tests/e2e/payments.spec.ts); a developer's browser loads PayPal's real script instead, which offline
 * fails (the payment page says so and offers the other ways to pay) and online does not know the
 * emulator's PayPal orders.
 *
 * `payment-details` with `{ type: "paypal", subtype: "sdk" }` answers `Pending` with an `sdk` action (the
 * PayPal order's token, as Adyen does); the shopper approves or cancels in PayPal's window, which the
 * emulator keeps; `payment-details` with PayPal's `details` (its `orderID`) and the action's `paymentData`
 * then decides on what was kept, not on the browser's word.
 */
export const EMULATED_PAYPAL_ORIGIN = "https://www.paypal.com";
export const PAYPAL_PATH = "/__emulator/paypal";

/** What a payment session keeps of a PayPal payment through the SDK (payment_session.payload.paypal). */
export const payPalStateSchema = z.object({
  token: z.string(),
  /** The shopper approved in PayPal's window; absent until then (closing the window leaves the order open). */
  decision: z.enum(["approved"]).optional(),
});
export type PayPalState = z.infer<typeof payPalStateSchema>;

/** A PayPal order token ("EC-" and the payment session's id, which the approval window finds it by). */
export const payPalToken = (sessionId: string): string => `EC-${sessionId}`;
export const sessionOfToken = (token: string): string | null => /^EC-([0-9a-f]{32})$/.exec(token)?.[1] ?? null;

/** The `sdk` action Adyen answers a PayPal payment through the SDK with. */
export const payPalSdkAction = (sessionId: string) => ({
  type: "sdk",
  paymentMethodType: "paypal",
  paymentData: sessionId,
  sdkData: { token: payPalToken(sessionId) },
});

/** PayPal's approval as the component hands it back (`details`), with the action's `paymentData`. */
export const payPalDetailsSchema = z.object({
  details: z.object({ orderID: z.string().min(1), payerID: z.string().optional() }).passthrough(),
  paymentData: z.string().min(1),
});
