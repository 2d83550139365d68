import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import type { CartLineItem } from "./store-api";
import { promotionLineItem } from "./line-items";
import { RemoveLineItem } from "./RemoveLineItem";
import * as INTENT from "../forms/intents";

/** A promotion: its code, value and type, the discount, and removal unless the code is global. */
export function PromotionLineView({ item }: { item: CartLineItem }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const promotion = promotionLineItem(item);
  if (!promotion) return null;
  const value = promotion.discountType === "percentage" ? `${promotion.value} %` : format(Number(promotion.value) || 0);
  return (
    <li className="cart-line cart-line--promotion">
      <div className="cart-line__image cart-line__image--promotion" aria-hidden="true">
        %
      </div>
      <div className="cart-line__info">
        <span className="cart-line__label">{item.label}</span>
        <span className="cart-line__meta">
          {promotion.code ? t("cart.promotion.code", { code: promotion.code }) : t("cart.promotion.automatic")} ·{" "}
          {t(`cart.promotion.type.${promotion.discountType}`, { value })}
        </span>
      </div>
      <div className="cart-line__buy">
        {promotion.removable ? (
          <RemoveLineItem id={item.id} label={item.label ?? promotion.code} intent={INTENT.removePromotionCode} />
        ) : null}
        <div className="cart-line__prices">
          <strong className="cart-line__total">{format(item.price?.totalPrice ?? 0)}</strong>
        </div>
      </div>
    </li>
  );
}
