import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { lineItemKind } from "../cart/line-item-kind";
import { printLineItem, variantOptionsOf } from "../cart/line-items";
import type { CartLineItem } from "../cart/store-api";

/** What is bought, read only: every line-item kind (ordinary with a variant's options, print project with its options, promotion) with quantity and total. */
export function CheckoutLines({ lines }: { lines: CartLineItem[] }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const kind = lineItemKind(line);
        const print = kind === "print" ? printLineItem(line) : null;
        return (
          <li key={line.id} className={`checkout-line checkout-line--${kind}`}>
            <span className="checkout-line__label">
              {line.label}
              {print?.options.length ? (
                <span className="checkout-line__options">
                  {print.options.map((o) => `${o.attrName}: ${o.translatedAttrValue}`).join(", ")}
                </span>
              ) : null}
              {kind === "product" && variantOptionsOf(line.payload).length ? (
                <span className="checkout-line__options">
                  {variantOptionsOf(line.payload)
                    .map((o) => `${o.group}: ${o.option}`)
                    .join(", ")}
                </span>
              ) : null}
            </span>
            {kind === "promotion" ? null : (
              <span className="checkout-line__quantity">
                {t("checkout.quantity", { quantity: String(line.quantity) })}
              </span>
            )}
            <span className="checkout-line__total">{format(line.price?.totalPrice ?? 0)}</span>
          </li>
        );
      })}
    </ul>
  );
}
