import { describe, expect, it } from "vitest";
import { categoryId } from "../../emulator/src/seed/categories";
import { propertyOptionId } from "../../emulator/src/seed/properties";
import { VARIANT_FAMILIES } from "../../emulator/src/seed/variants";
import { storeApiCall, emulatorForThisFile, validateResponse, type Json } from "./harness";

/**
 * Variant products as Shopware 6.7 answers them: the phone case (colour × phone model, one
 * combination not made, one out of stock but reordered) and the poster (sizes, one sold out), through detail, find-variant,
 * listings, search, the page lookup, SEO URLs and the cart.
 */
const emulator = emulatorForThisFile();

const call = (method: string, path: string, body?: unknown, token?: string) =>
  storeApiCall(emulator(), method, path, {
    body,
    headers: { "sw-include-seo-urls": "true", ...(token ? { "sw-context-token": token } : {}) },
  });

function expectValid(method: string, path: string, body: unknown, status = "200") {
  const errors = validateResponse(method, path, body, status);
  expect(errors, `${method} ${path}: ${errors.join("; ")}`).toEqual([]);
}

const option = (group: string, key: string) => propertyOptionId(group, key);
/** The phone case's listing config names its blue iPhone 17 case as main variant (seed/variants). */
const MAIN_VARIANT = VARIANT_FAMILIES[0]!.listingConfig!.mainVariantId!;
const COLOUR = (key: string) => option("colour", key);
const MODEL = (key: string) => option("phone-model", key);
const byNumber = async (productNumber: string): Promise<Json> =>
  (
    await call("POST", "/store-api/product", {
      filter: [{ type: "equals", field: "productNumber", value: productNumber }],
      associations: { configuratorSettings: {} },
    })
  ).json.elements[0];
const childrenOf = async (parentId: string): Promise<Json[]> =>
  (
    await call("POST", "/store-api/product", {
      filter: [{ type: "equals", field: "parentId", value: parentId }],
      limit: 50,
    })
  ).json.elements;
const variantWith = (children: Json[], ...options: string[]) =>
  children.find((c) => options.every((o) => c.optionIds.includes(o)))!;

describe("variant products", () => {
  it("a parent carries its configurator settings and child count; children their own number, options, price and stock", async () => {
    const parent = await byNumber("ESV001");
    expect(parent.parentId).toBeNull();
    expect(parent.childCount).toBe(8);
    expect(parent.configuratorSettings).toHaveLength(6);
    // The listing config stays inside the shop (not ApiAware in 6.7's ProductDefinition).
    expect(parent).not.toHaveProperty("variantListingConfig");
    const children = await childrenOf(parent.id);
    expect(children).toHaveLength(8);
    for (const child of children) {
      expect(child.parentId).toBe(parent.id);
      expect(child.productNumber).toMatch(/^ESV001\.\d$/);
      expect(child.optionIds).toHaveLength(2);
      // Inherited from the parent.
      expect(child.name).toBe(parent.name);
      expect(child.manufacturerId).toBe(parent.manufacturerId);
      expect(child.options.map((o: Json) => o.group.name).sort()).toEqual(["Colour", "Phone model"]);
    }
    expect(new Set(children.map((c) => c.calculatedPrice.unitPrice)).size).toBe(3);
    // Out of stock, but no closeout: still available (orderable).
    expect(variantWith(children, COLOUR("green"), MODEL("iphone-16"))).toMatchObject({
      stock: 0,
      isCloseout: false,
      available: true,
    });
    expect(variantWith(children, COLOUR("blue"), MODEL("iphone-17-pro"))).toMatchObject({ stock: 3, available: true });
    expect(variantWith(children, COLOUR("rose"), MODEL("iphone-16"))).toBeUndefined();
    // Colour variants have their own pictures.
    expect(variantWith(children, COLOUR("blue"), MODEL("iphone-17")).cover.mediaId).not.toBe(
      variantWith(children, COLOUR("rose"), MODEL("iphone-17")).cover.mediaId,
    );
    expect(variantWith(children, COLOUR("blue"), MODEL("iphone-17")).cover.mediaId).toBe(
      variantWith(children, COLOUR("blue"), MODEL("iphone-16")).cover.mediaId,
    );
  });

  it("the detail of a variant is that variant with the family's configurator", async () => {
    const parent = await byNumber("ESV001");
    const children = await childrenOf(parent.id);
    const green17 = variantWith(children, COLOUR("green"), MODEL("iphone-17"));
    const { json } = await call("POST", `/store-api/product/${green17.id}`, {});
    expectValid("POST", "/product/{productId}", json);
    expect(json.product.id).toBe(green17.id);
    expect(json.product.parentId).toBe(parent.id);
    expect(json.product.productNumber).toBe(green17.productNumber);
    const groups = json.configurator as [Json, Json];
    expect(groups.map((g) => g.name)).toEqual(["Colour", "Phone model"]);
    expect(groups[0].options.map((o: Json) => o.name)).toEqual(["Blue", "Rose", "Green"]);
    expect(groups[1].options.map((o: Json) => o.name)).toEqual(["iPhone 17 Pro", "iPhone 17", "iPhone 16"]);
    for (const group of groups) for (const o of group.options) expect(o.group).toBeNull();
    const combinable = (g: 0 | 1, name: string) => groups[g].options.find((o: Json) => o.name === name).combinable;
    // Green for the iPhone 16 is out of stock but can be ordered: combinable.
    expect(combinable(1, "iPhone 16")).toBe(true);
    expect(combinable(1, "iPhone 17 Pro")).toBe(true);
    expect(combinable(0, "Rose")).toBe(true);
    // From rose, the iPhone 16 is not made at all.
    const rose17 = variantWith(children, COLOUR("rose"), MODEL("iphone-17"));
    const rose = (await call("POST", `/store-api/product/${rose17.id}`, {})).json;
    expect(rose.configurator[1].options.find((o: Json) => o.name === "iPhone 16").combinable).toBe(false);
    expect(rose.configurator[1].options.find((o: Json) => o.name === "iPhone 17").combinable).toBe(true);
    // The print's largest size is sold out for good: a closeout without stock is not combinable.
    const poster = await byNumber("ESV002");
    const sizes = await childrenOf(poster.id);
    const small = (
      await call(
        "POST",
        `/store-api/product/${sizes.find((c) => c.optionIds.includes(option("format", "30x30")))!.id}`,
        {},
      )
    ).json;
    expect(small.configurator.map((g: Json) => g.name)).toEqual(["Format"]);
    expect(small.configurator[0].options.map((o: Json) => [o.name, o.combinable])).toEqual([
      ["30 × 30 cm", true],
      ["40 × 60 cm", true],
      ["60 × 90 cm", false],
    ]);
    expect(sizes.find((c) => c.optionIds.includes(option("format", "60x90")))).toMatchObject({
      stock: 0,
      isCloseout: true,
      available: false,
    });
  });

  it("the detail of a parent is its main variant, or its best one (available, then cheapest)", async () => {
    const parent = await byNumber("ESV001");
    const detail = (await call("POST", `/store-api/product/${parent.id}`, {})).json;
    expectValid("POST", "/product/{productId}", detail);
    expect(detail.product.id).toBe(MAIN_VARIANT);
    expect(detail.product.productNumber).toBe("ESV001.2");
    expect(detail.configurator).toHaveLength(2);
    const poster = await byNumber("ESV002");
    const best = (await call("POST", `/store-api/product/${poster.id}`, {})).json.product;
    expect(best.parentId).toBe(poster.id);
    expect(best.optionIds).toEqual([option("format", "30x30")]);
    // A product without variants has no configurator.
    const plain = await byNumber("ES10000");
    expect((await call("POST", `/store-api/product/${plain.id}`, {})).json.configurator).toEqual([]);
  });

  it("find-variant answers the matching variant, a sold-out one too, and falls back to the switched group", async () => {
    const parent = await byNumber("ESV001");
    const children = await childrenOf(parent.id);
    const colourGroup = (await call("POST", `/store-api/product/${children[0]!.id}`, {})).json.configurator[0]
      .id as string;
    const modelGroup = (await call("POST", `/store-api/product/${children[0]!.id}`, {})).json.configurator[1]
      .id as string;
    const found = await call("POST", `/store-api/product/${parent.id}/find-variant`, {
      options: { [colourGroup]: COLOUR("green"), [modelGroup]: MODEL("iphone-16") },
      switchedGroup: modelGroup,
    });
    expect(found.status).toBe(200);
    expectValid("POST", "/product/{productId}/find-variant", found.json);
    expect(found.json).toMatchObject({
      variantId: variantWith(children, COLOUR("green"), MODEL("iphone-16")).id,
      apiAlias: "found_combination",
    });
    // A sold-out combination is found all the same (find-variant does not look at stock).
    const poster = await byNumber("ESV002");
    const sizes = await childrenOf(poster.id);
    const large = sizes.find((c) => c.optionIds.includes(option("format", "60x90")))!;
    const soldOut = await call("POST", `/store-api/product/${poster.id}/find-variant`, {
      options: [option("format", "60x90")],
    });
    expect(soldOut.json).toMatchObject({
      variantId: large.id,
      options: [option("format", "60x90")],
      apiAlias: "found_combination",
    });
    // Rose is not made for the iPhone 16: the other group is dropped, the switched one kept.
    const fallback = await call("POST", `/store-api/product/${parent.id}/find-variant`, {
      options: { [colourGroup]: COLOUR("rose"), [modelGroup]: MODEL("iphone-16") },
      switchedGroup: modelGroup,
    });
    expect(fallback.json.options).toEqual({ [modelGroup]: MODEL("iphone-16") });
    expect(children.find((c) => c.id === fallback.json.variantId)!.optionIds).toContain(MODEL("iphone-16"));
    // A list of option ids works too (the GET form's options[]).
    const listed = await call(
      "GET",
      `/store-api/product/${parent.id}/find-variant?options[]=${COLOUR("blue")}&options[]=${MODEL("iphone-16")}`,
    );
    expect(listed.json.variantId).toBe(variantWith(children, COLOUR("blue"), MODEL("iphone-16")).id);
  });

  it("find-variant answers an unknown combination with Shopware's 404", async () => {
    const parent = await byNumber("ESV001");
    const unknown = await call("POST", `/store-api/product/${parent.id}/find-variant`, {
      options: [option("format", "a4-portrait")],
    });
    expect(unknown.status).toBe(404);
    expectValid("POST", "/product/{productId}/find-variant", unknown.json, "404");
    expect(unknown.json.errors[0].code).toBe("CONTENT__PRODUCT_VARIANT_NOT_FOUND");
    const plain = await byNumber("ES10000");
    expect((await call("POST", `/store-api/product/${plain.id}/find-variant`, { options: [] })).status).toBe(404);
    expect((await call("POST", `/store-api/product/${parent.id}/find-variant`, { options: [42] })).status).toBe(400);
  });

  it("listings show one card per family: the main variant, or the variant an option filter matched", async () => {
    const iphone = categoryId("iphone-cases");
    const { json } = await call("POST", `/store-api/product-listing/${iphone}`, { limit: 50 });
    expectValid("POST", "/product-listing/{categoryId}", json);
    const family = (json.elements as Json[]).filter((p) => p.productNumber.startsWith("ESV001"));
    expect(family.map((p) => p.productNumber)).toEqual(["ESV001.2"]);
    expect(json.total).toBe((json.elements as Json[]).length);
    const groups = (json.aggregations.properties.entities as Json[]).map((g) => g.name);
    expect(groups).toContain("Phone model");
    const filtered = (await call("POST", `/store-api/product-listing/${iphone}`, { properties: COLOUR("green") })).json;
    expectValid("POST", "/product-listing/{categoryId}", filtered);
    const green = (filtered.elements as Json[]).filter((p) => p.productNumber.startsWith("ESV001"));
    expect(green).toHaveLength(1);
    expect(green[0]!.optionIds).toContain(COLOUR("green"));
    // Without a main variant the family shows the variant the sorting puts first.
    const posters = (
      await call("POST", `/store-api/product-listing/${categoryId("posters")}`, { order: "price-desc", limit: 50 })
    ).json;
    expect(
      (posters.elements as Json[]).filter((p) => p.productNumber.startsWith("ESV002")).map((p) => p.productNumber),
    ).toEqual(["ESV002.3"]);
    const search = (await call("POST", "/store-api/search", { search: "silicone colour case" })).json;
    expectValid("POST", "/search", search);
    expect((search.elements as Json[]).filter((p) => p.productNumber.startsWith("ESV001"))).toHaveLength(1);
  });

  it("every variant has its own SEO URL; the page lookup resolves it, and a parent's path points at its variant", async () => {
    const parent = await byNumber("ESV001");
    const children = await childrenOf(parent.id);
    const paths = children.map((c) => c.seoUrls[0].seoPathInfo as string);
    expect(new Set(paths).size).toBe(children.length);
    const blue16 = variantWith(children, COLOUR("blue"), MODEL("iphone-16"));
    const page = (await call("POST", "/store-api/pwa/page", { path: `/${blue16.seoUrls[0].seoPathInfo}` })).json;
    expect(page.resourceType).toBe("frontend.detail.page");
    expect(page.resourceIdentifier).toBe(blue16.id);
    expect(page.product.id).toBe(blue16.id);
    expect(page.configurator).toHaveLength(2);
    const buyBox = (page.cmsPage.sections as Json[])
      .flatMap((s) => s.blocks)
      .flatMap((b: Json) => b.slots)
      .find((s: Json) => s.type === "buy-box");
    expect(buyBox.data.configuratorSettings).toHaveLength(2);
    const viaParent = (await call("POST", "/store-api/pwa/page", { path: `/detail/${parent.id}` })).json;
    const main = children.find((c) => c.id === MAIN_VARIANT)!;
    expect(viaParent.resourceIdentifier).toBe(main.id);
    expect(viaParent.canonicalPathInfo).toBe(`/${main.seoUrls[0].seoPathInfo}`);
  });

  it("a variant in the cart carries its options in the line item's payload", async () => {
    const parent = await byNumber("ESV001");
    const blue17Pro = variantWith(await childrenOf(parent.id), COLOUR("blue"), MODEL("iphone-17-pro"));
    const token = `T${Math.random().toString(36).slice(2).padEnd(31, "x")}`.slice(0, 32);
    const { json } = await call(
      "POST",
      "/store-api/checkout/cart/line-item",
      { items: [{ type: "product", referencedId: blue17Pro.id, quantity: 1 }] },
      token,
    );
    expectValid("POST", "/checkout/cart/line-item", json);
    const line = (json.lineItems as Json[])[0]!;
    expect(line.referencedId).toBe(blue17Pro.id);
    expect(line.payload.parentId).toBe(parent.id);
    expect(line.payload.optionIds).toEqual(blue17Pro.optionIds);
    expect(line.payload.options).toEqual([
      { group: "Colour", option: "Blue" },
      { group: "Phone model", option: "iPhone 17 Pro" },
    ]);
    expect(line.price.unitPrice).toBe(blue17Pro.calculatedPrice.unitPrice);
  });
});
