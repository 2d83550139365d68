import * as z from "zod/mini";
import type { StorefrontLoaderArgs } from "../framework/loaders";
import { type PaymentMethod, providerTypeOf } from "../checkout/store-api";
import { ClientApiError } from "../store-api/errors";
import { readProviderPaymentMethods } from "./store-api";

export interface PaymentOffer {
  methods: PaymentMethod[];
  /** The card brands the provider takes (its "scheme" method), for the card form. */
  cardBrands: string[];
  /** PayPal's settings at the provider (its merchant id and intent), for PayPal's button; null when none. */
  payPalConfiguration?: PayPalConfiguration | null;
}

/** What PayPal's script needs of the provider's PayPal method (Adyen's `configuration`: live requires the merchant id). */
const payPalConfigurationSchema = z.object({
  merchantId: z.optional(z.string().check(z.maxLength(64), z.regex(/^[\w-]+$/))),
  intent: z.optional(z.enum(["capture", "authorize", "tokenize"])),
});
export type PayPalConfiguration = z.infer<typeof payPalConfigurationSchema>;

/** What of a failure the log gets: the API's messages, an error's message, or whatever was thrown. */
function loggable(error: unknown): unknown {
  if (error instanceof ClientApiError) return error.messages;
  if (error instanceof Error) return error.message;
  return error;
}

/**
 * The shop's payment methods that can be paid with now: its own always, a provider's only when the
 * provider is switched on and offers its type for this cart (or for the order paid again). An unreachable provider takes its methods away rather than
 * an order nobody can pay.
 */
export async function offeredPaymentMethods(
  { services, config }: Pick<StorefrontLoaderArgs, "services" | "config">,
  methods: PaymentMethod[],
  orderId?: string,
): Promise<PaymentOffer> {
  const segment = config.paymentProvider.segment;
  const own = methods.filter((method) => !providerTypeOf(method, segment));
  if (!config.paymentProvider.active || own.length === methods.length) return { methods: own, cardBrands: [] };
  try {
    const provider = await readProviderPaymentMethods(services.api, segment, orderId);
    // The card is taken by the provider's own SDK (ProviderCard), in its test environment and live alike.
    const types = new Map(provider.paymentMethods.map((method) => [method.type, method]));
    return {
      methods: methods.filter((method) => {
        const type = providerTypeOf(method, segment);
        return !type || types.has(type);
      }),
      cardBrands: types.get("scheme")?.brands ?? [],
      payPalConfiguration: payPalConfigurationSchema.safeParse(types.get("paypal")?.["configuration"]).data ?? null,
    };
  } catch (error) {
    console.error("payment provider's methods unavailable", loggable(error));
    return { methods: own, cardBrands: [] };
  }
}
