import type { OrderDetail } from "./store-api";

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
  // The order's own lines (a print option child is part of its parent's price), split as orderLines
  // splits them: promotions by their type. Told here without the payloads (no zod in the screens' first load).
  const lines = (order.lineItems ?? []).filter((item) => !item.parentId);
  const sum = (kind: "promotion" | "goods") =>
    round(
      lines
        .filter((item) => (kind === "promotion") === (item.type === "promotion"))
        .reduce((total, item) => total + (item.totalPrice ?? 0), 0),
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
