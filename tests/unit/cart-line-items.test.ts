import { describe, expect, it } from "vitest";
import { itemCount, lineItemKind } from "../../app/cart/line-item-kind";
import { listPriceSaving, printLineItem, promotionLineItem, variantOptionsOf } from "../../app/cart/line-items";
import { parseQuantity, parseQuantitySteps, quantityRule, steppedQuantity } from "../../app/cart/quantity";
import type { Cart, CartLineItem } from "../../app/cart/store-api";

/** A line item as a plain object: an ordinary product of quantity 1 unless told otherwise. */
const line = (fields: Record<string, unknown> = {}): CartLineItem =>
  ({ id: "a", type: "product", quantity: 1, ...fields }) as unknown as CartLineItem;

/** A print line item with the given custom fields (the family id always a string). */
const printLine = (customFields: Record<string, unknown> = {}, fields: Record<string, unknown> = {}): CartLineItem =>
  line({
    type: "pbx2project",
    payload: { customFields: { pbx_pbx2_product_family_id: "family-1", ...customFields } },
    ...fields,
  });

const promotionLine = (payload: Record<string, unknown> = {}, fields: Record<string, unknown> = {}): CartLineItem =>
  line({
    type: "promotion",
    referencedId: "SUMMER",
    payload: { discountType: "percentage", value: "10", code: "SUMMER", discountId: "d-1", ...payload },
    ...fields,
  });

describe("lineItemKind", () => {
  it("is print when the custom fields hold a string product family id", () => {
    expect(lineItemKind(printLine())).toBe("print");
  });

  it("is promotion when the payload has a discountType", () => {
    expect(lineItemKind(promotionLine())).toBe("promotion");
  });

  it("is product without a payload", () => {
    expect(lineItemKind(line())).toBe("product");
    expect(lineItemKind(line({ payload: null }))).toBe("product");
  });

  it("is product when the family id is not a string", () => {
    expect(lineItemKind(line({ payload: { customFields: { pbx_pbx2_product_family_id: 42 } } }))).toBe("product");
  });

  it("is product for an ordinary payload", () => {
    expect(lineItemKind(line({ payload: { productNumber: "SW10001", customFields: {} } }))).toBe("product");
  });
});

describe("parseQuantitySteps", () => {
  it.each([
    ["", []],
    ["   ", []],
    ["[]", []],
    ["[5,1,2,2]", [1, 2, 5]],
    ["not json", []],
    ["[1,", []],
    ["{}", []],
    ['"5"', []],
    ["7", []],
  ])("%j → %j", (raw, steps) => expect(parseQuantitySteps(raw)).toEqual(steps));

  it("takes an actual array: whole positive steps, strings parsed, sorted", () => {
    expect(parseQuantitySteps([3, "2", 0, -1, 1.5])).toEqual([2, 3]);
  });

  it("is empty for non-lists", () => {
    expect(parseQuantitySteps(undefined)).toEqual([]);
    expect(parseQuantitySteps(null)).toEqual([]);
    expect(parseQuantitySteps({ 0: 1 })).toEqual([]);
  });
});

describe("parseQuantity", () => {
  it.each([
    ["3", 3],
    ["", 1],
    [undefined, 1],
    [null, 1],
    ["abc", 1],
    ["0", 1],
    [-2, 1],
    [2.9, 2],
    [7, 7],
  ])("%j → %d", (raw, quantity) => expect(parseQuantity(raw)).toBe(quantity));
});

describe("printLineItem", () => {
  it("is null for an ordinary item and for a promotion", () => {
    expect(printLineItem(line())).toBeNull();
    expect(printLineItem(line({ payload: { productNumber: "SW10001" } }))).toBeNull();
    expect(printLineItem(promotionLine())).toBeNull();
  });

  it("reads the project from the custom fields", () => {
    const item = printLineItem(
      printLine({
        _project_id: "project-1",
        pbx_pbx2_product_family_id: "family-7",
        _project_path: "/projects/project-1",
        _project_thumbnail_url: "https://example.test/thumb.png",
        _quantity_steps: "[10,5,20]",
      }),
    );
    expect(item).toMatchObject({
      projectId: "project-1",
      productFamilyId: "family-7",
      projectPath: "/projects/project-1",
      thumbnailUrl: "https://example.test/thumb.png",
      quantitySteps: [5, 10, 20],
    });
  });

  it("has no path, thumbnail or steps when the fields are absent", () => {
    const item = printLineItem(printLine({}, { id: "line-9" }));
    expect(item).toMatchObject({
      projectPath: null,
      thumbnailUrl: null,
      quantitySteps: [],
      options: [],
      pageCount: null,
    });
    expect(item?.projectId).toBe("line-9");
  });

  it("is not quantity-editable when the family is not editable in the cart", () => {
    const item = printLineItem(printLine({ _product_family_quantity_editable_in_cart: false }));
    expect(item?.allowEditableInCart).toBe(false);
    expect(item?.quantityEditable).toBe(false);
  });

  it("is not quantity-editable when the family allows multiple prints", () => {
    const item = printLineItem(
      printLine({ _product_family_quantity_editable_in_cart: true, _allow_multiple_psp: true }),
    );
    expect(item?.allowMultiplePsp).toBe(true);
    expect(item?.quantityEditable).toBe(false);
  });

  it("is quantity-editable when editable and not multiple", () => {
    const item = printLineItem(
      printLine({ _product_family_quantity_editable_in_cart: true, _allow_multiple_psp: false }),
    );
    expect(item?.allowEditableInCart).toBe(true);
    expect(item?.allowMultiplePsp).toBe(false);
    expect(item?.quantityEditable).toBe(true);
  });

  it("is quantity-editable when the editable flag is absent", () => {
    const item = printLineItem(printLine());
    expect(item?.allowEditableInCart).toBe(true);
    expect(item?.quantityEditable).toBe(true);
  });

  it("turns option children into options", () => {
    const item = printLineItem(
      printLine(
        {},
        {
          children: [
            {
              id: "c1",
              type: "pbx2option",
              payload: { attrName: "Cover", translatedAttrValue: "Hardcover", pageCount: 24 },
            },
            { id: "c2", type: "pbx2option", payload: { attrName: "Paper", attrValue: "matte" } },
            { id: "c3", type: "pbx2option", payload: { translatedAttrValue: "no name" } },
            { id: "c4", type: "pbx2option" },
          ],
        },
      ),
    );
    expect(item?.options).toEqual([
      { attrName: "Cover", translatedAttrValue: "Hardcover", pageCount: 24 },
      { attrName: "Paper", translatedAttrValue: "matte", pageCount: null },
    ]);
  });

  it("counts one print per unit for a family without multiple prints", () => {
    const item = printLineItem(printLine({ pbx_page_count: 4 }, { quantity: 3 }));
    expect(item?.pageCount).toBe(4);
    expect(item?.printsTotalCount).toBe(3);
  });

  it("counts every page as a print when the family allows multiple prints", () => {
    const item = printLineItem(printLine({ pbx_page_count: "4", _allow_multiple_psp: true }, { quantity: 3 }));
    expect(item?.pageCount).toBe(4);
    // 3 units × 4 pages
    expect(item?.printsTotalCount).toBe(12);
  });
});

describe("promotionLineItem", () => {
  it("is null for non-promotions", () => {
    expect(promotionLineItem(line())).toBeNull();
    expect(promotionLineItem(printLine())).toBeNull();
  });

  it("reads code, value and discount type; removable by default", () => {
    expect(promotionLineItem(promotionLine({ value: 10, promotionCodeType: "fixed" }))).toEqual({
      code: "SUMMER",
      value: "10",
      discountType: "percentage",
      discountId: "d-1",
      removable: true,
    });
  });

  it("falls back to the referenced id without a code", () => {
    expect(promotionLineItem(promotionLine({ code: null }, { referencedId: "AUTUMN" }))?.code).toBe("AUTUMN");
  });

  it("is not removable when the item says so", () => {
    expect(promotionLineItem(promotionLine({}, { removable: false }))?.removable).toBe(false);
  });

  it("is not removable when the code is global", () => {
    expect(promotionLineItem(promotionLine({ promotionCodeType: "global" }))?.removable).toBe(false);
  });

  it("is removable when the item is removable and the code not global", () => {
    expect(promotionLineItem(promotionLine({ promotionCodeType: "individual" }, { removable: true }))?.removable).toBe(
      true,
    );
  });
});

describe("listPriceSaving", () => {
  it("is null without a list price", () => {
    expect(listPriceSaving(line())).toBeNull();
    expect(listPriceSaving(line({ price: { unitPrice: 10, totalPrice: 10, quantity: 1 } }))).toBeNull();
    expect(
      listPriceSaving(line({ price: { unitPrice: 10, totalPrice: 10, quantity: 1, listPrice: null } })),
    ).toBeNull();
  });

  it("is null when the list price is not above the unit price", () => {
    expect(listPriceSaving(line({ price: { unitPrice: 10, listPrice: { price: 10 } } }))).toBeNull();
    expect(listPriceSaving(line({ price: { unitPrice: 10, listPrice: { price: 8 } } }))).toBeNull();
  });

  it("computes saving and percentage when the list price is above", () => {
    const saving = listPriceSaving(line({ price: { unitPrice: 15, listPrice: { price: 20 } } }));
    expect(saving?.price).toBe(20);
    // 20 − 15
    expect(saving?.saving).toBeCloseTo(5, 2);
    // 5 / 20
    expect(saving?.percentage).toBeCloseTo(25, 2);
  });

  it("takes Shopware's negative discount as a positive saving", () => {
    const saving = listPriceSaving(
      line({ price: { unitPrice: 15, listPrice: { price: 20, discount: -5, percentage: 25 } } }),
    );
    expect(saving).toEqual({ price: 20, saving: 5, percentage: 25 });
  });
});

describe("quantityRule and steppedQuantity", () => {
  const rule = quantityRule(
    line({ quantity: 5, quantityInformation: { minPurchase: 5, maxPurchase: 500, purchaseSteps: 5 } }),
  );

  it("reads the purchase rules", () => {
    expect(rule).toEqual({ min: 5, max: 500, step: 5 });
  });

  it("steps up and down by the purchase step", () => {
    expect(steppedQuantity(rule, 5, 1)).toBe(10);
    expect(steppedQuantity(rule, 10, -1)).toBe(5);
  });

  it("never goes below the minimum", () => {
    expect(steppedQuantity(rule, 5, -1)).toBe(5);
  });

  it("never goes above the maximum", () => {
    expect(steppedQuantity(rule, 500, 1)).toBe(500);
    expect(steppedQuantity(rule, 498, 1)).toBe(500);
  });

  it("snaps to the step grid before stepping", () => {
    // 12 snaps to 10, then + 5
    expect(steppedQuantity(rule, 12, 1)).toBe(15);
  });

  it("defaults to min 1, step 1, max 100", () => {
    const defaults = quantityRule(line());
    expect(defaults).toEqual({ min: 1, step: 1, max: 100 });
    expect(steppedQuantity(defaults, 1, -1)).toBe(1);
    expect(steppedQuantity(defaults, 1, 1)).toBe(2);
    expect(steppedQuantity(defaults, 100, 1)).toBe(100);
  });
});

describe("itemCount", () => {
  it("sums the quantities of non-promotion lines", () => {
    const cart = {
      lineItems: [line({ quantity: 2 }), printLine({}, { quantity: 3 }), promotionLine({}, { quantity: 1 })],
    } as unknown as Cart;
    expect(itemCount(cart)).toBe(5);
  });

  it("is 0 without a cart or lines", () => {
    expect(itemCount(null)).toBe(0);
    expect(itemCount(undefined)).toBe(0);
    expect(itemCount({ lineItems: [] } as unknown as Cart)).toBe(0);
  });
});

describe("variantOptionsOf (a variant's options in its line's payload, as Shopware's cart writes its variation)", () => {
  it("reads group and option names, in their order", () => {
    const payload = {
      optionIds: ["a", "b"],
      options: [
        { group: "Colour", option: "Green" },
        { group: "Phone model", option: "iPhone 17" },
      ],
    };
    expect(variantOptionsOf(payload)).toEqual([
      { group: "Colour", option: "Green" },
      { group: "Phone model", option: "iPhone 17" },
    ]);
  });

  it("is empty for a product without variants, a print line, a promotion and garbage", () => {
    expect(variantOptionsOf({ options: [] })).toEqual([]);
    expect(variantOptionsOf(printLine().payload)).toEqual([]);
    expect(variantOptionsOf(promotionLine().payload)).toEqual([]);
    expect(variantOptionsOf({ options: [{ group: 1, option: null }] })).toEqual([]);
    expect(variantOptionsOf(null)).toEqual([]);
    expect(variantOptionsOf({ options: [{ group: "", option: "Green" }] })).toEqual([]);
  });
});
