import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CartLineItem } from "../../app/cart/store-api";
import { editorCartItems, editorCartItemsSchema } from "../../app/editor/editor-cart-items";
import { categoryEditorEntry, editorEntryUrl } from "../../app/editor/editor-entry";
import { editorCallbacks, type EditorHostDeps } from "../../app/editor/editor-host";

const BASE = { origin: "https://shop.example", langPrefix: "", prefixes: ["", "de", "uk"] };

/** A pbx2project line as the shop answers it: the project's fields in its payload, its options as children. */
const projectLine = (overrides: Partial<CartLineItem> = {}, customFields: Record<string, unknown> = {}): CartLineItem =>
  ({
    id: "line-1",
    referencedId: "p1",
    type: "product",
    label: "Summer in Lviv",
    quantity: 2,
    price: { unitPrice: 31.5, totalPrice: 63, quantity: 2, calculatedTaxes: [], taxRules: [], listPrice: null },
    payload: {
      customFields: {
        pbx_pbx2_product_family_id: "101",
        _project_id: "p1",
        _project_path: "/editor/?productFamilyId=101&moduleId=photobook&projectId=p1",
        _project_thumbnail_url: "https://pbx.example/thumbnail/p1.svg",
        ...customFields,
      },
    },
    children: [
      {
        id: "c1",
        type: "pbx2option",
        payload: { attrName: "Paper", attrValue: "glossy", translatedAttrValue: "Glossy" },
      },
      {
        id: "c2",
        type: "pbx2option",
        payload: { attrName: "Cover", attrValue: "linen", translatedAttrValue: "Linen" },
      },
    ],
    ...overrides,
  }) as unknown as CartLineItem;

const productLine = { id: "line-2", type: "product", label: "Cloud", quantity: 1, payload: { productNumber: "SW1" } };
const promotionLine = { id: "line-3", type: "promotion", label: "SUMMER", payload: { discountType: "percentage" } };

describe("the cart items handed to the editor (spec section 3)", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("are the cart's print lines with the spec's fields, the edit link absolute with fromCart", () => {
    const items = editorCartItems(
      { lineItems: [productLine, projectLine(), promotionLine] as unknown as CartLineItem[] },
      BASE,
    );
    expect(items).toEqual([
      {
        listPrice: null,
        totalPrice: 63,
        unitPrice: 31.5,
        quantity: 2,
        displayName: "Summer in Lviv",
        productFamilyId: "101",
        projectEditUrl: "https://shop.example/editor/?productFamilyId=101&moduleId=photobook&projectId=p1&fromCart=1",
        projectId: "p1",
        thumbnailUrl: "https://pbx.example/thumbnail/p1.svg",
        selectedAttributes: [
          { name: "Paper", value: "Glossy" },
          { name: "Cover", value: "Linen" },
        ],
      },
    ]);
    expect(editorCartItemsSchema.safeParse(items).success).toBe(true);
  });

  it("carry the list price only when it is above the unit price", () => {
    const price = (listPrice: number) => ({
      price: { unitPrice: 30, totalPrice: 30, quantity: 1, listPrice: { price: listPrice, discount: 30 - listPrice } },
    });
    const [above] = editorCartItems({ lineItems: [projectLine(price(40) as never)] }, BASE);
    const [equal] = editorCartItems({ lineItems: [projectLine(price(30) as never)] }, BASE);
    expect(above?.listPrice).toBe(40);
    expect(equal?.listPrice).toBeNull();
  });

  it("link under the shopper's language prefix, and keep a prefix the shop already gave", () => {
    const german = { ...BASE, langPrefix: "de" };
    expect(editorCartItems({ lineItems: [projectLine()] }, german)[0]?.projectEditUrl).toBe(
      "https://shop.example/de/editor/?productFamilyId=101&moduleId=photobook&projectId=p1&fromCart=1",
    );
    const prefixed = projectLine({}, { _project_path: "/uk/editor/?projectId=p1" });
    expect(editorCartItems({ lineItems: [prefixed] }, german)[0]?.projectEditUrl).toBe(
      "https://shop.example/uk/editor/?projectId=p1&fromCart=1",
    );
  });

  it("have no edit link for a path that is not this shop's, and no thumbnail when there is none", () => {
    const foreign = projectLine(
      {},
      { _project_path: "https://evil.example/editor/", _project_thumbnail_url: undefined },
    );
    const [item] = editorCartItems({ lineItems: [foreign] }, BASE);
    expect(item?.projectEditUrl).toBeNull();
    expect(item?.thumbnailUrl).toBeNull();
  });

  it("leave out (and log) a print line without a price; an absent cart is none", () => {
    expect(
      editorCartItems({ lineItems: [projectLine({ price: undefined }), projectLine({ id: "x" })] }, BASE),
    ).toHaveLength(1);
    expect(console.error).toHaveBeenCalledWith(
      "printbox: a cart line was not handed to the editor",
      "line-1",
      expect.any(String),
    );
    expect(editorCartItems(null, BASE)).toEqual([]);
  });
});

describe("getCartItems, the editor's callback for the cart", () => {
  const deps = (cartItems: EditorHostDeps["cartItems"]) => ({ cartItems }) as unknown as EditorHostDeps;
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("answers the host's items", async () => {
    const items = editorCartItems({ lineItems: [projectLine()] }, BASE);
    expect(await editorCallbacks(deps(async () => items))["getCartItems"]!()).toBe(items);
  });

  it("refuses when the cart could not be read (an empty list would tell the editor the cart is empty)", async () => {
    const callback = editorCallbacks(deps(() => Promise.reject(new Error("502"))))["getCartItems"]!;
    await expect(callback()).rejects.toThrow("The cart could not be read.");
    expect(console.error).toHaveBeenCalledWith(
      "printbox: the cart could not be read for the editor",
      expect.any(Error),
    );
  });
});

describe("a category's way into the editor (its custom fields)", () => {
  it("is its product family and editor module", () => {
    expect(
      categoryEditorEntry({ customFields: { pbx_product_family_id: "101", pbx_editor_module_id: "photobook" } }),
    ).toEqual({ productFamilyId: "101", moduleId: "photobook" });
  });

  it("prefers the translated custom fields, reads the product's field name and numbers too", () => {
    expect(
      categoryEditorEntry({
        customFields: { pbx_product_family_id: "101" },
        translated: { customFields: { pbx_pbx2_product_family_id: 201, pbx_editor_module_id: "calendar" } },
      }),
    ).toEqual({ productFamilyId: "201", moduleId: "calendar" });
  });

  it.each([
    [{}],
    [{ customFields: null }],
    [{ customFields: { pbx_editor_module_id: "photobook" } }],
    [{ customFields: { pbx_product_family_id: "" } }],
    [{ customFields: { pbx_product_family_id: "<script>" } }],
    [{ customFields: { pbx_product_family_id: "1".repeat(65) } }],
  ])("is none without a usable family (%j)", (category) => {
    expect(categoryEditorEntry(category)).toBeNull();
  });

  it("links to the editor page as a product's Design now does", () => {
    expect(editorEntryUrl("/de/editor/", { productFamilyId: "101", moduleId: "photo book" })).toBe(
      "/de/editor/?productFamilyId=101&moduleId=photo%20book",
    );
  });
});
