import type { OrderDetail } from "./store-api";
import { orderLines } from "./line-items";

/**
 * The order's totals in its own basis (price.taxStatus): gross orders read prices with their taxes
 * included, net ones without and the taxes added per rate, as the cart (app/cart/totals) does.
 */
export interface OrderTotals {
  gross: boolean;
  /** Products and projects before promotions. */
  subtotal: number;
  /** The promotions' discounts, as a positive amount. */
  discount: number;
  shipping: number;
  netPrice: number;
  taxes: { taxRate: number; tax: number }[];
  total: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function orderTotals(order: OrderDetail): OrderTotals {
  const lines = orderLines(order.lineItems ?? []);
  const sum = (kind: "promotion" | "goods") =>
    round(
      lines
        .filter((line) => (kind === "promotion") === (line.kind === "promotion"))
        .reduce((total, line) => total + (line.item.totalPrice ?? 0), 0),
    );
  const shipping =
    order.shippingTotal ??
    (order.deliveries ?? []).reduce((total, delivery) => total + (delivery.shippingCosts?.totalPrice ?? 0), 0);
  return {
    gross: order.price.taxStatus !== "net" && order.price.taxStatus !== "tax-free",
    subtotal: sum("goods"),
    discount: -sum("promotion") || 0,
    shipping: round(shipping),
    netPrice: order.price.netPrice,
    taxes: (order.price.calculatedTaxes ?? [])
      .map((tax) => ({ taxRate: tax.taxRate, tax: tax.tax }))
      .sort((a, b) => a.taxRate - b.taxRate),
    total: order.price.totalPrice,
  };
}
