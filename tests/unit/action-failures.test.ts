import { describe, expect, it } from "vitest";
import { cartAction } from "../../app/cart/actions";
import { newOutcome } from "../../app/framework/action-outcome";
import { pageAction } from "../../app/session/page-action";
import { MAINTENANCE_ERROR_CODE } from "../../app/store-api/errors";
import { apiError, post, services } from "./action-harness";

/**
 * Spec section 8: "Cart and currency action errors are collected per action and broadcast." The
 * events go into the answer a page with JavaScript plays back (app/framework/server-action), as the
 * successes' do; tests/e2e/notices.spec.ts hears them in the browser.
 */
const EUR = "b7d2554b0ce847cd82f3ac9bd1c0dfca";
const USD = "0190a1a1a1a1a1a1a1a1a1a1a1a1a1a1";

function withPage(answer: (operation: string, body: unknown) => unknown) {
  const svc = services((operation, body) =>
    operation.startsWith("readCurrencyGet")
      ? [
          { id: EUR, isoCode: "EUR", symbol: "€", shortName: "EUR", name: "Euro", position: 1 },
          { id: USD, isoCode: "USD", symbol: "$", shortName: "USD", name: "US-Dollar", position: 2 },
        ]
      : answer(operation, body),
  );
  svc.value.outcome = newOutcome();
  return svc;
}
const failures = (svc: ReturnType<typeof services>) =>
  (svc.value.outcome?.events ?? []).filter((event) => event.name === "cart-error" || event.name === "currency-error");

describe("failed cart actions are broadcast (cart-error)", () => {
  it("the shop's refusal: the action, its status, and the shop's code and texts", async () => {
    const svc = withPage(() =>
      Promise.reject(apiError(400, [{ code: "CHECKOUT__INSUFFICIENT_STOCK", detail: "Only 3 left." }])),
    );
    await post(cartAction, "/cart/", { intent: "change-quantity", lineItemId: "L1", quantity: "5" }, svc);
    expect(failures(svc)).toEqual([
      {
        name: "cart-error",
        detail: {
          action: "change-quantity",
          status: 400,
          errors: [{ code: "CHECKOUT__INSUFFICIENT_STOCK", title: "", detail: "Only 3 left." }],
        },
      },
    ]);
  });

  it.each([
    ["a 500", () => Promise.reject(apiError(500, [{ code: "0", detail: "Internal Server Error at db01.internal" }]))],
    [
      "a dropped connection",
      () => Promise.reject(new TypeError('[DELETE] "http://binding1.store-api.internal/x": Network connection lost.')),
    ],
  ])("%s: 502 and the general failure, never the shop's or the fetch's text", async (_name, answer) => {
    const svc = withPage(answer as () => unknown);
    await post(cartAction, "/cart/", { intent: "remove-line-item", lineItemId: "L1" }, svc);
    // The same for every fault: the page is not told which it was (tests/worker/faults.test.ts).
    expect(failures(svc)).toEqual([
      {
        name: "cart-error",
        detail: {
          action: "remove",
          status: 502,
          errors: [{ code: "notification.changeFailed", title: "", detail: "" }],
        },
      },
    ]);
  });

  it("an add the shop keeps out (an error of level 20): a failed add besides its cart message", async () => {
    const svc = withPage(() => ({
      apiAlias: "cart",
      price: { netPrice: 0, totalPrice: 0 },
      lineItems: [],
      errors: {
        "product-out-of-stockP1": {
          key: "product-out-of-stockP1",
          messageKey: "product-out-of-stock",
          level: 20,
          message: "Sold out.",
        },
      },
    }));
    await post(cartAction, "/cart/", { intent: "add-to-cart", productId: "a".repeat(32), quantity: "1" }, svc);
    expect(svc.value.outcome?.events).toEqual([
      { name: "cart-message", detail: { level: 20, message: "Sold out." } },
      {
        name: "cart-error",
        detail: {
          action: "add",
          status: 200,
          errors: [{ code: "product-out-of-stock", title: "", detail: "Sold out." }],
        },
      },
    ]);
  });

  it("a code the shop does not know: the storefront's own key is the code", async () => {
    const svc = withPage(() => ({
      apiAlias: "cart",
      price: { netPrice: 0, totalPrice: 0 },
      lineItems: [],
      errors: [],
    }));
    await post(cartAction, "/cart/", { intent: "add-promotion-code", code: "NOPE" }, svc);
    expect(failures(svc)).toEqual([
      {
        name: "cart-error",
        detail: {
          action: "add-promotion-code",
          status: 400,
          errors: [{ code: "cart.promotion.notFound", title: "", detail: "" }],
        },
      },
    ]);
  });

  it("maintenance leads to the maintenance page: no failed action of the shopper's", async () => {
    const svc = withPage(() => Promise.reject(apiError(503, [{ code: MAINTENANCE_ERROR_CODE }])));
    await post(cartAction, "/cart/", { intent: "remove-line-item", lineItemId: "L1" }, svc).catch(() => null);
    expect(failures(svc)).toEqual([]);
  });

  it("a success broadcasts no failure; without JavaScript nothing is recorded", async () => {
    const cart = { apiAlias: "cart", price: { netPrice: 0, totalPrice: 0 }, lineItems: [], errors: [] };
    const svc = withPage(() => cart);
    await post(cartAction, "/cart/", { intent: "remove-line-item", lineItemId: "L1" }, svc);
    expect(failures(svc)).toEqual([]);
    const plain = services(() => Promise.reject(apiError(400, [{ code: "X" }])));
    await post(cartAction, "/cart/", { intent: "remove-line-item", lineItemId: "L1" }, plain);
    expect(plain.value.outcome).toBeUndefined();
  });
});

describe("a failed currency change is broadcast (currency-error)", () => {
  it("a currency the shop does not offer", async () => {
    const svc = withPage(() => ({}));
    await post(pageAction, "/", { intent: "currency", currencyId: "c".repeat(32) }, svc);
    expect(failures(svc)).toEqual([
      {
        name: "currency-error",
        detail: {
          action: "set-currency",
          status: 400,
          errors: [{ code: "form.errors.invalid", title: "", detail: "" }],
        },
      },
    ]);
    expect(svc.value.outcome?.events.some((event) => event.name === "currency-changed")).toBe(false);
  });

  it("the shop refusing the context change", async () => {
    const svc = withPage(() => Promise.reject(apiError(400, [{ code: "FRAMEWORK__INVALID_UUID", detail: "No." }])));
    await post(pageAction, "/", { intent: "currency", currencyId: USD }, svc);
    expect(failures(svc)).toEqual([
      {
        name: "currency-error",
        detail: {
          action: "set-currency",
          status: 400,
          errors: [{ code: "FRAMEWORK__INVALID_UUID", title: "", detail: "No." }],
        },
      },
    ]);
  });
});
