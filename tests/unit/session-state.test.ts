import { describe, expect, it } from "vitest";
import { observe, sharedCurrency, UNKNOWN_STATE, type SessionState } from "../../worker/services/session-state";

const EUR = "b7d2554b0ce847cd82f3ac9bd1c0dfca";
const USD = "f19c2c3c2405bdd38c54823059cd13df";
const guest: SessionState = { customer: false, cartFilled: false, currencyId: EUR };

describe("the session state the edge cache trusts (Shopware's sw-states)", () => {
  it("only a guest with an empty cart in a known currency shares pages", () => {
    expect(sharedCurrency(guest)).toBe(EUR);
    expect(sharedCurrency({ ...guest, cartFilled: true })).toBeNull();
    expect(sharedCurrency({ ...guest, customer: true })).toBeNull();
    expect(sharedCurrency({ ...guest, cartFilled: null })).toBeNull();
    expect(sharedCurrency({ ...guest, currencyId: null })).toBeNull();
    expect(sharedCurrency(UNKNOWN_STATE)).toBeNull();
  });

  it("a cart answer says whether the cart is filled; a change without a cart in the answer makes it unknown", () => {
    const line = { lineItems: [{ id: "x" }] };
    expect(observe(guest, { method: "POST", path: "/checkout/cart/line-item", ok: true, answer: line }).cartFilled).toBe(true);
    expect(observe({ ...guest, cartFilled: true }, { method: "DELETE", path: "/store-api/checkout/cart/line-item", ok: true, answer: { lineItems: [] } }).cartFilled).toBe(false);
    expect(observe(guest, { method: "POST", path: "/checkout/cart/line-item", ok: true }).cartFilled).toBeNull();
    expect(observe(guest, { method: "GET", path: "/checkout/cart", ok: true, answer: { errors: [] } }).cartFilled).toBe(false);
  });

  it("a failed call changes nothing; an order empties the cart", () => {
    expect(observe(guest, { method: "POST", path: "/checkout/cart/line-item", ok: false })).toEqual(guest);
    expect(observe({ ...guest, cartFilled: true }, { method: "POST", path: "/checkout/order", ok: true, answer: { id: "o" } }).cartFilled).toBe(false);
  });

  it("the context says who shops in which currency; a currency change names the new one", () => {
    expect(observe(UNKNOWN_STATE, { method: "GET", path: "/context", ok: true, answer: { customer: { id: "c" }, currency: { id: USD } } })).toEqual({
      customer: true,
      cartFilled: null,
      currencyId: USD,
    });
    expect(observe(guest, { method: "PATCH", path: "/context", ok: true, sent: { currencyId: USD } }).currencyId).toBe(USD);
    expect(observe(guest, { method: "PATCH", path: "/context", ok: true, sent: { currencyId: "not-an-id" } }).currencyId).toBeNull();
    expect(observe(guest, { method: "PATCH", path: "/context", ok: true, sent: { paymentMethodId: USD } })).toEqual(guest);
  });

  it("a login, logout, registration, cart merge or a new token makes everything unknown", () => {
    for (const path of ["/account/login", "/account/logout", "/account/register", "/pbx/social-login/login", "/abc/merge-carts/x"]) {
      expect(observe(guest, { method: "POST", path, ok: true }), path).toEqual(UNKNOWN_STATE);
    }
    expect(observe(guest, { method: "GET", path: "/context", ok: true, tokenChanged: true })).toEqual(UNKNOWN_STATE);
    expect(observe(guest, { method: "DELETE", path: "/account/customer", ok: true })).toEqual(UNKNOWN_STATE);
  });

  it("the rest of the account (reads by POST, profile, addresses, newsletter) changes nothing", () => {
    const customer: SessionState = { customer: true, cartFilled: false, currencyId: EUR };
    for (const path of ["/account/customer", "/account/newsletter-recipient", "/account/list-address", "/account/order", "/account/change-profile", "/account/address"]) {
      expect(observe(customer, { method: "POST", path, ok: true }), path).toEqual(customer);
    }
  });

  it("reads (Shopware reads with POST too) change nothing; an unknown change makes the cart unknown", () => {
    for (const path of ["/product-listing/abc", "/search", "/product/abc", "/navigation/a/b", "/pwa/page", "/country", "/newsletter/subscribe"]) {
      expect(observe(guest, { method: "POST", path, ok: true }), path).toEqual(guest);
    }
    expect(observe(guest, { method: "POST", path: "/pbx/project/add-to-cart", ok: true }).cartFilled).toBeNull();
  });
});
