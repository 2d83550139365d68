import type { ReactNode } from "react";
import { useI18n } from "../i18n/context";
import type { OrderSummary } from "./store-api";
import { OrderStateBadge } from "./OrderStateBadge";

/** An order's date and state (its state machine's technical name), and what a screen adds (the list's total). */
export function OrderFacts({
  order,
  date,
  className,
  children,
}: {
  order: Pick<OrderSummary, "orderDateTime" | "stateMachineState">;
  date: (value: string) => string;
  className: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <dl className={className}>
      <div>
        <dt>{t("account.orders.date")}</dt>
        <dd>
          <time dateTime={order.orderDateTime}>{date(order.orderDateTime)}</time>
        </dd>
      </div>
      <div>
        <dt>{t("account.orders.status")}</dt>
        <dd>
          <OrderStateBadge state={order.stateMachineState} />
        </dd>
      </div>
      {children}
    </dl>
  );
}
