import type { TestHarness } from "wrangler";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parcelCitiesSchema,
  parcelSelectResultSchema,
  parcelWarehousesSchema,
  pbxProjectListSchema,
  pbxProjectSchema,
  pbxSessionSchema,
  providerPaymentMethodsSchema,
  providerPaymentResultSchema,
  socialLoginResultSchema,
  socialRedirectSchema,
  successSchema,
} from "../../app/store-api/contracts/shop-plugins";
import { ACCESS_KEY, ORIGIN, startEmulator, validateResponse } from "./harness";

/**
 * The emulator behaves like the shop: prices, promotions, stock, order states, mails with working
 * links, the editor, social login, payments and parcel lockers, against its real D1 state.
 */
let emulator: TestHarness;
beforeAll(async () => {
  emulator = await startEmulator();
}, 60_000);
afterAll(() => emulator?.close());

interface Session {
  token: string;
}
// biome-ignore lint/suspicious/noExplicitAny: the tests read deep into Store API answers whose shapes the contract tests check
type Json = Record<string, any>;

async function call(
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await emulator.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      "sw-access-key": ACCESS_KEY,
      "content-type": "application/json",
      ...(session?.token ? { "sw-context-token": session.token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const token = response.headers.get("sw-context-token");
  if (session && token) session.token = token;
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Json, headers: response.headers };
}

const newSession = (): Session => ({ token: `T${Math.random().toString(36).slice(2).padEnd(31, "x")}`.slice(0, 32) });

async function reference() {
  const s = newSession();
  const countries = (await call(s, "POST", "/store-api/country", { associations: { states: {} } })).json
    .elements as Json[];
  const currencies = (await call(s, "GET", "/store-api/currency")).json as Json[];
  const groups = (await call(s, "GET", "/store-api/pwa/site-config")).json["customerGroups"] as Json[];
  return {
    de: countries.find((c) => c.iso === "DE")!.id as string,
    usd: currencies.find((c) => c.isoCode === "USD")!,
    business: groups.find((g) => !g.displayGross)!.id as string,
  };
}

async function products(filter: Json[] = [], limit = 5): Promise<Json[]> {
  return (await call(newSession(), "POST", "/store-api/product", { filter, limit })).json.elements;
}

async function registered(extra: Json = {}): Promise<{ session: Session; email: string }> {
  const { de } = await reference();
  const session = newSession();
  const email = `c${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const result = await call(session, "POST", "/store-api/account/register", {
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    password: "secret-pass-1",
    storefrontUrl: ORIGIN,
    acceptedDataProtection: true,
    billingAddress: { street: "Main 1", zipcode: "10115", city: "Berlin", countryId: de },
    ...extra,
  });
  expect(result.status).toBe(200);
  return { session, email };
}

const outbox = async (to: string) =>
  (await (await emulator.fetch(`${ORIGIN}/__emulator/outbox.json?to=${encodeURIComponent(to)}`)).json()) as {
    subject: string;
    links: Record<string, string>;
  }[];

describe("cart pricing", () => {
  it("prices in the context's currency with its factor and rounding", async () => {
    const { usd } = await reference();
    const [product] = await products(
      [{ type: "equals", field: "customFields.pbx_product_type", value: "sw_product" }],
      1,
    );
    const session = newSession();
    await call(session, "PATCH", "/store-api/context", { currencyId: usd.id });
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: product!.id, quantity: 1 }],
      })
    ).json;
    const expected = Math.round(product!.calculatedPrice.unitPrice * usd.factor * 100) / 100;
    expect(cart.lineItems[0].price.unitPrice).toBe(expected);
    // Automatic promotions (the autumn sale from 100 EUR) are line items too; shipping comes on top.
    const lines = cart.lineItems.reduce((sum: number, item: Json) => sum + item.price.totalPrice, 0);
    expect(cart.price.positionPrice).toBeCloseTo(lines, 2);
    expect(cart.price.totalPrice).toBeCloseTo(lines + cart.deliveries[0].shippingCosts.totalPrice, 2);
  });

  it("shows net prices to the business customer group and adds the taxes on top", async () => {
    const { business, de } = await reference();
    // RegisterRoute validates a business customer's company on the billing address.
    const { session } = await registered({
      accountType: "business",
      billingAddress: { street: "Main 1", zipcode: "10115", city: "Berlin", countryId: de, company: "Acme" },
      requestedGroupId: business,
    });
    const [product] = await products(
      [{ type: "equals", field: "customFields.pbx_product_type", value: "sw_product" }],
      1,
    );
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: product!.id, quantity: 2 }],
      })
    ).json;
    expect(cart.price.taxStatus).toBe("net");
    const net = cart.lineItems[0].price.totalPrice;
    expect(net).toBeCloseTo((product!.calculatedPrice.unitPrice / 1.19) * 2, 1);
    const taxes = cart.price.calculatedTaxes.reduce((sum: number, t: Json) => sum + t.tax, 0);
    expect(cart.price.totalPrice).toBeCloseTo(
      cart.price.positionPrice + cart.deliveries[0].shippingCosts.totalPrice + taxes,
      2,
    );
    expect(cart.price.netPrice).toBeCloseTo(cart.price.positionPrice + cart.deliveries[0].shippingCosts.totalPrice, 2);
  });

  it("uses graduated prices from their quantity on", async () => {
    const [product] = (await products([], 60)).filter((p) => p.calculatedPrices.length > 1);
    const session = newSession();
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: product!.id, quantity: 5 }],
      })
    ).json;
    expect(cart.lineItems[0].price.unitPrice).toBe(product!.calculatedPrices[1].unitPrice);
  });

  it("clamps a quantity above the stock of a closeout product with a warning (level 10)", async () => {
    const low = (await products([{ type: "range", field: "stock", parameters: { gte: 1, lte: 5 } }], 60)).find(
      (p) => p.isCloseout === false && p.stock < 10,
    );
    const session = newSession();
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: low!.id, quantity: 500 }],
      })
    ).json;
    const errors = Object.values(cart.errors) as Json[];
    expect(errors.some((e) => e.messageKey === "product-stock-reached" && e.level === 10)).toBe(true);
  });

  it("adds a promotion code with a notice (0), refuses an unknown one (20), and shows not-eligible (10)", async () => {
    const [product] = await products([{ type: "range", field: "price", parameters: { lte: 20 } }], 1);
    const session = newSession();
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [
          { type: "product", referencedId: product!.id, quantity: 1 },
          { type: "promotion", referencedId: "WELCOME10" },
          { type: "promotion", referencedId: "DOES-NOT-EXIST" },
          { type: "promotion", referencedId: "SAVE5" },
        ],
      })
    ).json;
    const byKey = Object.values(cart.errors) as Json[];
    expect(byKey.find((e) => e.messageKey === "promotion-discount-added")?.level).toBe(0);
    expect(byKey.find((e) => e.messageKey === "promotion-not-found")?.level).toBe(20);
    expect(byKey.find((e) => e.messageKey === "promotion-not-eligible")?.level).toBe(10);
    const promotion = cart.lineItems.find((l: Json) => l.type === "promotion");
    expect(promotion.payload.discountType).toBe("percentage");
    expect(promotion.removable).toBe(true);
    expect(promotion.price.totalPrice).toBeCloseTo(-product!.calculatedPrice.unitPrice * 0.1, 2);
  });

  it("applies the global promotion from €100 automatically, not removable", async () => {
    const [product] = await products([{ type: "range", field: "price", parameters: { gte: 110 } }], 1);
    const cart = (
      await call(newSession(), "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: product!.id, quantity: 1 }],
      })
    ).json;
    const global = cart.lineItems.find((l: Json) => l.type === "promotion");
    expect(global.payload.promotionCodeType).toBe("global");
    expect(global.removable).toBe(false);
  });

  it("charges shipping below the free-shipping threshold and not above it", async () => {
    const [cheap] = await products(
      [
        { type: "range", field: "price", parameters: { lte: 20 } },
        { type: "equals", field: "shippingFree", value: false },
      ],
      1,
    );
    const small = (
      await call(newSession(), "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: cheap!.id, quantity: 1 }],
      })
    ).json;
    expect(small.deliveries[0].shippingCosts.totalPrice).toBe(4.99);
    const large = (
      await call(newSession(), "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: cheap!.id, quantity: 8 }],
      })
    ).json;
    expect(large.deliveries[0].shippingCosts.totalPrice).toBe(0);
  });

  it("removes by ids[] in the query, and answers 404 for an unknown line item", async () => {
    const [product] = await products([], 1);
    const session = newSession();
    await call(session, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: product!.id }],
    });
    const removed = await call(session, "DELETE", `/store-api/checkout/cart/line-item?ids[]=${product!.id}`);
    expect(removed.json.lineItems).toEqual([]);
    const unknown = await call(session, "DELETE", "/store-api/checkout/cart/line-item?ids[]=nope");
    expect(unknown.status).toBe(404);
    expect(unknown.json.errors[0].code).toBe("CHECKOUT__CART_LINE_ITEM_NOT_FOUND");
  });
});

describe("accounts and mails", () => {
  it("double opt-in: no login at registration, a confirmation mail whose link confirms and logs in", async () => {
    await emulator.fetch(`${ORIGIN}/__emulator/settings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ doubleOptInRegistration: true }),
    });
    try {
      const { de } = await reference();
      const session = newSession();
      const email = `doi${Date.now()}@example.com`;
      const registration = await call(session, "POST", "/store-api/account/register", {
        firstName: "Grace",
        lastName: "Hopper",
        email,
        password: "secret-pass-1",
        storefrontUrl: ORIGIN,
        billingAddress: { street: "Main 1", zipcode: "10115", city: "Berlin", countryId: de },
      });
      expect(registration.json.doubleOptInRegistration).toBe(true);
      expect((await call(session, "POST", "/store-api/account/customer")).status).toBe(403);
      const login = await call(session, "POST", "/store-api/account/login", {
        username: email,
        password: "secret-pass-1",
      });
      expect(login.json.errors[0].code).toBe("CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED");
      const [mail] = await outbox(email);
      const link = new URL(mail!.links["confirm"]!);
      expect(link.pathname).toBe("/registration/confirm/");
      const confirmed = await call(session, "POST", "/store-api/account/register-confirm", {
        hash: link.searchParams.get("hash"),
        em: link.searchParams.get("em"),
      });
      expect(confirmed.status).toBe(200);
      expect((await call(session, "POST", "/store-api/account/customer")).json.email).toBe(email);
      const again = await call(session, "POST", "/store-api/account/register-confirm", {
        hash: link.searchParams.get("hash"),
        em: link.searchParams.get("em"),
      });
      expect(again.status).toBe(412);
    } finally {
      await emulator.fetch(`${ORIGIN}/__emulator/settings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ doubleOptInRegistration: false }),
      });
    }
  });

  it("refuses a second account with the same e-mail", async () => {
    const { email } = await registered();
    const { de } = await reference();
    const second = await call(newSession(), "POST", "/store-api/account/register", {
      firstName: "A",
      lastName: "B",
      email,
      password: "secret-pass-1",
      storefrontUrl: ORIGIN,
      billingAddress: { street: "x", zipcode: "1", city: "y", countryId: de },
    });
    expect(second.json.errors[0]).toMatchObject({
      code: "VIOLATION::CUSTOMER_EMAIL_NOT_UNIQUE",
      source: { pointer: "/email" },
    });
  });

  it("wrong credentials are 401; a correct login gives a new token and keeps the guest's cart", async () => {
    const { email } = await registered();
    const guest = newSession();
    const [product] = await products([], 1);
    await call(guest, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: product!.id, quantity: 2 }],
    });
    const bad = await call(guest, "POST", "/store-api/account/login", { username: email, password: "wrong-password" });
    expect(bad.status).toBe(401);
    expect(bad.json.errors[0].code).toBe("CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    const before = guest.token;
    await call(guest, "POST", "/store-api/account/login", { username: email, password: "secret-pass-1" });
    expect(guest.token).not.toBe(before);
    const cart = (await call(guest, "GET", "/store-api/checkout/cart")).json;
    expect(cart.lineItems[0].quantity).toBe(2);
  });

  it("password recovery: a mail with a link, the hash sets a new password", async () => {
    const { email } = await registered();
    await call(newSession(), "POST", "/store-api/account/recovery-password", { email, storefrontUrl: ORIGIN });
    const [mail] = await outbox(email);
    const link = new URL(mail!.links["recover"]!);
    expect(link.pathname).toBe("/account/recover/password/");
    const hash = link.searchParams.get("hash");
    expect(
      (
        await call(newSession(), "POST", "/store-api/account/recovery-password-confirm", {
          hash,
          newPassword: "new-secret-9",
          newPasswordConfirm: "new-secret-9",
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(newSession(), "POST", "/store-api/account/login", { username: email, password: "new-secret-9" }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(newSession(), "POST", "/store-api/account/recovery-password-confirm", {
          hash,
          newPassword: "x-secret-99",
          newPasswordConfirm: "x-secret-99",
        })
      ).status,
    ).toBe(404);
  });

  it("addresses: a default address cannot be deleted; defaults can be switched", async () => {
    const { session } = await registered();
    const { de } = await reference();
    const customer = (await call(session, "POST", "/store-api/account/customer")).json;
    const blocked = await call(session, "DELETE", `/store-api/account/address/${customer.defaultBillingAddressId}`);
    expect(blocked.json.errors[0].code).toBe("CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT");
    const created = (
      await call(session, "POST", "/store-api/account/address", {
        firstName: "A",
        lastName: "B",
        street: "S 1",
        zipcode: "20095",
        city: "Hamburg",
        countryId: de,
      })
    ).json;
    await call(session, "PATCH", `/store-api/account/address/default-billing/${created.id}`);
    expect((await call(session, "POST", "/store-api/account/customer")).json.defaultBillingAddressId).toBe(created.id);
    expect(
      (await call(session, "DELETE", `/store-api/account/address/${customer.defaultBillingAddressId}`)).status,
    ).toBe(400);
  });

  it("self-purge deletes the account when the e-mail matches", async () => {
    const { session, email } = await registered();
    expect((await call(session, "POST", "/store-api/customer/self-purge", { email: "other@example.com" })).status).toBe(
      400,
    );
    expect((await call(session, "POST", "/store-api/customer/self-purge", { email })).status).toBe(200);
    expect(
      (await call(newSession(), "POST", "/store-api/account/login", { username: email, password: "secret-pass-1" }))
        .status,
    ).toBe(401);
  });

  it("newsletter: double opt-in mail, confirm, unsubscribe", async () => {
    const email = `news${Date.now()}@example.com`;
    expect(
      (
        await call(newSession(), "POST", "/store-api/newsletter/subscribe", {
          email,
          storefrontUrl: `${ORIGIN}/de`,
          option: "subscribe",
        })
      ).json.status,
    ).toBe("notSet");
    const link = new URL((await outbox(email))[0]!.links["confirm"]!);
    expect(link.pathname).toBe("/de/newsletter-subscribe/");
    expect(
      (
        await call(newSession(), "POST", "/store-api/newsletter/confirm", {
          hash: link.searchParams.get("hash"),
          em: link.searchParams.get("em"),
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(newSession(), "POST", "/store-api/newsletter/subscribe", { email, storefrontUrl: ORIGIN })).json
        .status,
    ).toBe("optIn");
    expect((await call(newSession(), "POST", "/store-api/newsletter/unsubscribe", { email })).status).toBe(200);
  });
});

describe("orders", () => {
  async function order(session: Session) {
    const [product] = await products(
      [{ type: "equals", field: "customFields.pbx_product_type", value: "sw_product" }],
      1,
    );
    await call(session, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: product!.id }],
    });
    return (await call(session, "POST", "/store-api/checkout/order", {})).json;
  }

  it("an empty cart cannot be ordered; a guest cannot order", async () => {
    const { session } = await registered();
    expect((await call(session, "POST", "/store-api/checkout/order", {})).json.errors[0].code).toBe(
      "CHECKOUT__CART_EMPTY",
    );
    expect((await call(newSession(), "POST", "/store-api/checkout/order", {})).status).toBe(403);
  });

  it("cancel is allowed from open and in_progress, refused when completed", async () => {
    const { session } = await registered();
    const placed = await order(session);
    await emulator.fetch(`${ORIGIN}/__emulator/orders/${placed.id}/transition`, {
      method: "POST",
      body: JSON.stringify({ transition: "process" }),
    });
    await emulator.fetch(`${ORIGIN}/__emulator/orders/${placed.id}/transition`, {
      method: "POST",
      body: JSON.stringify({ transition: "complete" }),
    });
    const refused = await call(session, "POST", "/store-api/order/state/cancel", { orderId: placed.id });
    expect(refused.json.errors[0].code).toBe("SYSTEM__ILLEGAL_STATE_TRANSITION");
    const second = await order(session);
    expect(
      (await call(session, "POST", "/store-api/order/state/cancel", { orderId: second.id })).json.technicalName,
    ).toBe("cancelled");
  });

  it("lists orders newest first when the criteria sort so (Shopware adds no order of its own), with the order detail associations", async () => {
    const { session } = await registered();
    const first = await order(session);
    const second = await order(session);
    const newestFirst = [{ field: "createdAt", order: "DESC" }];
    const list = (
      await call(session, "POST", "/store-api/order", {
        sort: newestFirst,
        associations: {
          lineItems: {},
          addresses: {},
          billingAddress: {},
          deliveries: {},
          transactions: { sort: newestFirst },
        },
      })
    ).json;
    expect(list.orders.elements.map((o: Json) => o.id)).toEqual([second.id, first.id]);
    const byId = (await call(session, "POST", "/store-api/order", {})).json;
    expect(byId.orders.elements.map((o: Json) => o.id)).toEqual([first.id, second.id].sort());
    expect(list.orders.elements[0].billingAddress.city).toBe("Berlin");
    const one = (
      await call(session, "POST", "/store-api/order", {
        filter: [{ type: "equals", field: "id", value: first.id }],
        limit: 1,
      })
    ).json;
    expect(one.orders.elements).toHaveLength(1);
  });

  it("card payments: authorised, refused, and a 3-D Secure redirect that comes back", async () => {
    const { session } = await registered();
    const methods = (await call(session, "POST", "/store-api/payment-method", {})).json.elements as Json[];
    const card = methods.find((m) => m.technicalName === "payment_adyen_card")!;
    await call(session, "PATCH", "/store-api/context", { paymentMethodId: card.id });
    const pay = async (cardNumber: string) => {
      const placed = await order(session);
      const result = (
        await call(session, "POST", "/store-api/adyen/payment-details", {
          orderId: placed.id,
          stateData: {
            paymentMethod: { type: "scheme", encryptedCardNumber: `test_${cardNumber}` },
            returnUrl: `${ORIGIN}/checkout/finish`,
          },
        })
      ).json;
      expect(providerPaymentResultSchema.safeParse(result).success).toBe(true);
      return { placed, result };
    };
    const ok = await pay("4111111111111111");
    expect(ok.result.resultCode).toBe("Authorised");
    expect(
      (await call(session, "POST", "/store-api/adyen/payment-status", { orderId: ok.placed.id })).json.resultCode,
    ).toBe("Authorised");
    const refused = await pay("4000000000000002");
    expect(refused.result.resultCode).toBe("Refused");
    const orders = (await call(session, "POST", "/store-api/order", {})).json;
    expect(orders.paymentChangeable[refused.placed.id]).toBe(true);
    expect(orders.paymentChangeable[ok.placed.id]).toBe(false);
    const threeDs = await pay("4212345678910006");
    expect(threeDs.result.action.type).toBe("redirect");
    const session3ds = threeDs.result.action.url.split("/").pop();
    const back = await emulator.fetch(`${ORIGIN}/__emulator/adyen/redirect/${session3ds}`, {
      method: "POST",
      body: new URLSearchParams({ outcome: "authenticated" }),
      redirect: "manual",
    });
    const returned = new URL(back.headers.get("location")!);
    expect(returned.pathname).toBe("/checkout/finish");
    const final = (
      await call(session, "POST", "/store-api/adyen/payment-details", {
        orderId: threeDs.placed.id,
        stateData: { details: { redirectResult: returned.searchParams.get("redirectResult") } },
      })
    ).json;
    expect(final.resultCode).toBe("Authorised");
    expect(
      providerPaymentMethodsSchema.safeParse(
        (await call(session, "GET", `/store-api/adyen/payment-methods?orderId=${threeDs.placed.id}`)).json,
      ).success,
    ).toBe(true);
    const cancel = await order(session);
    expect(
      successSchema.safeParse(
        (await call(session, "POST", "/store-api/adyen/cancel-order-transaction", { orderId: cancel.id })).json,
      ).success,
    ).toBe(true);
  });

  it("SEPA direct debit: offered, authorised for a real IBAN with its holder, refused for one that is not", async () => {
    const { session } = await registered();
    const methods = (await call(session, "POST", "/store-api/payment-method", {})).json.elements as Json[];
    const sepa = methods.find((m) => m.technicalName === "payment_adyen_sepa")!;
    expect(sepa.customFields.adyen_payment_method_type).toBe("sepadirectdebit");
    await call(session, "PATCH", "/store-api/context", { paymentMethodId: sepa.id });
    const offered = (await call(session, "GET", "/store-api/adyen/payment-methods")).json;
    expect(providerPaymentMethodsSchema.safeParse(offered).success).toBe(true);
    expect(offered.paymentMethods.map((m: Json) => m.type)).toContain("sepadirectdebit");
    const pay = async (iban: string, ownerName = "A. Klaassen") => {
      const placed = await order(session);
      const result = (
        await call(session, "POST", "/store-api/adyen/payment-details", {
          orderId: placed.id,
          stateData: { paymentMethod: { type: "sepadirectdebit", iban, ownerName } },
        })
      ).json;
      expect(providerPaymentResultSchema.safeParse(result).success).toBe(true);
      return { placed, result };
    };
    const ok = await pay("NL13TEST0123456789");
    expect(ok.result).toEqual({ isFinal: true, resultCode: "Authorised" });
    expect(
      (await call(session, "POST", "/store-api/adyen/payment-status", { orderId: ok.placed.id })).json.resultCode,
    ).toBe("Authorised");
    // A wrong check digit, and a real IBAN without its holder.
    expect((await pay("NL14TEST0123456789")).result.resultCode).toBe("Refused");
    expect((await pay("DE89370400440532013000", " ")).result.resultCode).toBe("Refused");
  });

  it("the parcel-locker method needs a locker before the order; the choice is kept on the cart and the order", async () => {
    const { session } = await registered();
    const shipping = (await call(session, "POST", "/store-api/shipping-method", {})).json.elements as Json[];
    const locker = shipping.find((m) => m.technicalName === "shipping_nova_poshta_locker")!;
    await call(session, "PATCH", "/store-api/context", { shippingMethodId: locker.id });
    const [product] = await products([{ type: "equals", field: "shippingFree", value: false }], 1);
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [{ type: "product", referencedId: product!.id }],
      })
    ).json;
    expect(Object.values(cart.errors).some((e) => (e as Json).messageKey === "parcel-locker-not-selected")).toBe(true);
    expect((await call(session, "POST", "/store-api/checkout/order", {})).json.errors[0].code).toBe(
      "CHECKOUT__CART_INVALID",
    );
    const cities = (await call(session, "GET", "/store-api/nova-poshta/cities?search=Ky")).json;
    expect(parcelCitiesSchema.safeParse(cities).success).toBe(true);
    const kyiv = cities.elements[0];
    const warehouses = (await call(session, "GET", `/store-api/nova-poshta/warehouses?cityRef=${kyiv.ref}`)).json;
    expect(parcelWarehousesSchema.safeParse(warehouses).success).toBe(true);
    const choice = {
      cityRef: kyiv.ref,
      cityName: kyiv.name,
      warehouseRef: warehouses.elements[0].ref,
      warehouseName: warehouses.elements[0].name,
    };
    expect(
      parcelSelectResultSchema.safeParse((await call(session, "PATCH", "/store-api/nova-poshta/select", choice)).json)
        .success,
    ).toBe(true);
    const wrong = await call(session, "PATCH", "/store-api/nova-poshta/select", {
      ...choice,
      cityRef: cities.elements[0].ref,
      warehouseRef: "nope",
    });
    expect(wrong.status).toBe(400);
    const placed = (await call(session, "POST", "/store-api/checkout/order", {})).json;
    expect(placed.deliveries[0].customFields.parcelLocker).toEqual(choice);
  });
});

describe("print projects, editor session, social login, cart merge", () => {
  it("a project made in the fake editor goes into the cart with its custom fields and option children", async () => {
    const { session } = await registered();
    const editorSession = (await call(session, "GET", "/store-api/pbx2/session")).json;
    expect(pbxSessionSchema.safeParse(editorSession).success).toBe(true);
    const created = await emulator.fetch(`${ORIGIN}/__emulator/pbx/api/projects`, {
      method: "POST",
      headers: { "session-id": editorSession.session_id, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Summer 2026",
        productFamilyId: "101",
        pageCount: 40,
        optionIds: [12, 22],
        quantity: 2,
      }),
    });
    const project = (await created.json()) as Json;
    expect(created.status).toBe(201);
    const empty = await call(session, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "pbx2project", id: "x", quantity: 1, referencedId: "x", payload: { projectId: "" } }],
    });
    expect(empty.json.errors[0].detail).toBe("Pbx product id must have length greater than 0");
    const cart = (
      await call(session, "POST", "/store-api/checkout/cart/line-item", {
        items: [
          {
            type: "pbx2project",
            id: project.id,
            quantity: 2,
            referencedId: project.id,
            payload: { projectId: project.id },
          },
        ],
      })
    ).json;
    expect(validateResponse("POST", "/checkout/cart/line-item", cart)).toEqual([]);
    const line = cart.lineItems[0];
    expect(line.payload.customFields).toMatchObject({
      _project_id: project.id,
      pbx_page_count: 40,
      pbx_pbx2_product_family_id: "101",
      _product_family_quantity_editable_in_cart: true,
      _allow_multiple_psp: false,
      _quantity_steps: "[1,2,5,10]",
    });
    expect(line.payload.customFields._project_path).toContain(`projectId=${project.id}`);
    expect(line.children.map((c: Json) => c.payload.attrName)).toEqual(["Paper", "Cover"]);
    const listed = (await call(session, "GET", `/store-api/pbx2/projects?id[]=${project.id}`)).json;
    expect(pbxProjectListSchema.safeParse(listed).success).toBe(true);
    const patched = (await call(session, "PATCH", `/store-api/pbx2/projects/${project.id}`, { attributes: [13] })).json;
    expect(pbxProjectSchema.safeParse(patched).success).toBe(true);
    expect(patched.attributes[0].selected.value).toBe("matte");
    expect(
      (await call(session, "PATCH", `/store-api/pbx2/projects/${project.id}`, { attributes: ["13"] })).status,
    ).toBe(400);
    // The project changed (matte paper costs more): a plain read keeps the price it was added with,
    // a read with force-project-refresh takes the project's current one.
    const price = (json: Json) => json.lineItems[0].price.totalPrice as number;
    const read = (await call(session, "GET", "/store-api/checkout/cart")).json;
    expect(price(read)).toBe(price(cart));
    const forced = (await call(session, "POST", "/store-api/checkout/cart", { "force-project-refresh": true })).json;
    expect(validateResponse("GET", "/checkout/cart", forced)).toEqual([]);
    expect(price(forced)).toBeGreaterThan(price(cart));
    expect(price((await call(session, "GET", "/store-api/checkout/cart")).json)).toBe(price(forced));
  });

  it("projects are read by id: the plugin refuses a call without ids (Shopware's 400), Printbox lists the customer's ids", async () => {
    const { session } = await registered();
    const editorSession = (await call(session, "GET", "/store-api/pbx2/session")).json;
    const save = async (name: string) => {
      const created = await emulator.fetch(`${ORIGIN}/__emulator/pbx/api/projects`, {
        method: "POST",
        headers: { "session-id": editorSession.session_id, "content-type": "application/json" },
        body: JSON.stringify({ name, productFamilyId: "101" }),
      });
      return ((await created.json()) as Json).id as string;
    };
    const first = await save("First");
    const second = await save("Second");

    for (const query of ["", "?id[]=", "?foo=1"]) {
      const refused = await call(session, "GET", `/store-api/pbx2/projects${query}`);
      expect(refused.status, query).toBe(400);
      expect(refused.json).toEqual({
        errors: [
          {
            status: "400",
            code: "FRAMEWORK__MISSING_REQUEST_PARAMETER",
            title: "Bad Request",
            detail: 'Parameter "id" is missing.',
            meta: { parameters: { parameterName: "id" } },
          },
        ],
      });
    }
    // Printbox's list (its editor API's path) names the customer's projects, with the editor session only.
    const list = await emulator.fetch(`${ORIGIN}/__emulator/pbx/api/editor/projects`, {
      headers: { "session-id": editorSession.session_id },
    });
    expect(list.status).toBe(200);
    const listed = ((await list.json()) as { results: Json[] }).results.map((p) => p.id);
    expect(listed.sort()).toEqual([first, second].sort());
    expect((await emulator.fetch(`${ORIGIN}/__emulator/pbx/api/editor/projects`)).status).toBe(401);
    // Paged as Printbox pages it: one project a page, the next page named, none after the last.
    const paged = async (query: string) =>
      (await (
        await emulator.fetch(`${ORIGIN}/__emulator/pbx/api/editor/projects${query}`, {
          headers: { "session-id": editorSession.session_id },
        })
      ).json()) as { count: number; next: string | null; previous: string | null; results: Json[] };
    const one = await paged("?page_size=1");
    expect(one).toMatchObject({ count: 2, previous: null });
    expect(one.results).toHaveLength(1);
    const two = await paged(new URL(one.next!).search);
    expect(two).toMatchObject({ count: 2, next: null });
    expect([one.results[0]!.id, two.results[0]!.id].sort()).toEqual([first, second].sort());
    expect(
      (
        await emulator.fetch(`${ORIGIN}/__emulator/pbx/api/editor/projects?page=3&page_size=1`, {
          headers: { "session-id": editorSession.session_id },
        })
      ).status,
    ).toBe(404);
    // By those ids the shop answers them; an id of nobody's project, or of another customer's, is not answered.
    const byIds = (
      await call(session, "GET", `/store-api/pbx2/projects?id[]=${first}&id[]=${second}&id[]=${"0".repeat(32)}`)
    ).json;
    expect(pbxProjectListSchema.safeParse(byIds).success).toBe(true);
    expect(byIds.elements.map((p: Json) => p.id).sort()).toEqual([first, second].sort());
    const other = (await registered()).session;
    expect((await call(other, "GET", `/store-api/pbx2/projects?id[]=${first}`)).json.elements).toEqual([]);
  });

  it("social login: consent gives code+state, login creates the customer; refusal and an existing password account are handled", async () => {
    const session = newSession();
    const redirect = (
      await call(
        session,
        "GET",
        `/store-api/pbx/social-login/redirect-url/google?redirectUri=${encodeURIComponent(`${ORIGIN}/login/`)}`,
      )
    ).json;
    expect(socialRedirectSchema.safeParse(redirect).success).toBe(true);
    const state = new URL(redirect.redirectUrl).searchParams.get("state")!;
    const email = `social${Date.now()}@example.com`;
    const consent = await emulator.fetch(`${ORIGIN}/__emulator/social/google/authorize`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ state, decision: "allow", email, firstName: "Ada", lastName: "Lovelace" }),
    });
    const back = new URL(consent.headers.get("location")!);
    expect(back.pathname).toBe("/login/");
    const login = (
      await call(session, "POST", "/store-api/pbx/social-login/login", { state, code: back.searchParams.get("code") })
    ).json;
    expect(socialLoginResultSchema.safeParse(login).success).toBe(true);
    expect((await call(session, "POST", "/store-api/account/customer")).json.email).toBe(email);
    const replay = await call(newSession(), "POST", "/store-api/pbx/social-login/login", {
      state,
      code: back.searchParams.get("code"),
    });
    expect(replay.json.errors[0].code).toBe("PBX_SOCIAL_LOGIN__INVALID_STATE");

    const { email: taken } = await registered();
    const second = (
      await call(
        newSession(),
        "GET",
        `/store-api/pbx/social-login/redirect-url/google?redirectUri=${encodeURIComponent(`${ORIGIN}/login/`)}`,
      )
    ).json;
    const state2 = new URL(second.redirectUrl).searchParams.get("state")!;
    const consent2 = await emulator.fetch(`${ORIGIN}/__emulator/social/google/authorize`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ state: state2, decision: "allow", email: taken, firstName: "A", lastName: "B" }),
    });
    const code2 = new URL(consent2.headers.get("location")!).searchParams.get("code");
    const refused = await call(newSession(), "POST", "/store-api/pbx/social-login/login", {
      state: state2,
      code: code2,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].code).toBe("PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN");

    const third = (
      await call(
        newSession(),
        "GET",
        `/store-api/pbx/social-login/redirect-url/google?redirectUri=${encodeURIComponent(`${ORIGIN}/login/`)}`,
      )
    ).json;
    const state3 = new URL(third.redirectUrl).searchParams.get("state")!;
    const denied = await emulator.fetch(`${ORIGIN}/__emulator/social/google/authorize`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ state: state3, decision: "deny" }),
    });
    const deniedBack = new URL(denied.headers.get("location")!);
    expect(deniedBack.searchParams.get("error")).toBe("access_denied");
    expect(deniedBack.searchParams.get("state")).toBe(state3);
    const offSite = await call(
      newSession(),
      "GET",
      `/store-api/pbx/social-login/redirect-url/google?redirectUri=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(offSite.status).toBe(400);
  });

  it("merge-carts joins a guest cart into the customer's", async () => {
    const guest = newSession();
    const [a, b] = await products([], 2);
    await call(guest, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: a!.id, quantity: 1 }],
    });
    const { session } = await registered();
    await call(session, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: b!.id, quantity: 1 }],
    });
    const merged = (await call(session, "POST", `/store-api/pbx-cart/merge-carts/${guest.token}`)).json;
    expect(merged.lineItems.map((l: Json) => l.referencedId).sort()).toEqual([a!.id, b!.id].sort());
    expect((await call(guest, "GET", "/store-api/checkout/cart")).json.lineItems).toEqual([]);
  });
});

describe("catalogue criteria", () => {
  it("filters with equals, equalsAny, range, multi and contains; sorts; pages; counts", async () => {
    const result = (
      await call(newSession(), "POST", "/store-api/product", {
        filter: [
          {
            type: "multi",
            operator: "or",
            queries: [
              { type: "contains", field: "name", value: "calendar" },
              { type: "contains", field: "name", value: "poster" },
            ],
          },
          { type: "range", field: "price", parameters: { gte: 10, lte: 60 } },
        ],
        sort: [{ field: "price", order: "DESC" }],
        limit: 3,
        page: 2,
        "total-count-mode": "exact",
      })
    ).json;
    expect(result.total).toBeGreaterThan(3);
    expect(result.elements).toHaveLength(3);
    const prices = result.elements.map((p: Json) => p.calculatedPrice.unitPrice);
    expect([...prices].sort((x: number, y: number) => y - x)).toEqual(prices);
    for (const p of result.elements) expect(/calendar|poster/i.test(p.name)).toBe(true);
  });

  it("refuses an invalid limit with Shopware's code and pointer", async () => {
    const invalid = await call(newSession(), "POST", "/store-api/product", { limit: -1 });
    expect(invalid.json.errors[0]).toMatchObject({
      code: "FRAMEWORK__INVALID_LIMIT_QUERY",
      source: { pointer: "/limit" },
    });
  });

  it("lists with the listing extras: manufacturer, properties, price range, rating, shipping-free, sorting", async () => {
    const listing = (
      await call(newSession(), "POST", "/store-api/product-listing/home", {
        order: "price-desc",
        limit: 5,
        "min-price": 20,
        "max-price": 80,
      })
    ).json;
    const prices = listing.elements.map((p: Json) => p.calculatedPrice.unitPrice);
    expect(prices.every((p: number) => p >= 20 && p <= 80)).toBe(true);
    expect(listing.sorting).toBe("price-desc");
    const manufacturer = listing.aggregations.manufacturer.entities[0].id;
    const byManufacturer = (await call(newSession(), "POST", "/store-api/product-listing/home", { manufacturer })).json;
    expect(byManufacturer.elements.every((p: Json) => p.manufacturerId === manufacturer)).toBe(true);
    expect(byManufacturer.currentFilters.manufacturer).toEqual([manufacturer]);
    const free = (
      await call(newSession(), "POST", "/store-api/product-listing/home", { "shipping-free": true, limit: 50 })
    ).json;
    expect(free.elements.every((p: Json) => p.shippingFree)).toBe(true);
  });
});
