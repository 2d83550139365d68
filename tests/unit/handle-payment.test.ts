import { afterEach, describe, expect, it, vi } from "vitest";
import { handlePayment } from "../../app/checkout/store-api";
import { payOrder } from "../../app/payment/pay-order";
import { paymentStateData } from "../../app/payment/state-data";
import { config, ORIGIN, services } from "./action-harness";

/*
 * Spec section 5: "Handling a payment requires an orderId (error: handlePayment method requires
 * orderId)". The real hand-over (handle-payment, then the provider), against the harness's recording
 * Store API: without an order id the shop is never asked.
 */

const ENGLISH = config.domains.find((domain) => domain.langPrefix === "")!;
const URLS = { finishUrl: `${ORIGIN}/order-success/`, errorUrl: `${ORIGIN}/payment-failure/` };
/** What the checkout's card form sends: the provider would be asked with it after handle-payment. */
const CARD = paymentStateData(
  JSON.stringify({
    paymentMethod: {
      type: "scheme",
      encryptedCardNumber: "test_4111111111111111",
      encryptedExpiryMonth: "test_03",
      encryptedExpiryYear: "test_2031",
      encryptedSecurityCode: "test_737",
      holderName: "Ada Lovelace",
    },
  }),
  "scheme",
  "test",
);
if (!CARD) throw new Error("the card's state data must be accepted: the tests below would pass without one");

afterEach(() => vi.restoreAllMocks());

describe("handling a payment without an order id", () => {
  it.each([
    ["an empty id", ""],
    ["no id at all", undefined as unknown as string],
  ])("handlePayment with %s fails with the spec's error and never calls the Store API", async (_name, orderId) => {
    const shop = services(() => ({ redirectUrl: null }));
    await expect(handlePayment(shop.value.api, ENGLISH.languageId, orderId, URLS)).rejects.toThrow(
      new Error("handlePayment method requires orderId"),
    );
    expect(shop.calls).toEqual([]);
  });

  it("the payment hand-over ends on the failure page, logged, with neither the shop nor the provider asked", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const shop = services(() => ({ redirectUrl: null }));
    const args = { services: shop.value, config, domain: ENGLISH, url: new URL(`${ORIGIN}/checkout/`) };
    expect(await payOrder(args, "", CARD)).toEqual({ target: "/payment-failure/?orderId=", refused: true });
    expect(shop.calls).toEqual([]);
    expect(logged).toHaveBeenCalledWith("handle-payment failed", "handlePayment method requires orderId");
  });

  it("with an order id the same hand-over asks handle-payment for that order (the guard lets it through)", async () => {
    const shop = services(() => ({ redirectUrl: null }));
    expect(await handlePayment(shop.value.api, ENGLISH.languageId, "0123456789abcdef0123456789abcdef", URLS)).toEqual({
      redirectUrl: null,
    });
    expect(shop.calls).toEqual([
      {
        operation: "handlePaymentMethod post /handle-payment",
        body: { orderId: "0123456789abcdef0123456789abcdef", ...URLS },
      },
    ]);
  });
});
