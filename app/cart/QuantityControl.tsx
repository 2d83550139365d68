import { useId } from "react";
import { useI18n } from "../i18n/context";
import type { CartLineItem } from "../store-api/cart";
import { useCartFetcher } from "./cart-fetcher";
import { quantityRule, steppedQuantity } from "./line-items";

const Fields = ({ id }: { id: string }) => (
  <>
    <input type="hidden" name="intent" value="change-quantity" />
    <input type="hidden" name="lineItemId" value={id} />
  </>
);

/**
 * A line's quantity: "−" and "+" on the product's steps within its limits, or the print family's
 * quantity steps as a select, or a number field. Each is a small form of its own, so they work
 * without JavaScript; with it they share the line's fetcher, whose latest form is what shows.
 */
export function QuantityControl({ item, label, steps }: { item: CartLineItem; label: string; steps?: number[] }) {
  const { t } = useI18n();
  const inputId = useId();
  const { fetcher, action, result } = useCartFetcher(`cart-quantity-${item.id}`);
  const quantity = item.quantity ?? 1;
  const rule = quantityRule(item);
  const error = result && !result.ok ? (result.formError ?? result.fieldErrors?.["quantity"] ?? null) : null;
  const submitOnChange = (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => event.currentTarget.form?.requestSubmit();

  if (steps && steps.length > 0) {
    const options = steps.includes(quantity) ? steps : [...steps, quantity].sort((a, b) => a - b);
    return (
      <fetcher.Form method="post" action={action} className="quantity quantity--steps">
        <Fields id={item.id} />
        <label htmlFor={inputId}>{t("cart.quantityLabel")}</label>
        <select key={quantity} id={inputId} name="quantity" defaultValue={quantity} onChange={submitOnChange} aria-label={t("cart.quantityOf", { label })}>
          {options.map((step) => (
            <option key={step} value={step}>
              {step}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button--small">
            {t("cart.update")}
          </button>
        </noscript>
        {error ? <p className="field-error">{t(error)}</p> : null}
      </fetcher.Form>
    );
  }

  const less = steppedQuantity(rule, quantity, -1);
  const more = steppedQuantity(rule, quantity, 1);
  return (
    <div className="quantity">
      <fetcher.Form method="post" action={action}>
        <Fields id={item.id} />
        <input type="hidden" name="quantity" value={less} />
        <button type="submit" className="quantity__step" disabled={less === quantity} aria-label={t("cart.decrease", { label })}>
          −
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" action={action}>
        <Fields id={item.id} />
        <input
          // A new quantity from the shop (or another tab) replaces what the field showed.
          key={quantity}
          className="quantity__input"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={rule.min}
          max={rule.max}
          step={rule.step}
          defaultValue={quantity}
          aria-label={t("cart.quantityOf", { label })}
          onBlur={(event) => event.currentTarget.value !== String(quantity) && event.currentTarget.form?.requestSubmit()}
        />
        <noscript>
          <button type="submit" className="button button--small">
            {t("cart.update")}
          </button>
        </noscript>
      </fetcher.Form>
      <fetcher.Form method="post" action={action}>
        <Fields id={item.id} />
        <input type="hidden" name="quantity" value={more} />
        <button type="submit" className="quantity__step" disabled={more === quantity} aria-label={t("cart.increase", { label })}>
          +
        </button>
      </fetcher.Form>
      {error ? <p className="field-error quantity__error">{t(error)}</p> : null}
    </div>
  );
}
