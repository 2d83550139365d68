import type { Cart } from "./store-api";
import { lineItemKind } from "./line-item-kind";

/**
 * The cart's derived values, in the cart's own basis: gross when its tax status is
 * gross, net otherwise (the customer group's displayGross decides which the shop calculates).
 * Shopware gives positionPrice (after discounts), totalPrice, netPrice and the taxes per rate;
 * everything else is summed from the lines and deliveries here, once.
 */
export interface CartTotals {
  gross: boolean;
  /** Products and projects at their prices, before promotions. */
  positionPriceWithoutDiscounts: number;
  /** The same at their list prices, where higher: what the shopper saves against. */
  positionListPrice: number;
  /** The promotions' discounts, as a positive amount. */
  totalDiscount: number;
  /** Positions after discounts. */
  totalPriceMinusDiscount: number;
  /** Positions after discounts, with their taxes (equal to totalPriceMinusDiscount for gross carts). */
  positionPriceWithTax: number;
  totalShippingCost: number;
  totalTax: number;
  /** Taxes per rate, ascending. */
  taxes: { taxRate: number; tax: number }[];
  /** What is paid without shipping and its tax. */
  totalPriceWithoutShipping: number;
  /** What is paid: discounts, shipping and taxes included. */
  totalPriceWithDiscounts: number;
  netPrice: number;
}

const round = (value: number) => Math.round(value * 100) / 100;
const sumOf = <T>(list: readonly T[], amount: (entry: T) => number) =>
  round(list.reduce((sum, entry) => sum + amount(entry), 0));

export function cartTotals(cart: Cart): CartTotals {
  const gross = cart.price.taxStatus !== "net" && cart.price.taxStatus !== "tax-free";
  const lines = cart.lineItems ?? [];
  const positions = lines.filter((item) => lineItemKind(item) !== "promotion");
  const promotions = lines.filter((item) => lineItemKind(item) === "promotion");
  const deliveries = cart.deliveries ?? [];
  const positionPriceWithoutDiscounts = sumOf(positions, (item) => item.price?.totalPrice ?? 0);
  const positionListPrice = sumOf(positions, (item) => {
    const unit = item.price?.unitPrice ?? 0;
    const list = item.price?.listPrice?.price ?? 0;
    return Math.max(list, unit) * (item.quantity ?? 1);
  });
  const totalDiscount = -sumOf(promotions, (item) => item.price?.totalPrice ?? 0) || 0;
  const totalShippingCost = sumOf(deliveries, (delivery) => delivery.shippingCosts?.totalPrice ?? 0);
  const shippingTax = sumOf(
    deliveries.flatMap((delivery) => delivery.shippingCosts?.calculatedTaxes ?? []),
    (tax) => tax.tax,
  );
  const taxes = [...(cart.price.calculatedTaxes ?? [])]
    .map((tax) => ({ taxRate: tax.taxRate, tax: tax.tax }))
    .sort((a, b) => a.taxRate - b.taxRate);
  const totalTax = sumOf(taxes, (tax) => tax.tax);
  const totalPriceMinusDiscount = round(positionPriceWithoutDiscounts - totalDiscount);
  const totalPriceWithDiscounts = cart.price.totalPrice;
  return {
    gross,
    positionPriceWithoutDiscounts,
    positionListPrice,
    totalDiscount,
    totalPriceMinusDiscount,
    positionPriceWithTax: gross ? totalPriceMinusDiscount : round(totalPriceMinusDiscount + totalTax - shippingTax),
    totalShippingCost,
    totalTax,
    taxes,
    totalPriceWithoutShipping: round(totalPriceWithDiscounts - totalShippingCost - (gross ? 0 : shippingTax)),
    totalPriceWithDiscounts,
    netPrice: cart.price.netPrice,
  };
}
