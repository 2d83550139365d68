import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import type { Product } from "./store-api";
import type { Schemas } from "../store-api/operations";
import { useLocalePath } from "../state/site";
import { useSingleSubmit } from "../forms/use-single-submit";
import { ProductJsonLd } from "../seo/ProductJsonLd";
import { type Availability as AvailabilityState, availabilityText, productAvailability } from "./delivery-information";
import { KeepTogether } from "./KeepTogether";
import { useGrossPrices, usePriceFormat } from "./price";
import { ProductPrice } from "./ProductPrice";
import { VariantConfigurator } from "./variants/island";
import * as INTENT from "../forms/intents";

type Custom = { pbx_product_type?: string; pbx_pbx2_product_family_id?: string; pbx_editor_module_id?: string };

/** The editor entry of a print or telephony product (spec: pbx_product), or null for ordinary products. */
export function editorEntry(product: Product): { productFamilyId: string; moduleId: string } | null {
  const custom = (product.customFields ?? {}) as Custom;
  if (custom.pbx_product_type !== "pbx_product" || !custom.pbx_pbx2_product_family_id) return null;
  return { productFamilyId: custom.pbx_pbx2_product_family_id, moduleId: custom.pbx_editor_module_id ?? "" };
}

/** The availability line's look: sold out, back in stock soon, or to be had (with or without a delivery time). */
const AVAILABILITY_MODIFIER: Record<AvailabilityState["kind"], string> = {
  available: "in",
  plain: "in",
  restock: "restock",
  soldOut: "out",
};

/** Stock and delivery as a shopper reads them, in Shopware's words (its delivery-information template). */
function Availability({ product }: { product: Product }) {
  const { t, locale } = useI18n();
  const availability = productAvailability(product);
  const stock = product.stock ?? product.availableStock ?? 0;
  const modifier = AVAILABILITY_MODIFIER[availability.kind];
  return (
    <>
      {product.shippingFree ? <p className="availability availability--free">{t("product.shippingFree")}</p> : null}
      <p className={`availability availability--${modifier}`}>
        <KeepTogether
          text={availabilityText(t, locale, availability)}
          part={"deliveryTime" in availability ? availability.deliveryTime : null}
        />
        {product.isCloseout && stock > 0 && stock < 10 ? ` · ${t("product.onlyLeft", { count: String(stock) })}` : null}
      </p>
    </>
  );
}

/**
 * Whether the element has been scrolled past (out of view above): the buy bar's cue. Without
 * JavaScript, or without an IntersectionObserver, it never is, and the bar stays away.
 */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * The buy box: price, graduated prices, availability, a variant's configurator, and the quantity
 * with "add to cart" (or the editor entry).
 */
export function BuyBox({
  product,
  configurator,
}: {
  product: Product;
  configurator?: Schemas["PropertyGroup"][] | null;
}) {
  const { t } = useI18n();
  const id = useId();
  const format = usePriceFormat();
  const localePath = useLocalePath();
  const gross = useGrossPrices();
  // Its own fetcher: the add's pending state and answer belong to this form.
  const addToCart = useFetcher({ key: `add-to-cart-${product.id}` });
  const min = Math.max(1, product.minPurchase ?? 1);
  const step = Math.max(1, product.purchaseSteps ?? 1);
  const max = Math.max(min, product.calculatedMaxPurchase ?? product.maxPurchase ?? 100);
  const editor = editorEntry(product);
  const soldOut = product.isCloseout === true && (product.availableStock ?? product.stock ?? 0) <= 0;
  const graduated = product.calculatedPrices ?? [];
  const adding = addToCart.state !== "idle";
  const sendOnce = useSingleSubmit(addToCart.state);
  const action = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const scrolledPast = useScrolledPast(action);
  const editorUrl = editor
    ? `${localePath("/editor/")}?productFamilyId=${encodeURIComponent(editor.productFamilyId)}&moduleId=${encodeURIComponent(editor.moduleId)}`
    : null;

  return (
    <>
      <div className="buy-box">
        <ProductPrice product={product} size="large" graduatedAsFrom={false} />
        {graduated.length > 1 ? (
          <table className="graduated-prices">
            <caption className="visually-hidden">{t("product.graduatedPrices")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("product.quantity")}</th>
                <th scope="col">{t("product.unitPrice")}</th>
              </tr>
            </thead>
            <tbody>
              {graduated.map((price, index) => {
                const from = index === 0 ? 1 : (graduated[index - 1]!.quantity ?? 0) + 1;
                const to = price.quantity;
                const last = index === graduated.length - 1;
                return (
                  <tr key={index}>
                    <td>
                      {last
                        ? t("product.fromQuantity", { quantity: String(from) })
                        : t("product.quantityRange", { from: String(from), to: String(to) })}
                    </td>
                    <td>{format(price.unitPrice)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
        <p className="buy-box__tax">{t(gross ? "product.taxHint" : "product.taxHintNet")}</p>
        <Availability product={product} />
        {configurator?.length && product.parentId ? (
          <VariantConfigurator product={product} groups={configurator} />
        ) : null}
        {editorUrl ? (
          // A document load: the editor page's Content-Security-Policy (the editor's origin) comes with its own HTML.
          <Link ref={action} reloadDocument className="button button--primary buy-box__design" to={editorUrl}>
            {t("product.designNow")}
          </Link>
        ) : (
          // Posts to the cart's action: with JavaScript the page stays, without it the shop answers and sends the shopper back here.
          <addToCart.Form
            id={`${id}-form`}
            method="post"
            action={localePath("/cart/")}
            className="buy-box__form"
            onSubmit={sendOnce}
          >
            <input type="hidden" name="intent" value={INTENT.addToCart} />
            <input type="hidden" name="productId" value={product.id} />
            <label htmlFor={`${id}-qty`}>{t("product.quantity")}</label>
            <input
              id={`${id}-qty`}
              name="quantity"
              className="buy-box__quantity"
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={step}
              defaultValue={min}
              disabled={soldOut}
              required
            />
            <button ref={action} type="submit" className="button button--primary" disabled={soldOut || adding}>
              {adding ? t("product.adding") : t("product.addToCart")}
            </button>
          </addToCart.Form>
        )}
        <p className="buy-box__number">{t("product.number", { number: product.productNumber })}</p>
        <ProductJsonLd product={product} />
      </div>
      {soldOut ? null : (
        // On phones, once the buy button has scrolled away: the price and the same button again. It
        // submits the buy box's own form (its quantity included), so there is one way to the cart. Beside
        // the buy box, not in it: what is said of the buy box (its price, its button) is said once.
        <div className="buy-bar" hidden={!scrolledPast}>
          <ProductPrice product={product} graduatedAsFrom={false} />
          {editorUrl ? (
            <Link reloadDocument className="button button--primary" to={editorUrl}>
              {t("product.designNow")}
            </Link>
          ) : (
            <button type="submit" form={`${id}-form`} className="button button--primary" disabled={adding}>
              {adding ? t("product.adding") : t("product.addToCart")}
            </button>
          )}
        </div>
      )}
    </>
  );
}
