import { useEffect, useId, useRef } from "react";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { useSingleSubmit } from "../forms/use-single-submit";
import { useCartFetcher } from "./cart-fetcher";
import * as INTENT from "../forms/intents";

/** A promotion code; its errors land at the field, its messages as notices. */
export function PromotionCodeForm() {
  const { t } = useI18n();
  const id = useId();
  const { fetcher, action, busy } = useCartFetcher("cart-promotion-code");
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, INTENT.addPromotionCode);
  const error = result && !result.ok ? (result.fieldErrors?.["code"] ?? result.formError ?? null) : null;
  const sendOnce = useSingleSubmit(fetcher.state);
  const field = useRef<HTMLInputElement>(null);
  // An added code is cleared; one that failed stays to be corrected.
  useEffect(() => {
    if (result?.ok && field.current) field.current.value = "";
  }, [result]);
  return (
    <fetcher.Form method="post" action={action} className="promotion-form" onSubmit={sendOnce}>
      <input type="hidden" name="intent" value={INTENT.addPromotionCode} />
      <label htmlFor={`${id}-code`}>{t("cart.promotion.label")}</label>
      <div className="promotion-form__row">
        <input
          ref={field}
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          maxLength={100}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t("cart.promotion.add")}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
