import { useEffect, useId, useRef, type FormEvent } from "react";
import { useI18n } from "../i18n/context";
import type { CartLineItem } from "./store-api";
import { useCartFetcher } from "./cart-fetcher";
import { parseQuantity, quantityRule, steppedQuantity } from "./quantity";
import * as INTENT from "../forms/intents";

const Fields = ({ id }: { id: string }) => (
  <>
    <input type="hidden" name="intent" value={INTENT.changeQuantity} />
    <input type="hidden" name="lineItemId" value={id} />
  </>
);

/**
 * A line's quantity: "−" and "+" on the product's steps within its limits, or the print family's
 * quantity steps as a select, or a number field. Each is a small form of its own, so they work
 * without JavaScript; with it they share the line's fetcher, whose latest form is what shows (a
 * click sent while an earlier one waits replaces it).
 */
export function QuantityControl({ item, label, steps }: { item: CartLineItem; label: string; steps?: number[] }) {
  const { t } = useI18n();
  const id = useId();
  const { fetcher, action, result } = useCartFetcher(`cart-quantity-${item.id}`);
  const field = useRef<HTMLInputElement>(null);
  const quantity = item.quantity ?? 1;
  const rule = quantityRule(item);
  const error = result && !result.ok ? (result.formError ?? result.fieldErrors?.["quantity"] ?? null) : null;
  const describedBy = error ? `${id}-error` : undefined;
  const send = (next: number) =>
    fetcher.submit(
      { intent: INTENT.changeQuantity, lineItemId: item.id, quantity: String(next) },
      { method: "post", action },
    );

  // A quantity from the shop (or another tab) replaces what the field shows, unless the shopper is typing in it.
  useEffect(() => {
    if (field.current && document.activeElement !== field.current) field.current.value = String(quantity);
  }, [quantity]);

  // "−" and "+" step from what the field holds right now: a typed quantity not yet answered counts.
  const step = (direction: -1 | 1) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = field.current ? parseQuantity(field.current.value) : quantity;
    const next = steppedQuantity(rule, current, direction);
    if (field.current) field.current.value = String(next);
    if (next !== quantity || current !== quantity) void send(next);
  };

  const errorText = error ? (
    <p id={`${id}-error`} className="field-error quantity__error" role="alert">
      {t(error)}
    </p>
  ) : null;

  if (steps && steps.length > 0) {
    const options = steps.includes(quantity) ? steps : [...steps, quantity].sort((a, b) => a - b);
    return (
      <fetcher.Form method="post" action={action} className="quantity quantity--steps">
        <Fields id={item.id} />
        <label htmlFor={`${id}-steps`}>{t("cart.quantityLabel")}</label>
        <select
          id={`${id}-steps`}
          name="quantity"
          value={quantity}
          onChange={(event) => void send(Number(event.currentTarget.value))}
          aria-label={t("cart.quantityOf", { label })}
          aria-describedby={describedBy}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="button button--small">
            {t("cart.update")}
          </button>
        </noscript>
        {errorText}
      </fetcher.Form>
    );
  }

  const less = steppedQuantity(rule, quantity, -1);
  const more = steppedQuantity(rule, quantity, 1);
  return (
    <div className="quantity">
      <fetcher.Form method="post" action={action} onSubmit={step(-1)}>
        <Fields id={item.id} />
        <input type="hidden" name="quantity" value={less} />
        <button
          type="submit"
          className="quantity__step"
          disabled={less === quantity}
          aria-label={t("cart.decrease", { label })}
        >
          −
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" action={action}>
        <Fields id={item.id} />
        <input
          ref={field}
          className="quantity__input"
          name="quantity"
          type="number"
          inputMode="numeric"
          min={rule.min}
          max={rule.max}
          step={rule.step}
          defaultValue={quantity}
          aria-label={t("cart.quantityOf", { label })}
          aria-describedby={describedBy}
          onBlur={(event) =>
            event.currentTarget.value !== String(quantity) && event.currentTarget.form?.requestSubmit()
          }
        />
        <noscript>
          <button type="submit" className="button button--small">
            {t("cart.update")}
          </button>
        </noscript>
      </fetcher.Form>
      <fetcher.Form method="post" action={action} onSubmit={step(1)}>
        <Fields id={item.id} />
        <input type="hidden" name="quantity" value={more} />
        <button
          type="submit"
          className="quantity__step"
          disabled={more === quantity}
          aria-label={t("cart.increase", { label })}
        >
          +
        </button>
      </fetcher.Form>
      {errorText}
    </div>
  );
}
