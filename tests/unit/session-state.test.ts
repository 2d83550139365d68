import { describe, expect, it } from "vitest";
import {
  cacheContextOf,
  contextHash,
  observe,
  SessionStateTracker,
  sharedContextHash,
  UNKNOWN_STATE,
  type SessionState,
} from "../../worker/services/session-state";

const EUR = "b7d2554b0ce847cd82f3ac9bd1c0dfca";
const USD = "f19c2c3c2405bdd38c54823059cd13df";
const HASH = "0123456789abcdef0123456789abcdef";
const guest: SessionState = { customer: false, cartFilled: false, contextHash: HASH };

/** A GET /context answer in Shopware's shape, with the fields the hash is made of. */
const contextAnswer = (
  changes: {
    currencyId?: string;
    countryId?: string;
    ruleIds?: string[];
    customer?: object | null;
    groupId?: string;
    taxState?: string;
  } = {},
) => ({
  customer: changes.customer ?? null,
  currency: { id: changes.currencyId ?? EUR },
  currentCustomerGroup: { id: changes.groupId ?? "cfbd5018d38d41d8adca10d94fc8bdd6" },
  shippingLocation: { country: { id: changes.countryId ?? "a".repeat(32) } },
  context: {
    ruleIds: changes.ruleIds ?? ["b".repeat(32)],
    versionId: "0fa91ce3e96a4bc2be4bd9ce752c3425",
    taxState: changes.taxState ?? "gross",
  },
});

describe("the session state the edge cache trusts (Shopware's sw-states and sw-cache-hash)", () => {
  it("only a guest with an empty cart in a known context shares pages", () => {
    expect(sharedContextHash(guest)).toBe(HASH);
    expect(sharedContextHash({ ...guest, cartFilled: true })).toBeNull();
    expect(sharedContextHash({ ...guest, customer: true })).toBeNull();
    expect(sharedContextHash({ ...guest, cartFilled: null })).toBeNull();
    expect(sharedContextHash({ ...guest, contextHash: null })).toBeNull();
    expect(sharedContextHash(UNKNOWN_STATE)).toBeNull();
  });

  it("the context hash changes with the currency, country, rules, customer group, tax state and login, and not with the order of the rules", async () => {
    const base = await contextHash(cacheContextOf(contextAnswer())!);
    expect(base).toMatch(/^[0-9a-f]{32}$/);
    for (const changes of [
      { currencyId: USD },
      { countryId: "c".repeat(32) },
      { ruleIds: ["b".repeat(32), "d".repeat(32)] },
      { groupId: "e".repeat(32) },
      { taxState: "net" },
      { customer: { id: "x" } },
    ]) {
      expect(await contextHash(cacheContextOf(contextAnswer(changes))!), JSON.stringify(changes)).not.toBe(base);
    }
    const two = ["d".repeat(32), "b".repeat(32)];
    expect(await contextHash(cacheContextOf(contextAnswer({ ruleIds: two }))!)).toBe(
      await contextHash(cacheContextOf(contextAnswer({ ruleIds: [...two].reverse() }))!),
    );
    // An answer without what the hash needs (no rule ids, say) is not hashed: its pages are not shared.
    expect(cacheContextOf({ ...contextAnswer(), context: { taxState: "gross" } })).toBeNull();
  });

  it("a cart answer says whether the cart is filled; a change without a cart in the answer makes it unknown", () => {
    const line = { lineItems: [{ id: "x" }] };
    expect(
      observe(guest, { method: "POST", path: "/checkout/cart/line-item", ok: true, answer: line }).cartFilled,
    ).toBe(true);
    expect(
      observe(
        { ...guest, cartFilled: true },
        { method: "DELETE", path: "/store-api/checkout/cart/line-item", ok: true, answer: { lineItems: [] } },
      ).cartFilled,
    ).toBe(false);
    expect(observe(guest, { method: "POST", path: "/checkout/cart/line-item", ok: true }).cartFilled).toBeNull();
    expect(observe(guest, { method: "GET", path: "/checkout/cart", ok: true, answer: { errors: [] } }).cartFilled).toBe(
      false,
    );
  });

  it("a failed call changes nothing; an order empties the cart", () => {
    expect(observe(guest, { method: "POST", path: "/checkout/cart/line-item", ok: false })).toEqual(guest);
    expect(
      observe(
        { ...guest, cartFilled: true },
        { method: "POST", path: "/checkout/order", ok: true, answer: { id: "o" } },
      ).cartFilled,
    ).toBe(false);
  });

  it("the context read says who shops in which context (hashed once settled); any context change makes it unknown", async () => {
    const read = observe(UNKNOWN_STATE, {
      method: "GET",
      path: "/context",
      ok: true,
      answer: contextAnswer({ customer: { id: "c" }, currencyId: USD }),
    });
    expect(read).toMatchObject({
      customer: true,
      cartFilled: null,
      contextHash: null,
      context: { currencyId: USD, loggedIn: true },
    });
    const tracker = new SessionStateTracker(UNKNOWN_STATE, UNKNOWN_STATE);
    tracker.observe({ method: "GET", path: "/store-api/context", ok: true, answer: contextAnswer() });
    expect((await tracker.settled()).contextHash).toBe(await contextHash(cacheContextOf(contextAnswer())!));
    for (const sent of [
      { currencyId: USD },
      { countryId: "c".repeat(32) },
      { paymentMethodId: USD },
      { languageId: EUR },
    ]) {
      expect(observe(guest, { method: "PATCH", path: "/context", ok: true, sent }), JSON.stringify(sent)).toEqual({
        ...guest,
        contextHash: null,
      });
    }
    // A read after which the context changed is no longer what the session is.
    tracker.observe({ method: "PATCH", path: "/context", ok: true, sent: { countryId: "c".repeat(32) } });
    expect(tracker.state.context).toBeUndefined();
    expect(tracker.state.contextHash).toBeNull();
  });

  it("a login, logout, registration, cart merge or a new token makes everything unknown", () => {
    for (const path of [
      "/account/login",
      "/account/logout",
      "/account/register",
      "/pbx/social-login/login",
      "/abc/merge-carts/x",
    ]) {
      expect(observe(guest, { method: "POST", path, ok: true }), path).toEqual(UNKNOWN_STATE);
    }
    expect(observe(guest, { method: "GET", path: "/context", ok: true, tokenChanged: true })).toEqual(UNKNOWN_STATE);
    expect(observe(guest, { method: "DELETE", path: "/account/customer", ok: true })).toEqual(UNKNOWN_STATE);
  });

  it("the rest of the account (reads by POST, profile, addresses, newsletter) changes nothing", () => {
    const customer: SessionState = { customer: true, cartFilled: false, contextHash: HASH };
    for (const path of [
      "/account/customer",
      "/account/newsletter-recipient",
      "/account/list-address",
      "/account/order",
      "/account/change-profile",
      "/account/address",
    ]) {
      expect(observe(customer, { method: "POST", path, ok: true }), path).toEqual(customer);
    }
  });

  it("reads (Shopware reads with POST too) change nothing; an unknown change makes the cart and the context unknown", () => {
    for (const path of [
      "/product-listing/abc",
      "/search",
      "/product/abc",
      "/navigation/a/b",
      "/pwa/page",
      "/country",
      "/newsletter/subscribe",
    ]) {
      expect(observe(guest, { method: "POST", path, ok: true }), path).toEqual(guest);
    }
    expect(observe(guest, { method: "POST", path: "/pbx/project/add-to-cart", ok: true })).toEqual({
      ...guest,
      cartFilled: null,
      contextHash: null,
    });
  });
});
