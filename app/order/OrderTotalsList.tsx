import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import type { OrderDetail } from "./store-api";
import { orderTotals } from "./totals";

function Row({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Subtotal, discounts, shipping, taxes and total, gross or net as the order was calculated (price.taxStatus). */
export function OrderTotalsList({ order, format }: { order: OrderDetail; format: (value: number) => string }) {
  const { t } = useI18n();
  const totals = orderTotals(order);
  return (
    <dl className="order-totals">
      <Row term={totals.gross ? t("cart.subtotal") : t("cart.subtotalNet")}>{format(totals.subtotal)}</Row>
      {totals.discount > 0.004 ? <Row term={t("cart.discounts")}>−{format(totals.discount)}</Row> : null}
      <Row term={t("account.orders.shippingCosts")}>{format(totals.shipping)}</Row>
      {totals.gross ? null : <Row term={t("cart.totalNet")}>{format(totals.netPrice)}</Row>}
      {totals.taxes.map((tax) => (
        <Row
          key={tax.taxRate}
          term={t(totals.gross ? "cart.taxIncluded" : "cart.taxAdded", { rate: String(tax.taxRate) })}
        >
          {format(tax.tax)}
        </Row>
      ))}
      <Row term={t("cart.total")} className="order-totals__total">
        {format(totals.total)}
      </Row>
    </dl>
  );
}
