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
