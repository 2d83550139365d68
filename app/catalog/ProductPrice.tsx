import { useI18n } from "../i18n/context";
import type { Schemas } from "../store-api/operations";
import { usePriceFormat } from "./price";

type CalculatedPrice = Schemas["CalculatedPrice"];
interface PricedProduct {
  calculatedPrice?: CalculatedPrice;
  calculatedPrices?: CalculatedPrice[];
}

/** The lowest unit price of graduated prices: listings show "from" it, as Shopware does. */
export function lowestUnitPrice(product: PricedProduct): { price: CalculatedPrice | undefined; from: boolean } {
  const graduated = product.calculatedPrices ?? [];
  if (graduated.length > 1) {
    const lowest = graduated.reduce((a, b) => (b.unitPrice < a.unitPrice ? b : a));
    return { price: lowest, from: true };
  }
  return { price: product.calculatedPrice ?? graduated[0], from: false };
}

/**
 * A product's price (spec: calculated_price with unitPrice and listPrice): the list price struck
 * through with the saving when it is higher, and the reference price (per litre, per m²) when there is one.
 */
export function ProductPrice({
  product,
  size = "normal",
  graduatedAsFrom = true,
}: {
  product: PricedProduct;
  size?: "normal" | "large";
  graduatedAsFrom?: boolean;
}) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const { price, from } = graduatedAsFrom ? lowestUnitPrice(product) : { price: product.calculatedPrice, from: false };
  if (!price) return null;
  const list = price.listPrice as { price?: number; percentage?: number } | null | undefined;
  const showList = list?.price !== undefined && list.price > price.unitPrice;
  const reference = price.referencePrice as
    | { price?: number; referenceUnit?: number; unitName?: string }
    | null
    | undefined;
  return (
    <div className={`price price--${size}`}>
      <span className={`price__current${showList ? " price__current--reduced" : ""}`}>
        {from ? <span className="price__from">{t("price.from")} </span> : null}
        {format(price.unitPrice)}
      </span>
      {showList ? (
        <>
          {" "}
          <span className="price__list">
            <span className="visually-hidden">{t("price.listPrice")} </span>
            <s>{format(list.price!)}</s>
          </span>
          {list.percentage ? (
            <span className="price__saving">
              {" "}
              {t("price.saving", { percentage: String(Math.round(list.percentage)) })}
            </span>
          ) : null}
        </>
      ) : null}
      {reference?.price ? (
        <span className="price__reference">{`(${format(reference.price)} / ${reference.referenceUnit ?? 1} ${reference.unitName ?? ""})`}</span>
      ) : null}
    </div>
  );
}
