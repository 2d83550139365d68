import { Form } from "react-router";
import { usePriceFormat } from "../catalog/price";
import { CUSTOMER_COMMENT_MAX } from "../cart/customer-comment";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useDocumentSubmit } from "../forms/use-document-submit";
import { useIntentResult } from "../forms/use-intent-result";
import { useLocalePath, useSiteConfig } from "../state/site";
import * as INTENT from "../forms/intents";

/**
 * The order: the comment (when the shop asks for one), the terms, and "place order" with the total
 * the shopper sees: the action places it only on that total (a changed cart is shown again instead).
 * Sent once however often it is clicked; the shop's refusal and our checks show above the button.
 *
 * Posted to the Worker, like every form (decision 021): there the submit ledger lets one post per
 * idempotency key (`submitKey`, made with the page) place the order, whatever the browser does
 * (two tabs, a double click before hydration). A refusal comes back with its errors, shown here.
 *
 * The button and the total are a bar that sticks to the bottom of the screen while the steps scroll
 * by (checkout.css: the form lays out its children in the steps' column, so the bar's sticky range
 * is the whole column) and rests at the form's end: one button, so one order per click as before.
 */
export function PlaceOrder({
  id,
  total,
  comment,
  submitKey,
}: {
  id: string;
  total: number;
  comment: string;
  submitKey: string;
}) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const localePath = useLocalePath();
  const config = useSiteConfig();
  const result = useIntentResult(null, INTENT.placeOrder);
  const { busy, onSubmit } = useDocumentSubmit();
  const formError = result?.formError ?? result?.fieldErrors?.["idempotencyKey"];
  return (
    <Form id={id} method="post" action={localePath("/checkout/")} className="checkout-order" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={INTENT.placeOrder} />
      <input type="hidden" name="idempotencyKey" value={submitKey} />
      <input type="hidden" name="expectedTotal" value={total.toFixed(2)} />
      {config.cart.showCustomerComment ? (
        <Field
          label={t("checkout.comment")}
          name="customerComment"
          multiline
          maxLength={CUSTOMER_COMMENT_MAX}
          defaultValue={result?.values?.["customerComment"] ?? comment}
          error={result?.fieldErrors?.["customerComment"]}
        />
      ) : null}
      <div className={`form-field form-field--check${result?.fieldErrors?.["tos"] ? " has-error" : ""}`}>
        <label>
          <input
            type="checkbox"
            name="tos"
            value="1"
            required
            aria-describedby={result?.fieldErrors?.["tos"] ? "checkout-tos-error" : undefined}
          />
          {t("checkout.tos")}
        </label>
        {result?.fieldErrors?.["tos"] ? (
          <p className="form-field__error" id="checkout-tos-error">
            {t(result.fieldErrors["tos"])}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      ) : null}
      <div className="checkout-order__bar">
        <p className="checkout-order__total">
          {t("cart.total")} <strong>{format(total)}</strong>
        </p>
        <button type="submit" className="button button--primary checkout-order__submit" disabled={busy}>
          {busy ? t("checkout.placing") : t("checkout.placeOrder")}
        </button>
      </div>
    </Form>
  );
}
