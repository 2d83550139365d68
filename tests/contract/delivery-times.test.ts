import { describe, expect, it } from "vitest";
import { storeApiCall, emulatorForThisFile, validateResponse, type Json } from "./harness";

/**
 * Issue 14: delivery times on the demo products (Shopware's delivery_time entities, loaded with every
 * product by SalesChannelProductDefinition), the cart's deliveryInformation, and the product fields
 * Shopware 6.7 sends; every answer checked against the official schema.
 */
const emulator = emulatorForThisFile();

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  storeApiCall(emulator(), method, path, { body, headers });

function expectValid(method: string, path: string, body: unknown) {
  const errors = validateResponse(method, path, body);
  expect(errors, `${method} ${path}: ${errors.join("; ")}`).toEqual([]);
}

const SHOPWARE_TIMES = new Set(["1-3 days", "2-5 days", "1-2 weeks", "3-4 weeks"]);
const DAY = 86_400_000;

async function languageId(code: string): Promise<string> {
  const languages = (await call("POST", "/store-api/language", {})).json["elements"] as Json[];
  return languages.find((l) => l["translationCode"]?.["code"] === code)!["id"];
}

async function allProducts(headers: Record<string, string> = {}): Promise<Json[]> {
  const answer = await call("POST", "/store-api/product", { limit: 100 }, headers);
  expect(answer.status).toBe(200);
  expectValid("POST", "/product", answer.json);
  return answer.json["elements"] as Json[];
}

describe("delivery times on products", () => {
  it("every product has one, loaded without being asked for, as Shopware's delivery_time entity", async () => {
    const products = await allProducts();
    expect(products.length).toBeGreaterThan(60);
    for (const product of products) {
      const time = product["deliveryTime"];
      expect(time, product["productNumber"]).toMatchObject({
        apiAlias: "delivery_time",
        id: product["deliveryTimeId"],
      });
      expect(SHOPWARE_TIMES.has(time["translated"]["name"])).toBe(true);
      expect(time["min"]).toBeLessThanOrEqual(time["max"]);
      expect(["day", "week"]).toContain(time["unit"]);
    }
    // Made to order: bound books take weeks, printed cases days.
    const byName = (part: string) => products.find((p) => (p["translated"]["name"] as string).includes(part))!;
    expect(byName("Photo case")["deliveryTime"]).toMatchObject({ name: "2-5 days", min: 2, max: 5, unit: "day" });
    expect(byName("Layflat")["deliveryTime"]).toMatchObject({ name: "3-4 weeks", min: 3, max: 4, unit: "week" });
  });

  it("names them in the request's language", async () => {
    const de = await allProducts({ "sw-language-id": await languageId("de-DE") });
    expect(new Set(de.map((p) => p["deliveryTime"]["translated"]["name"]))).toEqual(
      new Set(["1-3 Tage", "2-5 Tage", "1-2 Wochen", "3-4 Wochen"]),
    );
    const uk = await allProducts({ "sw-language-id": await languageId("uk-UA") });
    expect(uk.map((p) => p["deliveryTime"]["name"])).toContain("2-5 днів");
  });

  it("the product detail and the listing carry it too; reordered products have a restock time and stay orderable when sold out", async () => {
    const products = await allProducts();
    const reordered = products.filter((p) => p["restockTime"] !== null);
    expect(reordered.length).toBeGreaterThan(0);
    for (const p of reordered) expect(p["isCloseout"]).toBe(false);
    const soldOut = products.filter((p) => p["stock"] === 0);
    for (const p of soldOut) expect(p["isCloseout"]).toBe(p["restockTime"] === null);

    const detail = await call("POST", `/store-api/product/${reordered[0]!["id"]}`, {});
    expectValid("POST", "/product/{productId}", detail.json);
    expect(detail.json["product"]["deliveryTime"]["id"]).toBe(reordered[0]!["deliveryTimeId"]);
    expect(detail.json["product"]["restockTime"]).toBe(reordered[0]!["restockTime"]);

    const categoryId = reordered[0]!["categoryIds"][0];
    const listing = await call("POST", `/store-api/product-listing/${categoryId}`, {});
    expectValid("POST", "/product-listing/{categoryId}", listing.json);
    for (const element of listing.json["elements"] as Json[])
      expect(element["deliveryTime"]["apiAlias"]).toBe("delivery_time");
  });

  it("shipping methods name theirs from the same translated delivery times", async () => {
    const methods = await call(
      "POST",
      "/store-api/shipping-method",
      {},
      { "sw-language-id": await languageId("de-DE") },
    );
    expectValid("POST", "/shipping-method", methods.json);
    const names = (methods.json["elements"] as Json[]).map((m) => m["deliveryTime"]["translated"]["name"]);
    expect(names).toEqual(expect.arrayContaining(["2-4 Tage", "1 Tag", "1-3 Tage"]));
  });
});

describe("Shopware 6.7 product fields", () => {
  it("type, states, the description teaser, Open Graph texts, measurements, tax and unit; nothing Shopware keeps to itself", async () => {
    const products = await allProducts();
    const physical = products.find((p) => p["type"] === "physical")!;
    const digital = products.find((p) => p["type"] === "digital")!;
    expect(physical["states"]).toEqual(["is-physical"]);
    expect(digital["states"]).toEqual(["is-download"]);
    for (const product of [physical, digital]) {
      const stripped = (product["description"] as string).replace(/<[^>]*>/g, "");
      expect(product["descriptionTeaser"]).toBe(stripped);
      expect(product["translated"]["descriptionTeaser"]).toBe(stripped);
      expect(product["ogTitle"]).toBeNull();
      expect(product["ogDescription"]).toBeNull();
      expect(product["translated"]).toHaveProperty("ogTitle", null);
      expect(product["openGraphMediaId"]).toBeNull();
      expect(product["tax"]).toMatchObject({ id: product["taxId"], apiAlias: "tax" });
      expect(product["unit"]).toBeNull();
      expect(product).not.toHaveProperty("variantListingConfig");
      expect(product).not.toHaveProperty("cheapestPrice");
    }
    expect(physical["measurements"]).toEqual({
      width: { value: physical["width"], unit: "mm" },
      height: { value: physical["height"], unit: "mm" },
      length: { value: physical["length"], unit: "mm" },
      weight: { value: physical["weight"], unit: "kg" },
      apiAlias: "converted_unit_set",
    });
    expect(physical["weight"]).toBeGreaterThan(0);
    // A download has no parcel.
    expect(digital["weight"]).toBeNull();
    expect(digital["measurements"]).toEqual({ apiAlias: "converted_unit_set" });
  });
});

describe("the cart's delivery information", () => {
  it("a physical line carries its delivery time, stock, weight and dimensions; a download none", async () => {
    const products = await allProducts();
    const physical = products.find((p) => p["type"] === "physical" && p["stock"] > 5)!;
    const digital = products.find((p) => p["type"] === "digital" && p["minPurchase"] === 1)!;
    const cart = await call("POST", "/store-api/checkout/cart/line-item", {
      items: [
        { type: "product", referencedId: physical["id"], quantity: 1 },
        { type: "product", referencedId: digital["id"], quantity: 1 },
      ],
    });
    expect(cart.status).toBe(200);
    expectValid("POST", "/checkout/cart/line-item", cart.json);
    const lines = cart.json["lineItems"] as Json[];
    const physicalLine = lines.find((l) => l["referencedId"] === physical["id"])!;
    expect(physicalLine["deliveryInformation"]).toEqual({
      stock: physical["stock"],
      weight: physical["weight"],
      freeDelivery: physical["shippingFree"],
      restockTime: physical["restockTime"],
      deliveryTime: {
        name: physical["deliveryTime"]["name"],
        min: physical["deliveryTime"]["min"],
        max: physical["deliveryTime"]["max"],
        unit: physical["deliveryTime"]["unit"],
        apiAlias: "cart_delivery_time",
      },
      height: physical["height"],
      width: physical["width"],
      length: physical["length"],
      apiAlias: "cart_delivery_information",
    });
    expect(lines.find((l) => l["referencedId"] === digital["id"])!["deliveryInformation"]).toBeNull();
  });

  it("a line above the stock of a reordered product waits for its restock in the delivery date", async () => {
    const products = await allProducts();
    // Within the purchase limit (100), so the quantity stays above the stock.
    const reordered = products
      .filter((p) => p["restockTime"] !== null && p["deliveryTime"]["unit"] === "day" && p["stock"] < p["maxPurchase"])
      .sort((a, b) => a["stock"] - b["stock"])[0]!;
    const before = Date.now();
    const cart = await call("POST", "/store-api/checkout/cart/line-item", {
      items: [{ type: "product", referencedId: reordered["id"], quantity: reordered["stock"] + 1 }],
    });
    expectValid("POST", "/checkout/cart/line-item", cart.json);
    const line = (cart.json["lineItems"] as Json[])[0]!;
    expect(line["deliveryInformation"]["restockTime"]).toBe(reordered["restockTime"]);
    const position = (cart.json["deliveries"][0]["positions"] as Json[]).find((p) => p["identifier"] === line["id"])!;
    const earliest = Date.parse(position["deliveryDate"]["earliest"]);
    const expected = before + (reordered["deliveryTime"]["min"] + reordered["restockTime"]) * DAY;
    expect(Math.abs(earliest - expected)).toBeLessThan(60_000);
    expect(Date.parse(cart.json["deliveries"][0]["deliveryDate"]["latest"])).toBeGreaterThanOrEqual(
      Date.parse(position["deliveryDate"]["latest"]),
    );
  });
});
