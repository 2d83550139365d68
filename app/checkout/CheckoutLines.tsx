import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { lineItemKind } from "../cart/line-item-kind";
import type { CartLineItem } from "../cart/store-api";

/**
 * What is bought, read only: every line-item kind (ordinary with a variant's options, print project with
 * its options, promotion) with quantity and total. `options` are the loader's (checkoutLineOptions).
 */
export function CheckoutLines({ lines, options }: { lines: CartLineItem[]; options: Record<string, string[]> }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  return (
    <ul className="checkout-lines">
      {lines.map((line) => {
        const kind = lineItemKind(line);
        const texts = options[line.id] ?? [];
        return (
          <li key={line.id} className={`checkout-line checkout-line--${kind}`}>
            <span className="checkout-line__label">
              {line.label}
              {texts.length ? <span className="checkout-line__options">{texts.join(", ")}</span> : null}
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
