import type { TestHarness } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClientError, type ApiError } from "@shopware/api-client";
import { readParcelCities, readParcelWarehouses, readSocialLoginRedirectUrl } from "../../app/session/shop-plugins";
import { client, ORIGIN, routeFetchTo, startEmulator, validateResponse } from "./harness";

/**
 * The emulator answers every core Store API call in the shape of the official
 * schema (@shopware/api-client's storeApiSchema.json), called with the official client.
 */
let emulator: TestHarness;
beforeAll(async () => {
  emulator = await startEmulator();
  routeFetchTo(emulator);
}, 60_000);
afterAll(() => emulator?.close());

const ids: Record<string, string> = {};
const session = { token: "" };
const api = () => client(session.token || undefined);

function expectValid(method: string, path: string, body: unknown, status = "200") {
  const errors = validateResponse(method, path, body, status);
  expect(errors, `${method} ${path}: ${errors.join("; ")}`).toEqual([]);
}

describe("reference data", () => {
  it("context", async () => {
    const { data } = await api().invoke("readContext get /context");
    expectValid("GET", "/context", data);
    ids["currencyUsd"] = "";
  });
  it("currency, language, salutation, country, payment and shipping methods", async () => {
    const currencies = await api().invoke("readCurrency post /currency", { body: {} });
    expectValid("POST", "/currency", currencies.data);
    ids["currencyUsd"] = (currencies.data as { id: string; isoCode: string }[]).find((c) => c.isoCode === "USD")!.id;
    expectValid("POST", "/language", (await api().invoke("readLanguages post /language", { body: {} })).data);
    const salutations = await api().invoke("readSalutation post /salutation", { body: {} });
    expectValid("POST", "/salutation", salutations.data);
    ids["salutation"] = salutations.data.elements![0]!.id;
    const countries = await api().invoke("readCountry post /country", {
      body: { page: 1, limit: 100, associations: { states: {} } },
    });
    expectValid("POST", "/country", countries.data);
    ids["country"] = countries.data.elements!.find((c) => c.iso === "DE")!.id;
    expect(countries.data.elements!.find((c) => c.iso === "DE")!.states!.length).toBeGreaterThan(0);
    expectValid(
      "POST",
      "/payment-method",
      (await api().invoke("readPaymentMethod post /payment-method", { body: {} })).data,
    );
    expectValid(
      "POST",
      "/shipping-method",
      (await api().invoke("readShippingMethod post /shipping-method", { body: {} })).data,
    );
  });
  it("context PATCH of every field the spec names", async () => {
    const response = await api().invoke("updateContext patch /context", { body: { currencyId: ids["currencyUsd"] } });
    expectValid("PATCH", "/context", response.data);
  });
});

describe("catalogue", () => {
  it("navigation, category list and detail", async () => {
    const nav = await api().invoke("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2 },
    });
    expectValid("POST", "/navigation/{activeId}/{rootId}", nav.data);
    ids["category"] = nav.data[0]!.id;
    expectValid(
      "POST",
      "/category",
      (await api().invoke("readCategoryList post /category", { body: { limit: 5 } })).data,
    );
    expectValid(
      "POST",
      "/category/{navigationId}",
      (
        await api().invoke("readCategory post /category/{navigationId}", {
          pathParams: { navigationId: ids["category"]! },
          body: {},
        })
      ).data,
    );
  });
  it("products, product detail, cross-selling, listing, search, suggest", async () => {
    const products = await api().invoke("readProduct post /product", {
      body: { limit: 3, associations: { manufacturer: {}, media: {}, properties: {} } },
    });
    expectValid("POST", "/product", products.data);
    ids["product"] = products.data.elements![0]!.id;
    expectValid(
      "POST",
      "/product/{productId}",
      (
        await api().invoke("readProductDetail post /product/{productId}", {
          pathParams: { productId: ids["product"]! },
          body: {},
        })
      ).data,
    );
    expectValid(
      "POST",
      "/product/{productId}/cross-selling",
      (
        await api().invoke("readProductCrossSellings post /product/{productId}/cross-selling", {
          pathParams: { productId: ids["product"]! },
        })
      ).data,
    );
    expectValid(
      "POST",
      "/product-listing/{categoryId}",
      (
        await api().invoke("readProductListing post /product-listing/{categoryId}", {
          pathParams: { categoryId: ids["category"]! },
          body: { limit: 10, p: 2, order: "price-asc" },
        })
      ).data,
    );
    expectValid(
      "POST",
      "/search",
      (await api().invoke("searchPage post /search", { body: { search: "photo book" } })).data,
    );
    expectValid(
      "POST",
      "/search-suggest",
      (await api().invoke("searchSuggest post /search-suggest", { body: { search: "cal" } })).data,
    );
  });
  it("seo urls", async () => {
    expectValid(
      "POST",
      "/seo-url",
      (
        await api().invoke("readSeoUrl post /seo-url", {
          body: { filter: [{ type: "equals", field: "foreignKey", value: ids["category"]! }] },
        })
      ).data,
    );
  });
});

describe("account", () => {
  const email = `contract-${Date.now()}@example.com`;
  it("register logs the customer in and answers the customer", async () => {
    const c = api();
    const response = await c.invoke("register post /account/register", {
      body: {
        salutationId: ids["salutation"],
        firstName: "Grace",
        lastName: "Hopper",
        email,
        password: "secret-pass-1",
        acceptedDataProtection: true,
        storefrontUrl: ORIGIN,
        billingAddress: { street: "Main 1", zipcode: "10115", city: "Berlin", countryId: ids["country"]! },
      } as never,
    });
    expectValid("POST", "/account/register", response.data);
    session.token = c.defaultHeaders["sw-context-token"] as string;
    expect(session.token).toMatch(/^[A-Za-z0-9]{32}$/);
  });
  it("customer, addresses and defaults", async () => {
    expectValid(
      "POST",
      "/account/customer",
      (await api().invoke("readCustomer post /account/customer", { body: {} })).data,
    );
    const created = await api().invoke("createCustomerAddress post /account/address", {
      body: {
        firstName: "Grace",
        lastName: "Hopper",
        street: "Second 2",
        zipcode: "20095",
        city: "Hamburg",
        countryId: ids["country"]!,
      } as never,
    });
    expectValid("POST", "/account/address", created.data);
    ids["address"] = created.data.id;
    const updated = await api().invoke("updateCustomerAddress patch /account/address/{addressId}", {
      pathParams: { addressId: ids["address"]! },
      body: {
        firstName: "Grace",
        lastName: "Hopper",
        street: "Second 2",
        zipcode: "22765",
        city: "Hamburg-Altona",
        countryId: ids["country"]!,
      } as never,
    });
    expectValid("PATCH", "/account/address/{addressId}", updated.data);
    expectValid(
      "POST",
      "/account/list-address",
      (await api().invoke("listAddress post /account/list-address", { body: {} })).data,
    );
    const def = await api().invoke("defaultShippingAddress patch /account/address/default-shipping/{addressId}", {
      pathParams: { addressId: ids["address"]! },
    });
    expect(def.status).toBe(204);
  });
  it("profile, e-mail and password changes answer SuccessResponse", async () => {
    expectValid(
      "POST",
      "/account/change-profile",
      (
        await api().invoke("changeProfile post /account/change-profile", {
          body: { firstName: "Grace B.", lastName: "Hopper", salutationId: ids["salutation"] } as never,
        })
      ).data,
    );
    expectValid(
      "POST",
      "/account/change-password",
      (
        await api().invoke("changePassword post /account/change-password", {
          body: { password: "secret-pass-1", newPassword: "secret-pass-2", newPasswordConfirm: "secret-pass-2" },
        })
      ).data,
    );
    expectValid(
      "POST",
      "/account/change-email",
      (
        await api().invoke("changeEmail post /account/change-email", {
          body: { email: `b-${email}`, emailConfirmation: `b-${email}`, password: "secret-pass-2" },
        })
      ).data,
    );
    expectValid(
      "POST",
      "/account/recovery-password",
      (
        await client().invoke("sendRecoveryMail post /account/recovery-password", {
          body: { email: `b-${email}`, storefrontUrl: ORIGIN },
        })
      ).data,
    );
  });
});

describe("cart, order, payment", () => {
  it("cart read, add, change, remove", async () => {
    expectValid("GET", "/checkout/cart", (await api().invoke("readCart get /checkout/cart")).data);
    const added = await api().invoke("addLineItem post /checkout/cart/line-item", {
      body: {
        items: [
          { id: ids["product"]!, referencedId: ids["product"]!, type: "product", quantity: 2 },
          { type: "promotion", referencedId: "WELCOME10" },
        ],
      } as never,
    });
    expectValid("POST", "/checkout/cart/line-item", added.data);
    const changed = await api().invoke("updateLineItem patch /checkout/cart/line-item", {
      body: { items: [{ id: ids["product"]!, quantity: 3 }] } as never,
    });
    expectValid("PATCH", "/checkout/cart/line-item", changed.data);
    const promotion = (changed.data.lineItems ?? []).find((l) => l.type === "promotion")!;
    const removed = await api().invoke("removeLineItem post /checkout/cart/line-item/delete", {
      body: { ids: [promotion.id] },
    });
    expectValid("POST", "/checkout/cart/line-item/delete", removed.data);
  });
  it("order, order list, payment change, handle payment, cancel", async () => {
    const order = await api().invoke("createOrder post /checkout/order", { body: {} });
    expectValid("POST", "/checkout/order", order.data);
    const list = await api().invoke("readOrder post /order", {
      body: {
        filter: [{ type: "equals", field: "id", value: order.data.id }],
        limit: 1,
        associations: { lineItems: {}, transactions: {}, deliveries: {} },
      } as never,
    });
    expectValid("POST", "/order", list.data);
    expect(list.data.orders.elements[0]!.id).toBe(order.data.id);
    const methods = await api().invoke("readPaymentMethod post /payment-method", { body: {} });
    const card = methods.data.elements!.find((m) => m.technicalName === "payment_adyen_card")!;
    expectValid(
      "POST",
      "/order/payment",
      (
        await api().invoke("orderSetPayment post /order/payment", {
          body: { orderId: order.data.id, paymentMethodId: card.id },
        })
      ).data,
    );
    expectValid(
      "POST",
      "/handle-payment",
      (await api().invoke("handlePaymentMethod post /handle-payment", { body: { orderId: order.data.id } as never }))
        .data,
    );
    expectValid(
      "POST",
      "/order/state/cancel",
      (await api().invoke("cancelOrder post /order/state/cancel", { body: { orderId: order.data.id } })).data,
    );
  });
});

describe("forms", () => {
  it("contact form and newsletter", async () => {
    const contact = await api().invoke("sendContactMail post /contact-form", {
      body: { email: "x@example.com", subject: "Question", comment: "Where is my photo book, please?" } as never,
    });
    expect(contact.status).toBe(200);
    const subscribe = await api().invoke("subscribeToNewsletter post /newsletter/subscribe", {
      body: { email: "news@example.com", option: "subscribe", storefrontUrl: ORIGIN } as never,
    });
    expectValid("POST", "/newsletter/subscribe", subscribe.data);
    expectValid(
      "POST",
      "/newsletter/unsubscribe",
      (
        await api().invoke("unsubscribeToNewsletter post /newsletter/unsubscribe", {
          body: { email: "news@example.com" },
        })
      ).data,
    );
  });
  it("logout ends the session with a new token", async () => {
    const c = api();
    await c.invoke("logoutCustomer post /account/logout", { body: {} } as never);
    expect(c.defaultHeaders["sw-context-token"]).not.toBe(session.token);
  });
});

describe("error bodies", () => {
  it("a guest reading the customer gets 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    const error = await client()
      .invoke("readCustomer post /account/customer", { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    const e = error as ApiClientError<{ errors: ApiError[] }>;
    expect(e.status).toBe(403);
    expect(e.details.errors[0]).toEqual({
      status: "403",
      code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
      title: "Forbidden",
      detail: "Customer is not logged in.",
      meta: { parameters: [] },
    });
  });
  it("validation errors name the field with a source pointer", async () => {
    const error = (await client()
      .invoke("register post /account/register", { body: { email: "not-an-email", storefrontUrl: ORIGIN } as never })
      .catch((e: unknown) => e)) as ApiClientError<{
      errors: { code: string; status: string; source: { pointer: string } }[];
    }>;
    expect(error.status).toBe(400);
    const pointers = error.details.errors.map((e) => `${e.source.pointer} ${e.code}`);
    expect(pointers).toContain("/email VIOLATION::INVALID_FORMAT_ERROR");
    expect(pointers).toContain("/password VIOLATION::IS_BLANK_ERROR");
    expect(pointers).toContain("/billingAddress/street VIOLATION::IS_BLANK_ERROR");
    expect(error.details.errors.every((e) => e.status === "400")).toBe(true);
  });
  it("an unknown product is 404 CONTENT__PRODUCT_NOT_FOUND", async () => {
    const error = (await client()
      .invoke("readProductDetail post /product/{productId}", { pathParams: { productId: "0".repeat(32) }, body: {} })
      .catch((e: unknown) => e)) as ApiClientError<{ errors: { code: string }[] }>;
    expect(error.status).toBe(404);
    expect(error.details.errors[0]!.code).toBe("CONTENT__PRODUCT_NOT_FOUND");
  });
});

describe("the shop plugins' endpoints through the storefront's typed wrappers (contracts/shop-plugins.ts)", () => {
  it("parcel cities and lockers, and the social provider's redirect URL", async () => {
    const cities = await readParcelCities(api(), "nova-poshta", "ки");
    expect(cities.elements.length).toBeGreaterThan(0);
    const lockers = await readParcelWarehouses(api(), "nova-poshta", cities.elements[0]!.ref);
    expect(lockers.elements.every((w) => w.cityRef === cities.elements[0]!.ref)).toBe(true);
    const redirect = await readSocialLoginRedirectUrl(api(), "google", `${ORIGIN}/login/`);
    expect(redirect.redirectUrl).toMatch(/^https?:\/\//);
  });
});
