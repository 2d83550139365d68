import type { RenderContext } from "./common";

/** Rounds like Shopware's CashRounding for an interval of 0.01. */
export const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** A unit price in the request's currency, gross or net by the customer group (displayGross). */
export function unitPrice(grossInSystemCurrency: number, taxRate: number, ctx: RenderContext): number {
  const gross = grossInSystemCurrency * ctx.currencyFactor;
  return roundTo(ctx.displayGross ? gross : gross / (1 + taxRate / 100), ctx.decimals);
}

export function calculatedTaxes(total: number, taxRate: number, ctx: RenderContext) {
  const tax = ctx.displayGross ? total - total / (1 + taxRate / 100) : total * (taxRate / 100);
  return [{ tax: roundTo(tax, ctx.decimals), taxRate, price: total, apiAlias: "cart_tax_calculated" }];
}

/** Shopware's CalculatedPrice for `quantity` items, with the list price when it is above the price. */
export function calculatedPrice(
  gross: number,
  taxRate: number,
  quantity: number,
  ctx: RenderContext,
  listGross: number | null = null,
) {
  const unit = unitPrice(gross, taxRate, ctx);
  const total = roundTo(unit * quantity, ctx.decimals);
  let listPrice: { price: number; discount: number; percentage: number; apiAlias: string } | null = null;
  if (listGross !== null && listGross > gross) {
    const listUnit = unitPrice(listGross, taxRate, ctx);
    listPrice = {
      price: listUnit,
      discount: roundTo(unit - listUnit, ctx.decimals),
      percentage: roundTo(((listUnit - unit) / listUnit) * 100, 2),
      apiAlias: "cart_list_price",
    };
  }
  return {
    unitPrice: unit,
    quantity,
    totalPrice: total,
    calculatedTaxes: calculatedTaxes(total, taxRate, ctx),
    taxRules: [{ taxRate, percentage: 100, apiAlias: "cart_tax_rule" }],
    referencePrice: null,
    listPrice,
    regulationPrice: null,
    apiAlias: "calculated_price",
  };
}

export type CalculatedPrice = ReturnType<typeof calculatedPrice>;
