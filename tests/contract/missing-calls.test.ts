import { describe, expect, it } from "vitest";
import { ORIGIN, storeApiCall, emulatorForThisFile, validateResponse, type Json, type Session } from "./harness";

/**
 * Issue 14: the Store API calls other frontends make that the storefront does not (reviews, the
 * newsletter status, the wishlist, sitemaps, a customer group's registration page, downloads and
 * documents), and order addresses that carry their country, state and salutation only when asked.
 * Every answer is checked against the official schema and for Shopware 6.7's behaviour.
 */
const emulator = emulatorForThisFile();

const call = (
  session: Session | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => storeApiCall(emulator(), method, path, { body, headers, session });

const newSession = (): Session => ({ token: `T${Math.random().toString(36).slice(2).padEnd(31, "x")}`.slice(0, 32) });

function expectValid(method: string, path: string, body: unknown, status = "200") {
  const errors = validateResponse(method, path, body, status);
  expect(errors, `${method} ${path} ${status}: ${errors.join("; ")}`).toEqual([]);
}

const codes = (json: Json) => (json["errors"] as Json[]).map((e) => e["code"]);

async function registered(firstName = "Ada"): Promise<Session> {
  const countries = (await call(null, "POST", "/store-api/country", {})).json["elements"] as Json[];
  const session = newSession();
  const result = await call(session, "POST", "/store-api/account/register", {
    firstName,
    lastName: "Lovelace",
    email: `m${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: "secret-pass-1",
    storefrontUrl: ORIGIN,
    acceptedDataProtection: true,
    billingAddress: {
      street: "Main 1",
      zipcode: "10115",
      city: "Berlin",
      countryId: countries.find((c) => c["iso"] === "DE")!["id"],
    },
  });
  expect(result.status).toBe(200);
  return session;
}

async function products(filter: Json[] = [], limit = 5): Promise<Json[]> {
  return (await call(null, "POST", "/store-api/product", { filter, limit })).json["elements"];
}
const software = () => products([{ type: "equals", field: "customFields.pbx_product_type", value: "sw_product" }], 3);

describe("product reviews (ProductReviewRoute, ProductReviewSaveRoute)", () => {
  const review = {
    title: "Works as promised",
    content: "Installed in a minute, and the licence arrived right after paying for it.",
    points: 4,
  };

  it("lists a product's approved reviews as an entity search result, by GET and POST, with criteria", async () => {
    const [withReviews] = (await products([], 60)).filter((p) => (p["ratingAverage"] ?? 0) > 0);
    const list = await call(null, "POST", `/store-api/product/${withReviews!["id"]}/reviews`, {});
    expect(list.status).toBe(200);
    expectValid("POST", "/product/{productId}/reviews", list.json);
    expect(list.json["elements"].length).toBeGreaterThan(0);
    expect(
      (list.json["elements"] as Json[]).every((r) => r["status"] === true && r["productId"] === withReviews!["id"]),
    ).toBe(true);
    const get = await call(null, "GET", `/store-api/product/${withReviews!["id"]}/reviews?limit=1`);
    expectValid("GET", "/product/{productId}/reviews", get.json);
    expect(get.json["elements"]).toHaveLength(1);
    const five = await call(null, "POST", `/store-api/product/${withReviews!["id"]}/reviews`, {
      filter: [{ type: "equals", field: "points", value: 5 }],
    });
    expect((five.json["elements"] as Json[]).every((r) => r["points"] === 5)).toBe(true);
  });

  it("writing needs a logged-in customer; the fields are checked at their pointers as Shopware does", async () => {
    const [product] = await software();
    const guest = await call(newSession(), "POST", `/store-api/product/${product!["id"]}/review`, review);
    expect(guest.status).toBe(403);
    expect(codes(guest.json)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    expectValid("POST", "/product/{productId}/review", guest.json, "403");
    const session = await registered();
    const invalid = await call(session, "POST", `/store-api/product/${product!["id"]}/review`, {
      title: "Meh",
      content: "Too short.",
      points: 9,
    });
    expect(invalid.status).toBe(400);
    expectValid("POST", "/product/{productId}/review", invalid.json, "400");
    expect((invalid.json["errors"] as Json[]).map((e) => [e["source"]["pointer"], e["code"]])).toEqual([
      ["/title", "VIOLATION::TOO_SHORT_ERROR"],
      ["/content", "VIOLATION::TOO_SHORT_ERROR"],
      ["/points", "VIOLATION::TOO_HIGH_ERROR"],
    ]);
    const blank = await call(session, "POST", `/store-api/product/${product!["id"]}/review`, { points: 0 });
    expect((blank.json["errors"] as Json[]).map((e) => [e["source"]["pointer"], e["code"]])).toEqual([
      ["/title", "VIOLATION::IS_BLANK_ERROR"],
      ["/content", "VIOLATION::IS_BLANK_ERROR"],
      ["/points", "VIOLATION::TOO_LOW_ERROR"],
    ]);
    const unknown = await call(session, "POST", `/store-api/product/${"0".repeat(32)}/review`, review);
    expect(unknown.status).toBe(404);
    expect(codes(unknown.json)).toEqual(["CONTENT__PRODUCT_NOT_FOUND"]);
  });

  it("a new review is pending: its author sees it, others do not until the shop approves it; a second one updates it by id", async () => {
    const [product] = await software();
    const path = `/store-api/product/${product!["id"]}`;
    const languages = (await call(null, "POST", "/store-api/language", {})).json["elements"] as Json[];
    const german = languages.find((l) => l["translationCode"]?.["code"] === "de-DE" || l["name"] === "Deutsch")![
      "id"
    ] as string;
    const author = await registered("Grace");
    const saved = await call(author, "POST", `${path}/review`, review, { "sw-language-id": german });
    expect(saved.status).toBe(204);
    expect(saved.text).toBe("");
    const mine = (await call(author, "POST", `${path}/reviews`, {})).json;
    expectValid("POST", "/product/{productId}/reviews", mine);
    const own = (mine["elements"] as Json[]).find((r) => r["title"] === review.title)!;
    expect(own).toMatchObject({
      status: false,
      points: 4,
      externalUser: "Grace",
      languageId: german,
      productId: product!["id"],
    });
    const seenBy = async (session: Session | null) =>
      ((await call(session, "POST", `${path}/reviews`, {})).json["elements"] as Json[]).some(
        (r) => r["id"] === own["id"],
      );
    expect(await seenBy(null)).toBe(false);
    expect(await seenBy(await registered())).toBe(false);

    const again = await call(author, "POST", `${path}/review`, review);
    expect(again.status).toBe(400);
    expect((again.json["errors"] as Json[]).map((e) => [e["source"]["pointer"], e["code"]])).toEqual([
      ["/customerId", "VIOLATION::ENTITY_EXISTS"],
    ]);
    const foreignId = await call(await registered(), "POST", `${path}/review`, { ...review, id: own["id"] });
    expect((foreignId.json["errors"] as Json[]).map((e) => [e["source"]["pointer"], e["code"]])).toEqual([
      ["/id", "VIOLATION::ENTITY_DOES_NOT_EXISTS"],
    ]);
    expect(
      (await call(author, "POST", `${path}/review`, { ...review, id: own["id"], title: "Even better now", points: 5 }))
        .status,
    ).toBe(204);
    const updated = ((await call(author, "POST", `${path}/reviews`, {})).json["elements"] as Json[]).filter(
      (r) => r["status"] === false,
    );
    expect(updated.map((r) => [r["id"], r["title"], r["points"]])).toEqual([[own["id"], "Even better now", 5]]);

    expect(
      (await emulator().fetch(`${ORIGIN}/__emulator/reviews/${own["id"]}/approve`, { method: "POST" })).status,
    ).toBe(200);
    expect(await seenBy(null)).toBe(true);
  });
});

describe("the customer's newsletter status (AccountNewsletterRecipientRoute)", () => {
  it("is for logged-in customers: undefined before any subscription, then the recipient's status", async () => {
    const guest = await call(newSession(), "POST", "/store-api/account/newsletter-recipient", {});
    expect(guest.status).toBe(403);
    expect(codes(guest.json)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    const session = await registered();
    const before = await call(session, "POST", "/store-api/account/newsletter-recipient", {});
    expectValid("POST", "/account/newsletter-recipient", before.json);
    expect(before.json).toEqual({ status: "undefined", apiAlias: "account_newsletter_recipient" });
    const email = (await call(session, "GET", "/store-api/account/customer")).json["email"];
    await call(session, "POST", "/store-api/newsletter/subscribe", { email, option: "direct", storefrontUrl: ORIGIN });
    const after = await call(session, "GET", "/store-api/account/newsletter-recipient");
    expect(after.json["status"]).toBe("direct");
    const filtered = await call(session, "POST", "/store-api/account/newsletter-recipient", {
      filter: [{ type: "equals", field: "status", value: "optIn" }],
    });
    expect(filtered.json["status"]).toBe("undefined");
  });
});

describe("the wishlist (Load, Add, Remove and MergeWishlistProductRoute)", () => {
  it("every call needs a logged-in customer", async () => {
    const guest = newSession();
    const [product] = await software();
    for (const [method, path, body] of [
      ["POST", "/store-api/customer/wishlist", {}],
      ["POST", `/store-api/customer/wishlist/add/${product!["id"]}`, undefined],
      ["DELETE", `/store-api/customer/wishlist/delete/${product!["id"]}`, undefined],
      ["POST", "/store-api/customer/wishlist/merge", { productIds: [product!["id"]] }],
    ] as const) {
      const answer = await call(guest, method, path, body);
      expect(answer.status, path).toBe(403);
      expect(codes(answer.json)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
    }
  });

  it("add, a duplicate, list, delete, merge, and Shopware's errors for each", async () => {
    const session = await registered();
    const [first, second, third] = await software();
    const none = await call(session, "POST", "/store-api/customer/wishlist", {});
    expect(none.status).toBe(404);
    expect(codes(none.json)).toEqual(["CHECKOUT__WISHLIST_NOT_FOUND"]);
    expectValid("POST", "/customer/wishlist", none.json, "404");

    const added = await call(session, "POST", `/store-api/customer/wishlist/add/${first!["id"]}`);
    expect(added.status).toBe(200);
    expectValid("POST", "/customer/wishlist/add/{productId}", added.json);
    expect(added.json["success"]).toBe(true);
    const duplicate = await call(session, "POST", `/store-api/customer/wishlist/add/${first!["id"]}`);
    expect(duplicate.status).toBe(400);
    expect(codes(duplicate.json)).toEqual(["CHECKOUT__DUPLICATE_WISHLIST_PRODUCT"]);
    const unknown = await call(session, "POST", `/store-api/customer/wishlist/add/${"0".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(codes(unknown.json)).toEqual(["CONTENT__PRODUCT_NOT_FOUND"]);
    await call(session, "POST", `/store-api/customer/wishlist/add/${second!["id"]}`);

    const full = await call(session, "POST", "/store-api/customer/wishlist", {});
    expect(full.status).toBe(200);
    expectValid("POST", "/customer/wishlist", full.json);
    expect(full.json["apiAlias"]).toBe("wishlist_products");
    const list = await call(session, "POST", "/store-api/customer/wishlist", { includes: { product: ["id", "name"] } });
    expect(list.json["products"]["elements"]).toEqual([
      { id: second!["id"], name: second!["name"], apiAlias: "product" },
      { id: first!["id"], name: first!["name"], apiAlias: "product" },
    ]);
    const paged = await call(session, "POST", "/store-api/customer/wishlist", {
      limit: 1,
      sort: [{ field: "name", order: "ASC" }],
    });
    expect(paged.json["products"]["elements"]).toHaveLength(1);

    const deleted = await call(session, "DELETE", `/store-api/customer/wishlist/delete/${first!["id"]}`);
    expect(deleted.status).toBe(200);
    expectValid("DELETE", "/customer/wishlist/delete/{productId}", deleted.json);
    const gone = await call(session, "DELETE", `/store-api/customer/wishlist/delete/${first!["id"]}`);
    expect(gone.status).toBe(404);
    expect(codes(gone.json)).toEqual(["CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND"]);
    expectValid("DELETE", "/customer/wishlist/delete/{productId}", gone.json, "404");

    const merged = await call(session, "POST", "/store-api/customer/wishlist/merge", {
      productIds: [first!["id"], second!["id"], third!["id"], "f".repeat(32)],
    });
    expect(merged.status).toBe(200);
    expectValid("POST", "/customer/wishlist/merge", merged.json);
    const ids = (
      (await call(session, "POST", "/store-api/customer/wishlist", {})).json["products"]["elements"] as Json[]
    ).map((p) => p["id"]);
    expect(ids.sort()).toEqual([first!["id"], second!["id"], third!["id"]].sort());
    const missing = await call(session, "POST", "/store-api/customer/wishlist/merge", {});
    expect(missing.status).toBe(400);
    expect(codes(missing.json)).toEqual(["CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING"]);

    // A first merge creates the wishlist of a customer who had none.
    const other = await registered();
    await call(other, "POST", "/store-api/customer/wishlist/merge", { productIds: [third!["id"]] });
    expect(
      ((await call(other, "GET", "/store-api/customer/wishlist")).json["products"]["elements"] as Json[]).map(
        (p) => p["id"],
      ),
    ).toEqual([third!["id"]]);
  });

  it("with the shop's wishlist switched off, every call answers 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED", async () => {
    const session = await registered();
    const [product] = await software();
    const settings = (wishlistEnabled: boolean) =>
      emulator().fetch(`${ORIGIN}/__emulator/settings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ wishlistEnabled }),
      });
    expect((await settings(false)).status).toBe(200);
    try {
      for (const [method, path, body] of [
        ["POST", "/store-api/customer/wishlist", {}],
        ["POST", `/store-api/customer/wishlist/add/${product!["id"]}`, undefined],
        ["DELETE", `/store-api/customer/wishlist/delete/${product!["id"]}`, undefined],
        ["POST", "/store-api/customer/wishlist/merge", { productIds: [product!["id"]] }],
      ] as const) {
        const answer = await call(session, method, path, body);
        expect(answer.status, path).toBe(403);
        expect(codes(answer.json)).toEqual(["CHECKOUT__WISHLIST_IS_NOT_ACTIVATED"]);
      }
    } finally {
      await settings(true);
    }
    expect((await call(session, "POST", `/store-api/customer/wishlist/add/${product!["id"]}`)).status).toBe(200);
  });
});

describe("sitemaps (SitemapRoute, SitemapFileRoute)", () => {
  it("no sitemap was generated: the list is empty and a file is 204 without a body", async () => {
    const list = await call(null, "GET", "/store-api/sitemap");
    expect(list.status).toBe(200);
    expectValid("GET", "/sitemap", list.json);
    expect(list.json).toEqual([]);
    const file = await call(null, "GET", "/store-api/sitemap/salesChannel-x-y/sitemap1.xml.gz");
    expect(file.status).toBe(204);
    expect(file.text).toBe("");
  });
});

describe("a customer group's registration page (CustomerGroupRegistrationSettingsRoute)", () => {
  it("the business group has one; the default group and an unknown id are 404", async () => {
    const groups = (await call(null, "GET", "/store-api/pwa/site-config")).json["customerGroups"] as Json[];
    const business = groups.find((g) => !g["displayGross"])!["id"];
    const standard = groups.find((g) => g["displayGross"])!["id"];
    const config = await call(null, "GET", `/store-api/customer-group-registration/config/${business}`);
    expect(config.status).toBe(200);
    expectValid("GET", "/customer-group-registration/config/{customerGroupId}", config.json);
    expect(config.json).toMatchObject({
      id: business,
      registrationActive: true,
      registrationOnlyCompanyRegistration: true,
      apiAlias: "customer_group",
    });
    expect(config.json["registrationTitle"]).toBeTruthy();
    for (const id of [standard, "0".repeat(32)]) {
      const missing = await call(null, "GET", `/store-api/customer-group-registration/config/${id}`);
      expect(missing.status).toBe(404);
      expect(codes(missing.json)).toEqual(["CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND"]);
      expectValid("GET", "/customer-group-registration/config/{customerGroupId}", missing.json, "404");
    }
  });
});

describe("orders: downloads, documents and the addresses' associations", () => {
  async function placeOrder(session: Session) {
    const [product] = await software();
    await call(session, "POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: product!["id"] }],
    });
    return call(session, "POST", "/store-api/checkout/order", {});
  }
  const detail = async (session: Session, orderId: string, associations: Json) =>
    (
      (
        await call(session, "POST", "/store-api/order", {
          filter: [{ type: "equals", field: "id", value: orderId }],
          associations,
        })
      ).json["orders"]["elements"] as Json[]
    )[0]!;

  it("a software product's file downloads once the order is paid, only by its customer", async () => {
    const session = await registered();
    const methods = (await call(session, "POST", "/store-api/payment-method", {})).json["elements"] as Json[];
    await call(session, "PATCH", "/store-api/context", {
      paymentMethodId: methods.find((m) => m["technicalName"] === "payment_adyen_card")!["id"],
    });
    const placed = (await placeOrder(session)).json;
    const downloads = (placed["lineItems"] as Json[]).flatMap((item) => item["downloads"] as Json[]);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]).toMatchObject({
      accessGranted: false,
      apiAlias: "order_line_item_download",
      media: { private: true, fileExtension: "txt" },
    });
    const path = `/store-api/order/download/${placed["id"]}/${downloads[0]!["id"]}`;
    const unpaid = await call(session, "GET", path);
    expect(unpaid.status).toBe(404);
    expect(codes(unpaid.json)).toEqual(["CHECKOUT__LINE_ITEM_DOWNLOAD_FILE_NOT_FOUND"]);
    expectValid("GET", "/order/download/{orderId}/{downloadId}", unpaid.json, "404");

    await call(session, "POST", "/store-api/adyen/payment-details", {
      orderId: placed["id"],
      stateData: { paymentMethod: { type: "scheme", encryptedCardNumber: "test_4111111111111111" } },
    });
    const order = await detail(session, placed["id"], { lineItems: { associations: { downloads: {} } } });
    expect((order["lineItems"] as Json[]).flatMap((item) => item["downloads"] as Json[])[0]).toMatchObject({
      id: downloads[0]!["id"],
      accessGranted: true,
    });
    expect((order["lineItems"] as Json[])[0]!["downloads"][0]["media"]).toBeUndefined();
    const file = await call(session, "GET", path);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="${downloads[0]!["media"]["fileName"]}.txt"`,
    );
    expect(file.text).toContain(`Order ${placed["orderNumber"]}`);

    const stranger = await call(await registered(), "GET", path);
    expect(stranger.status).toBe(404);
    const guest = await call(newSession(), "GET", path);
    expect(guest.status).toBe(403);
    expect(codes(guest.json)).toEqual(["CHECKOUT__CUSTOMER_NOT_LOGGED_IN"]);
  });

  it("the emulator generates no documents: a document download is Shopware's document-not-found", async () => {
    const session = await registered();
    const placed = (await placeOrder(session)).json;
    for (const method of ["GET", "POST"]) {
      const answer = await call(
        session,
        method,
        `/store-api/document/download/${"a".repeat(32)}/${placed["deepLinkCode"]}`,
        method === "POST" ? {} : undefined,
      );
      expect(answer.status).toBe(404);
      expect(codes(answer.json)).toEqual(["DOCUMENT__DOCUMENT_NOT_FOUND"]);
    }
  });

  it("order addresses carry country, state and salutation only as requested associations", async () => {
    const session = await registered();
    const placed = await placeOrder(session);
    expectValid("POST", "/checkout/order", placed.json);
    // CartOrderRoute loads addresses with country and state, not the salutation, and no billingAddress.
    expect(placed.json["addresses"][0]["country"]["iso"]).toBe("DE");
    expect(placed.json["addresses"][0]["salutation"]).toBeUndefined();
    expect(placed.json["billingAddress"]).toBeUndefined();
    expect(placed.json["deliveries"][0]["shippingOrderAddress"]["country"]).toBeDefined();

    const bare = await detail(session, placed.json["id"], {
      addresses: {},
      billingAddress: {},
      deliveries: {},
      transactions: {},
    });
    for (const address of [bare["addresses"][0], bare["billingAddress"]]) {
      expect(address["city"]).toBe("Berlin");
      expect(address["country"]).toBeUndefined();
      expect(address["countryState"]).toBeUndefined();
      expect(address["salutation"]).toBeUndefined();
    }
    expect(bare["deliveries"][0]["shippingOrderAddress"]).toBeUndefined();
    expect(bare["deliveries"][0]["shippingMethod"]).toBeUndefined();
    expect(bare["transactions"][0]["paymentMethod"]).toBeUndefined();

    const asked = await detail(session, placed.json["id"], {
      billingAddress: { associations: { country: {}, salutation: {} } },
      deliveries: {
        associations: { shippingOrderAddress: { associations: { countryState: {} } }, shippingMethod: {} },
      },
      transactions: { associations: { paymentMethod: {} } },
    });
    expect(asked["billingAddress"]["country"]["iso"]).toBe("DE");
    expect(asked["billingAddress"]["salutation"]["apiAlias"]).toBe("salutation");
    expect(asked["billingAddress"]["countryState"]).toBeUndefined();
    expect(asked["addresses"]).toBeUndefined();
    expect(Object.hasOwn(asked["deliveries"][0]["shippingOrderAddress"], "countryState")).toBe(true);
    expect(asked["deliveries"][0]["shippingOrderAddress"]["country"]).toBeUndefined();
    expect(asked["deliveries"][0]["shippingMethod"]["apiAlias"]).toBe("shipping_method");
    expect(asked["transactions"][0]["paymentMethod"]["apiAlias"]).toBe("payment_method");
    const list = await call(session, "POST", "/store-api/order", {
      associations: { billingAddress: { associations: { country: {} } } },
    });
    expectValid("POST", "/order", list.json);
  });
});
