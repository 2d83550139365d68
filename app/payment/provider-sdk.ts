import { type CardSetup, checkoutOptions } from "./card-setup";

/**
 * The payment provider's SDK core (@adyen/adyen-web's AdyenCheckout) for the card form and the bank's
 * check in the page: loaded on first use (its own chunk, never in a page's first load) and configured
 * from the site configuration. `onAdditionalDetails` receives what the provider's steps after the
 * payment (native 3-D Secure 2) hand back for `payment-details`.
 */
export async function loadProviderCheckout(
  setup: CardSetup,
  callbacks: { onAdditionalDetails?: (data: unknown) => void; onError?: (error: Error) => void } = {},
) {
  const sdk = await import("@adyen/adyen-web");
  const checkout = await sdk.AdyenCheckout({
    ...checkoutOptions(setup),
    onError: (error) => {
      console.error("payment provider", error.name, error.message);
      callbacks.onError?.(error);
    },
    ...(callbacks.onAdditionalDetails
      ? { onAdditionalDetails: (state: { data: unknown }) => callbacks.onAdditionalDetails?.(state.data) }
      : {}),
  });
  return { sdk, checkout };
}
