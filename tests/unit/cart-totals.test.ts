import { describe, expect, it } from "vitest";
import { cartTotals } from "../../app/cart/totals";
import type { Cart } from "../../app/cart/store-api";

/**
 * Both carts hold the same lines:
 * - A: 2 × 10.00 at 19 % (list price 12.50 in the gross cart),
 * - B: 1 × 30.00 at 7 %,
 * - a 10 % promotion: −5.00 (A −2.00, B −3.00),
 * - shipping 4.99 at 19 %.
 */

// Gross: prices include tax.
// Positions after discount: A 18.00 → tax 18 × 19/119 = 2.87; B 27.00 → tax 27 × 7/107 = 1.77.
// Shipping tax 4.99 × 19/119 = 0.80. Tax at 19 %: 2.87 + 0.80 = 3.67; at 7 %: 1.77; total 5.44.
// Total 45.00 + 4.99 = 49.99; net 49.99 − 5.44 = 44.55.
const grossCart = {
  token: "gross-token",
  lineItems: [
    {
      id: "a",
      type: "product",
      quantity: 2,
      payload: { productNumber: "SW-A" },
      price: { unitPrice: 10, totalPrice: 20, quantity: 2, listPrice: { price: 12.5, discount: -2.5, percentage: 20 } },
    },
    {
      id: "b",
      type: "product",
      quantity: 1,
      payload: { productNumber: "SW-B" },
      price: { unitPrice: 30, totalPrice: 30, quantity: 1 },
    },
    {
      id: "p",
      type: "promotion",
      quantity: 1,
      payload: { discountType: "percentage", value: "10", code: "TEN" },
      price: { unitPrice: -5, totalPrice: -5, quantity: 1 },
    },
  ],
  deliveries: [
    {
      shippingCosts: {
        unitPrice: 4.99,
        totalPrice: 4.99,
        quantity: 1,
        calculatedTaxes: [{ tax: 0.8, taxRate: 19, price: 4.99 }],
      },
    },
  ],
  price: {
    taxStatus: "gross",
    positionPrice: 45,
    totalPrice: 49.99,
    netPrice: 44.55,
    rawTotal: 49.99,
    calculatedTaxes: [
      { tax: 3.67, taxRate: 19, price: 22.99 },
      { tax: 1.77, taxRate: 7, price: 27 },
    ],
  },
} as unknown as Cart;

// Net: prices exclude tax.
// Positions after discount: A 18.00 → tax 18 × 0.19 = 3.42; B 27.00 → tax 27 × 0.07 = 1.89.
// Shipping tax 4.99 × 0.19 = 0.95. Tax at 19 %: 3.42 + 0.95 = 4.37; at 7 %: 1.89; total 6.26.
// Net 45.00 + 4.99 = 49.99; total 49.99 + 6.26 = 56.25.
const netCart = {
  token: "net-token",
  lineItems: [
    {
      id: "a",
      type: "product",
      quantity: 2,
      payload: { productNumber: "SW-A" },
      price: { unitPrice: 10, totalPrice: 20, quantity: 2 },
    },
    {
      id: "b",
      type: "product",
      quantity: 1,
      payload: { productNumber: "SW-B" },
      price: { unitPrice: 30, totalPrice: 30, quantity: 1 },
    },
    {
      id: "p",
      type: "promotion",
      quantity: 1,
      payload: { discountType: "percentage", value: "10", code: "TEN" },
      price: { unitPrice: -5, totalPrice: -5, quantity: 1 },
    },
  ],
  deliveries: [
    {
      shippingCosts: {
        unitPrice: 4.99,
        totalPrice: 4.99,
        quantity: 1,
        calculatedTaxes: [{ tax: 0.95, taxRate: 19, price: 4.99 }],
      },
    },
  ],
  price: {
    taxStatus: "net",
    positionPrice: 45,
    totalPrice: 56.25,
    netPrice: 49.99,
    rawTotal: 56.25,
    calculatedTaxes: [
      { tax: 4.37, taxRate: 19, price: 22.99 },
      { tax: 1.89, taxRate: 7, price: 27 },
    ],
  },
} as unknown as Cart;

describe("cartTotals of a gross cart", () => {
  const totals = cartTotals(grossCart);

  it("is gross", () => {
    expect(totals.gross).toBe(true);
  });

  it("sums the positions before discounts", () => {
    // 20.00 + 30.00
    expect(totals.positionPriceWithoutDiscounts).toBeCloseTo(50, 2);
  });

  it("sums the positions at their list prices where higher", () => {
    // 2 × 12.50 + 1 × 30.00
    expect(totals.positionListPrice).toBeCloseTo(55, 2);
  });

  it("gives the discount as a positive amount", () => {
    expect(totals.totalDiscount).toBeCloseTo(5, 2);
  });

  it("subtracts the discount from the positions", () => {
    // 50.00 − 5.00
    expect(totals.totalPriceMinusDiscount).toBeCloseTo(45, 2);
  });

  it("has the positions with tax equal to the positions after discount", () => {
    expect(totals.positionPriceWithTax).toBeCloseTo(45, 2);
    expect(totals.positionPriceWithTax).toBe(totals.totalPriceMinusDiscount);
  });

  it("sums the shipping costs", () => {
    expect(totals.totalShippingCost).toBeCloseTo(4.99, 2);
  });

  it("sums the taxes", () => {
    // 3.67 + 1.77
    expect(totals.totalTax).toBeCloseTo(5.44, 2);
  });

  it("lists the taxes by ascending rate", () => {
    expect(totals.taxes).toEqual([
      { taxRate: 7, tax: 1.77 },
      { taxRate: 19, tax: 3.67 },
    ]);
  });

  it("gives the total without shipping", () => {
    // 49.99 − 4.99
    expect(totals.totalPriceWithoutShipping).toBeCloseTo(45, 2);
  });

  it("gives the cart's total and net price", () => {
    expect(totals.totalPriceWithDiscounts).toBeCloseTo(49.99, 2);
    expect(totals.netPrice).toBeCloseTo(44.55, 2);
  });

  it("returns exactly these fields", () => {
    expect(Object.keys(totals).sort()).toEqual(
      [
        "gross",
        "netPrice",
        "positionListPrice",
        "positionPriceWithTax",
        "positionPriceWithoutDiscounts",
        "taxes",
        "totalDiscount",
        "totalPriceMinusDiscount",
        "totalPriceWithDiscounts",
        "totalPriceWithoutShipping",
        "totalShippingCost",
        "totalTax",
      ].sort(),
    );
  });
});

describe("cartTotals of a net cart", () => {
  const totals = cartTotals(netCart);

  it("is not gross", () => {
    expect(totals.gross).toBe(false);
  });

  it("sums positions, list prices and discounts as for gross", () => {
    expect(totals.positionPriceWithoutDiscounts).toBeCloseTo(50, 2);
    // no list prices: 20.00 + 30.00
    expect(totals.positionListPrice).toBeCloseTo(50, 2);
    expect(totals.totalDiscount).toBeCloseTo(5, 2);
    expect(totals.totalPriceMinusDiscount).toBeCloseTo(45, 2);
    expect(totals.totalShippingCost).toBeCloseTo(4.99, 2);
  });

  it("sums and sorts the taxes", () => {
    // 4.37 + 1.89
    expect(totals.totalTax).toBeCloseTo(6.26, 2);
    expect(totals.taxes).toEqual([
      { taxRate: 7, tax: 1.89 },
      { taxRate: 19, tax: 4.37 },
    ]);
  });

  it("adds the positions' taxes, without the shipping tax, to the positions", () => {
    // 45.00 + 6.26 − 0.95
    expect(totals.positionPriceWithTax).toBeCloseTo(50.31, 2);
  });

  it("takes shipping and its tax off the total", () => {
    // 56.25 − 4.99 − 0.95
    expect(totals.totalPriceWithoutShipping).toBeCloseTo(50.31, 2);
    expect(totals.totalPriceWithoutShipping).toBeCloseTo(totals.positionPriceWithTax, 2);
  });

  it("gives the cart's total and net price", () => {
    expect(totals.totalPriceWithDiscounts).toBeCloseTo(56.25, 2);
    expect(totals.netPrice).toBeCloseTo(49.99, 2);
  });
});

describe("cartTotals of an empty cart", () => {
  it("is all zeros", () => {
    const totals = cartTotals({
      price: { taxStatus: "gross", totalPrice: 0, netPrice: 0, positionPrice: 0 },
    } as unknown as Cart);
    expect(totals).toMatchObject({
      gross: true,
      positionPriceWithoutDiscounts: 0,
      positionListPrice: 0,
      totalDiscount: 0,
      totalPriceMinusDiscount: 0,
      positionPriceWithTax: 0,
      totalShippingCost: 0,
      totalTax: 0,
      taxes: [],
      totalPriceWithoutShipping: 0,
      totalPriceWithDiscounts: 0,
      netPrice: 0,
    });
  });
});
