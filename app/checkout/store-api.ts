import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas } from "../store-api/operations";

/** A shipping method as the checkout offers it: name, description, delivery time and its configured prices. */
export type ShippingMethod = Pick<
  Schemas["ShippingMethod"],
  "id" | "name" | "description" | "technicalName" | "position" | "translated"
> & {
  deliveryTime?: Pick<Schemas["DeliveryTime"], "name" | "min" | "max" | "unit" | "translated"> | null;
  prices?: { currencyPrice?: { currencyId: string; gross: number; net: number }[] | null }[];
};

/** A payment method as the checkout offers it: name and description (spec: each with its description). */
export type PaymentMethod = Pick<
  Schemas["PaymentMethod"],
  "id" | "name" | "description" | "technicalName" | "position" | "translated" | "afterOrderEnabled" | "customFields"
>;

const METHOD_INCLUDES = {
  shipping_method: ["id", "name", "description", "technicalName", "position", "translated", "deliveryTime", "prices"],
  delivery_time: ["name", "min", "max", "unit", "translated"],
  shipping_method_price: ["currencyPrice"],
  payment_method: [
    "id",
    "name",
    "description",
    "technicalName",
    "position",
    "translated",
    "afterOrderEnabled",
    "customFields",
  ],
};

/** GET /store-api/shipping-method, the methods available to this cart, in the shop's order. */
export async function readShippingMethods(api: StoreApi, languageId: string): Promise<ShippingMethod[]> {
  const answer = await dataOf(
    api.invoke("readShippingMethod post /shipping-method", {
      headers: languageHeaders(languageId),
      query: { onlyAvailable: true },
      body: { associations: { prices: {} }, sort: [{ field: "position", order: "ASC" }], includes: METHOD_INCLUDES },
    }),
  );
  return (answer.elements ?? []) as ShippingMethod[];
}

/** GET /store-api/payment-method, the methods available to this cart, in the shop's order. */
export async function readPaymentMethods(api: StoreApi, languageId: string): Promise<PaymentMethod[]> {
  const answer = await dataOf(
    api.invoke("readPaymentMethod post /payment-method", {
      headers: languageHeaders(languageId),
      body: { onlyAvailable: true, sort: [{ field: "position", order: "ASC" }], includes: METHOD_INCLUDES },
    }),
  );
  return (answer.elements ?? []) as PaymentMethod[];
}

export { providerTypeOf } from "../payment/provider-type";

/** POST /store-api/checkout/order, the cart becomes an order (the shop empties the cart). */
export function createOrder(
  api: StoreApi,
  languageId: string,
  customerComment: string,
): Promise<Pick<Schemas["Order"], "id" | "orderNumber">> {
  return dataOf(
    api.invoke("createOrder post /checkout/order", {
      headers: languageHeaders(languageId),
      body: customerComment ? { customerComment } : {},
    }),
  );
}

/**
 * POST /store-api/handle-payment for an order ("handlePayment method requires
 * orderId" without one). Invoice and prepayment answer without a redirect; a provider's payment names
 * the page the shopper goes to.
 */
export async function handlePayment(
  api: StoreApi,
  languageId: string,
  orderId: string,
  urls: { finishUrl: string; errorUrl: string },
): Promise<{ redirectUrl: string | null }> {
  if (!orderId) throw new Error("handlePayment method requires orderId");
  const answer = await dataOf(
    api.invoke("handlePaymentMethod post /handle-payment", {
      headers: languageHeaders(languageId),
      body: { orderId, ...urls },
    }),
  );
  // The official schema says string; Shopware answers null when nothing is to be done (see tests/contract/harness.ts).
  return { redirectUrl: (answer as { redirectUrl?: string | null }).redirectUrl ?? null };
}
