import { ResponsiveImage } from "../components/ResponsiveImage";
import { useI18n } from "../i18n/context";
import type { OrderLineItem } from "./store-api";
import type { PromotionLineItem } from "../cart/line-items";
import type { OrderLine } from "./line-items";

type Format = (value: number) => string;

function Prices({ item, format }: { item: OrderLineItem; format: Format }) {
  const { t } = useI18n();
  return (
    <dl className="order-line__prices">
      <div>
        <dt>{t("account.orders.quantity")}</dt>
        <dd>{item.quantity}</dd>
      </div>
      <div>
        <dt>{t("account.orders.unitPrice")}</dt>
        <dd>{format(item.unitPrice ?? 0)}</dd>
      </div>
      <div className="order-line__total">
        <dt>{t("account.orders.lineTotal")}</dt>
        <dd>{format(item.totalPrice ?? 0)}</dd>
      </div>
    </dl>
  );
}

function Picture({ item }: { item: OrderLineItem }) {
  return (
    <div className="order-line__image">
      {item.cover?.url ? <ResponsiveImage media={item.cover} alt="" sizes="64px" /> : null}
    </div>
  );
}

/** A promotion's discount as the shopper reads it: a percentage as it is, an absolute one as money. */
function promotionValue(promotion: PromotionLineItem, format: Format): string {
  if (promotion.discountType === "percentage") return `${promotion.value} %`;
  return format(Number(promotion.value) || 0);
}

function Line({ line, format }: { line: OrderLine; format: Format }) {
  const { t } = useI18n();
  const { item } = line;
  if (line.kind === "promotion") {
    const promotion = line.promotion;
    const value = promotion ? promotionValue(promotion, format) : null;
    return (
      <li className="order-line order-line--promotion" data-kind="promotion">
        <div className="order-line__image order-line__image--promotion" aria-hidden="true">
          %
        </div>
        <div className="order-line__info">
          <span className="order-line__label">{item.label}</span>
          {promotion ? (
            <span className="order-line__meta">
              {promotion.code ? t("cart.promotion.code", { code: promotion.code }) : t("cart.promotion.automatic")} ·{" "}
              {t(`cart.promotion.type.${promotion.discountType}`, { value: value ?? "" })}
            </span>
          ) : null}
        </div>
        <dl className="order-line__prices">
          <div className="order-line__total">
            <dt>{t("account.orders.discount")}</dt>
            <dd>{format(item.totalPrice ?? 0)}</dd>
          </div>
        </dl>
      </li>
    );
  }
  return (
    <li className={`order-line order-line--${line.kind}`} data-kind={line.kind}>
      <Picture item={item} />
      <div className="order-line__info">
        <span className="order-line__label">{item.label}</span>
        {line.kind === "product" && line.options.length ? (
          <ul className="order-line__options" aria-label={t("account.orders.options")}>
            {line.options.map((option) => (
              <li key={option.group}>
                {option.group}: {option.option}
              </li>
            ))}
          </ul>
        ) : null}
        {line.kind === "print" && line.options.length ? (
          <ul className="order-line__options" aria-label={t("account.orders.options")}>
            {line.options.map((option) => (
              <li key={option.attrName}>
                {option.attrName}: {option.translatedAttrValue}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Prices item={item} format={format} />
    </li>
  );
}

/** Every line of the order by its kind (the loader's orderLines): products, print projects with their options, promotions. */
export function OrderLineItems({ lines, format }: { lines: readonly OrderLine[]; format: Format }) {
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <Line key={line.item.id} line={line} format={format} />
      ))}
    </ul>
  );
}
