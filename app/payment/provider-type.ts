import type { PaymentMethod } from "../checkout/store-api";

/**
 * The provider's own type of a method the card and alternative payment provider handles ("scheme" for
 * cards, "paypal"; its plugin marks its methods with it), or null for the shop's own (invoice, prepayment).
 * On its own (not in the Store API wrapper) so that the screens showing a method do not load the wrapper.
 */
export function providerTypeOf(method: Pick<PaymentMethod, "customFields">, segment: string): string | null {
  const type = (method.customFields as Record<string, unknown> | null | undefined)?.[`${segment}_payment_method_type`];
  return typeof type === "string" && type ? type : null;
}

/**
 * The provider's methods whose details the shopper gives in the page, each in the SDK's component for it
 * (ProviderState), with the notice when the form came without them (without script, or not filled in).
 */
const DETAILS_IN_PAGE = {
  scheme: "payment.errors.cardDetails",
  sepadirectdebit: "payment.errors.accountDetails",
} as const;

export type DetailsInPageType = keyof typeof DETAILS_IN_PAGE;

/** Whether the provider's method of `type` takes the shopper's details in the page (a card, a direct debit). */
export function takesDetailsInPage(type: string): type is DetailsInPageType {
  return Object.hasOwn(DETAILS_IN_PAGE, type);
}

/** The notice for a provider method's form that came without its details. */
export function missingDetailsError(type: string): string {
  return takesDetailsInPage(type) ? DETAILS_IN_PAGE[type] : "payment.errors.cardDetails";
}
