import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { StorefrontOperations } from "../../app/store-api/operations";
import { type SessionState, observe, UNKNOWN_STATE } from "../../worker/services/session-state";
import {
  type CallEffect,
  callEffect,
  changesWhateverMethod,
  listedCall,
  type Operation,
  operationEffect,
  refusedToBrowsers,
  STORE_API_CALLS,
} from "../../worker/services/store-api-calls";

const table = STORE_API_CALLS as Record<Operation, CallEffect>;
const operations = Object.keys(table) as Operation[];
const partsOf = (operation: string) => {
  const [, method = "", path = ""] = operation.split(" ");
  return { method, path };
};

/** The operation ids a declaration file's object type names (`"readCart get /checkout/cart": {`), read from its text. */
function operationIdsIn(text: string, typeName: string): string[] {
  const start = text.indexOf(`export type ${typeName} = {`);
  expect(start, typeName).toBeGreaterThanOrEqual(0);
  const body = text.slice(start, text.indexOf("\n};", start));
  return [...body.matchAll(/^ {2}"([^"]+ (?:get|post|patch|put|delete) \/[^"]*)":\s/gm)].map((m) => m[1]!);
}

describe("one table of what each Store API call does to the session", () => {
  it("classifies every operation of the client's StorefrontOperations, and nothing else", () => {
    // Types: a missing or an extra operation fails tsc (the table `satisfies Record<keyof StorefrontOperations, …>`).
    expectTypeOf<keyof typeof STORE_API_CALLS>().toEqualTypeOf<keyof StorefrontOperations>();
    // And at run time, from the declarations themselves: the official client's operations and the shop's own.
    const official = readFileSync(
      createRequire(import.meta.url).resolve("@shopware/api-client/store-api-types"),
      "utf8",
    );
    const own = readFileSync(new URL("../../app/store-api/operations.ts", import.meta.url), "utf8");
    const declared = new Set([
      ...operationIdsIn(official, "operations"),
      ...operationIdsIn(own, "ShopOperations"),
      ...operationIdsIn(own, "ShopPluginOperations"),
    ]);
    expect(declared.size).toBeGreaterThan(250);
    expect([...declared].filter((operation) => !(operation in table))).toEqual([]);
    expect(operations.filter((operation) => !declared.has(operation))).toEqual([]);
  });

  it("says the same of calls at the same method and path (the shop's typed variants of an official one)", () => {
    const byRoute = new Map<string, CallEffect>();
    for (const operation of operations) {
      const { method, path } = partsOf(operation);
      const seen = byRoute.get(`${method} ${path}`);
      if (seen) expect(table[operation], operation).toEqual(seen);
      else byRoute.set(`${method} ${path}`, table[operation]);
    }
  });

  it("has one list of logins (the guest's cart is merged), each a new session under a new token", () => {
    const logins = operations.filter((operation) => table[operation].mergesCart).sort();
    expect(logins).toEqual([
      "loginCustomer post /account/login",
      "register post /account/register",
      "registerConfirm post /account/register-confirm",
      "registerCustomer post /account/register",
      "socialLogin post /pbx/social-login/login",
    ]);
    for (const operation of logins)
      expect(table[operation], operation).toMatchObject({ session: "session", newToken: true });
    for (const operation of [
      "logoutCustomer post /account/logout",
      "convertGuest post /account/convert-guest",
      "deleteCustomer delete /account/customer",
      "selfPurgeCustomer post /customer/self-purge",
    ] as const) {
      expect(table[operation].session, operation).toBe("session");
    }
  });

  it("names the calls only the Worker makes, and the one that changes state whatever its method", () => {
    expect(operations.filter((operation) => table[operation].workerOnly).sort()).toEqual([
      "api-info get /_info/openapi3.json",
      "getRoutes get /_info/routes",
      "getSitemapFile get /sitemap/{filePath}",
      "mergeCarts post /{cartMergeSegment}/merge-carts/{id}",
      "readSeoUrl post /seo-url",
      "readSeoUrlGet get /seo-url",
      "readSiteConfig get /pwa/site-config",
      "readSitemap get /sitemap",
      "readSnippets get /pwa/snippet/{langCode}",
    ]);
    expect(operations.filter((operation) => table[operation].changesWhateverMethod).sort()).toEqual([
      "handlePaymentMethod post /handle-payment",
      "handlePaymentMethodGet get /handle-payment",
    ]);
  });

  it("finds each operation from its method and path, with placeholders filled or not, with /store-api or without", () => {
    for (const operation of operations) {
      const { method, path } = partsOf(operation);
      const filled = path.replace(/\{[^}]+\}/g, "f00ba5");
      for (const variant of [path, filled, `/store-api${filled}`]) {
        const found = listedCall(method.toUpperCase(), variant);
        expect(found?.effect, `${operation} as ${variant}`).toEqual(table[operation]);
        expect(partsOf(found!.operation), `${operation} as ${variant}`).toEqual({ method, path });
      }
      expect(operationEffect(operation)).toBe(table[operation]);
    }
  });

  it.each([
    ["GET", "/store-api/product/purchase-limit", "readProductsPurchaseLimit get /product/purchase-limit"],
    ["GET", "/store-api/product/0123456789abcdef0123456789abcdef", "readProductDetailGet get /product/{productId}"],
    ["POST", "/store-api/quote/request", "requestQuote post /quote/request"],
    ["POST", "/store-api/quote/0123456789abcdef0123456789abcdef", "readQuote post /quote/{id}"],
    [
      "GET",
      "/store-api/dsr/appointment/collection/last-seen",
      "getLastSeenProducts get /dsr/appointment/collection/last-seen",
    ],
    [
      "POST",
      "/store-api/pbx-cart/merge-carts/GuestTokenGuestTokenGuestToken01",
      "mergeCarts post /{cartMergeSegment}/merge-carts/{id}",
    ],
    ["POST", "/store-api/adyen/payment-details", "sendProviderPaymentDetails post /{providerSegment}/payment-details"],
    ["PATCH", "/store-api/nova-poshta/select", "selectParcelLocker patch /{parcelSegment}/select"],
    ["POST", "/store-api/account/address", "createCustomerAddress post /account/address"],
    [
      "PATCH",
      "/store-api/account/address/default-shipping/0123456789abcdef0123456789abcdef",
      "defaultShippingAddress patch /account/address/default-shipping/{addressId}",
    ],
    ["POST", "/store-api/checkout/cart/line-item/delete", "removeLineItem post /checkout/cart/line-item/delete"],
    ["GET", "/store-api/pwa/snippet/de-DE", "readSnippets get /pwa/snippet/{langCode}"],
    ["POST", "/store-api/pbx/social-login/login", "socialLogin post /pbx/social-login/login"],
  ])("reads %s %s as %s (the most specific template wins)", (method, path, operation) => {
    expect(partsOf(listedCall(method, path)!.operation)).toEqual(partsOf(operation));
  });

  it("reads the path the shop routes: the proxy decodes it first (merge%2Dcarts is merge-carts)", () => {
    for (const [method, encoded, operation] of [
      ["POST", "/store-api/account/log%69n", "loginCustomer post /account/login"],
      [
        "POST",
        "/store-api/pbx-cart/merge%2Dcarts/GuestTokenGuestTokenGuestToken01",
        "mergeCarts post /{cartMergeSegment}/merge-carts/{id}",
      ],
      ["GET", "/store-api/c%6Fntext", "readContext get /context"],
      ["POST", "/store-api/checkout/cart/line%2Ditem", "addLineItem post /checkout/cart/line-item"],
    ] as const) {
      expect(listedCall(method, encoded), encoded).toBeUndefined();
      expect(listedCall(method, decodeURIComponent(encoded))?.effect, encoded).toEqual(table[operation]);
    }
  });

  it.each([
    "/store-api/pbx-cart/merge-carts/GuestTokenGuestTokenGuestToken01",
    "/store-api/other-segment/merge-carts/x",
    "/store-api/any/merge-carts",
    "/store-api/pwa/site-config",
    "/store-api/pwa/site-config/",
    "/store-api/PWA/Site-Config",
    "/store-api/pwa/snippet",
    "/store-api/pwa/snippet/en-GB",
    "/store-api/seo-url",
    "/store-api/seo-url/anything",
    "/store-api/SEO-URL",
    "/store-api/sitemap",
    "/store-api/sitemap/",
    "/store-api/_info",
    "/store-api/_info/openapi3.json",
    "/store-api/_info/stoplightio.html",
  ])("refuses %s to browsers, whatever the method", (path) => {
    expect(refusedToBrowsers(path)).toBe(true);
  });

  it.each([
    "/store-api/merge-carts",
    "/store-api/merge-carts/x",
    "/store-api/snippet",
    "/store-api/pwa/page",
    "/store-api/seo-urls",
    "/store-api/sitemaps",
    "/store-api/info",
    "/store-api/pwa",
  ])("passes %s to browsers", (path) => {
    expect(refusedToBrowsers(path)).toBe(false);
  });

  it("asks the same origin of handle-payment whatever the method, and of nothing else that reads", () => {
    expect(changesWhateverMethod("/store-api/handle-payment")).toBe(true);
    expect(changesWhateverMethod("/handle-payment")).toBe(true);
    for (const path of [
      "/store-api/handle-payment/",
      "/store-api/context",
      "/store-api/product",
      "/store-api/checkout/cart",
    ])
      expect(changesWhateverMethod(path), path).toBe(false);
  });

  describe("paths the table does not list keep the conservative reading", () => {
    const guest: SessionState = { customer: false, cartFilled: false, contextHash: "a".repeat(32) };
    it.each([
      ["POST", "/store-api/pbx/project/add-to-cart", "unknown"],
      ["POST", "/store-api/some-plugin/thing", "unknown"],
      ["POST", "/store-api/checkout/cart/plugin-line-item", "cart"],
      ["POST", "/store-api/some-plugin/login", "session"],
      ["POST", "/store-api/some-plugin/merge-carts", "session"],
      ["POST", "/store-api/account/order", "account"],
      ["POST", "/store-api/account/some-plugin-login", "session"],
      // A listed path under another method: what its listed calls agree on (HEAD is a GET without a body).
      ["HEAD", "/store-api/context", "context"],
      ["HEAD", "/store-api/checkout/cart", "cart"],
      ["HEAD", "/store-api/product", "none"],
      // Its calls disagree (a read and a deletion): the family's reading.
      ["PUT", "/store-api/account/customer", "account"],
      // Only a placed order empties the cart.
      ["HEAD", "/store-api/checkout/order", "unknown"],
      ["GET", "/store-api/context/", "unknown"],
    ])("%s %s: %s", (method, path, session) => {
      expect(listedCall(method, path)).toBeUndefined();
      expect(callEffect(method, path).session).toBe(session);
    });

    it("a GET the table does not know changes nothing; another method makes the cart and the context unknown", () => {
      expect(observe(guest, { method: "GET", path: "/some-plugin/thing", ok: true })).toEqual(guest);
      expect(observe(guest, { method: "POST", path: "/some-plugin/thing", ok: true })).toEqual({
        ...guest,
        cartFilled: null,
        contextHash: null,
      });
      expect(observe(guest, { method: "POST", path: "/some-plugin/login", ok: true })).toEqual(UNKNOWN_STATE);
    });
  });
});
