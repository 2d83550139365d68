import { Link } from "react-router";
import { lineItemDeliveryText } from "../catalog/delivery-information";
import { KeepTogether } from "../catalog/KeepTogether";
import { usePriceFormat } from "../catalog/price";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { useI18n } from "../i18n/context";
import { safeReturnPath } from "../lib/return-path";
import { plural } from "../i18n/plural";
import { useLocalePath } from "../state/site";
import type { CartLineItem } from "./store-api";
import { listPriceSaving, printLineItem, type PrintLineItem, variantOptionsOf } from "./line-items";
import { QuantityControl } from "./QuantityControl";
import { RemoveLineItem } from "./RemoveLineItem";

/** The editor link of a project (the cart links to the editor with fromCart set); only ever a path of this shop. */
const editorLink = (print: PrintLineItem) => {
  const path = print.projectPath ? safeReturnPath(print.projectPath, "") : "";
  return path ? `${path}${path.includes("?") ? "&" : "?"}fromCart=1` : null;
};

function PrintDetails({ print }: { print: PrintLineItem }) {
  const { t, locale } = useI18n();
  const localePath = useLocalePath();
  const link = editorLink(print);
  // The option children carry the project's page count too (the same for all), when the line's fields do not.
  const pages = print.pageCount ?? print.options.find((option) => option.pageCount)?.pageCount ?? null;
  return (
    <>
      {print.options.length ? (
        <ul className="cart-line__options">
          {print.options.map((option) => (
            <li key={option.attrName}>
              {option.attrName}: {option.translatedAttrValue}
            </li>
          ))}
        </ul>
      ) : null}
      <span className="cart-line__meta">
        {pages ? `${plural(t, locale, "cart.print.pages", pages)} · ` : null}
        {t("cart.print.printsTotal", { count: String(print.printsTotalCount) })}
      </span>
      {/* A document load: the editor page brings its own Content-Security-Policy (the editor's origin). */}
      {link ? (
        <Link reloadDocument className="cart-line__edit" to={localePath(link)}>
          {t("cart.print.edit")}
        </Link>
      ) : null}
    </>
  );
}

/** The line's picture: the product's cover, else the project's thumbnail, else none. */
function lineImage(item: CartLineItem, print: PrintLineItem | null, label: string) {
  if (item.cover) return <ResponsiveImage media={item.cover} alt={item.cover.alt || label} sizes="80px" />;
  if (print?.thumbnailUrl) return <img src={print.thumbnailUrl} alt={label} width={80} height={80} loading="lazy" />;
  return null;
}

/**
 * An ordinary or a print/telephony line: picture, label linked to the product (or
 * the project's name), options and remove; under them one row with the quantity within the product's
 * rules or the family's steps and the total price (unit price, list price with saving only when above
 * the unit price, under it). One row keeps a line short on a phone.
 */
export function CartLineItemView({ item, compact = false }: { item: CartLineItem; compact?: boolean }) {
  const { t, locale } = useI18n();
  const format = usePriceFormat();
  const localePath = useLocalePath();
  const print = printLineItem(item);
  const label = item.label ?? "";
  const saving = listPriceSaving(item);
  const productPath = !print && item.referencedId ? localePath(`/detail/${item.referencedId}/`) : null;
  const quantity = item.quantity ?? 1;
  const delivery = lineItemDeliveryText(t, locale, item.deliveryInformation, quantity);
  return (
    <li className={`cart-line${compact ? " cart-line--compact" : ""}`}>
      <div className="cart-line__image">{lineImage(item, print, label)}</div>
      <div className="cart-line__info">
        {productPath ? (
          <Link to={productPath} className="cart-line__label">
            {label}
          </Link>
        ) : (
          <span className="cart-line__label">{label}</span>
        )}
        {variantOptionsOf(item.payload).map((option) => (
          <span key={option.group} className="cart-line__meta">
            {option.group}: {option.option}
          </span>
        ))}
        {print && !compact ? <PrintDetails print={print} /> : null}
        {delivery ? (
          <span className="cart-line__delivery">
            <KeepTogether text={delivery} part={item.deliveryInformation?.deliveryTime?.name} />
          </span>
        ) : null}
        {item.removable === false ? null : <RemoveLineItem id={item.id} label={label} />}
      </div>
      {/* One row under the line, even at 320 px: the quantity and the price. */}
      <div className="cart-line__buy">
        {print && !print.quantityEditable ? (
          <span className="cart-line__meta">{t("cart.quantity", { quantity: String(quantity) })}</span>
        ) : (
          <QuantityControl item={item} label={label} steps={print?.quantitySteps} />
        )}
        {item.price ? (
          <div className="cart-line__prices">
            <strong className="cart-line__total">{format(item.price.totalPrice)}</strong>
            {quantity > 1 || saving ? (
              <span className="cart-line__unit">{t("cart.unitPrice", { price: format(item.price.unitPrice) })}</span>
            ) : null}
            {saving ? (
              <span className="cart-line__list">
                <span className="visually-hidden">{t("cart.listPrice")} </span>
                <s>{format(saving.price)}</s>{" "}
                {t("cart.saving", { amount: format(saving.saving), percentage: String(Math.round(saving.percentage)) })}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
