import { useFetcher } from "react-router";
import { CUSTOMER_COMMENT_MAX } from "../cart/customer-comment";
import { Field } from "../components/Field";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../lib/use-intent-result";
import { useSingleSubmit } from "../lib/use-single-submit";
import { useLocalePath, useSiteConfig } from "../state/site";

/**
 * The order: the comment (when the shop asks for one), the terms, and "place order" with the total
 * the shopper sees: the action places it only on that total (a changed cart is shown again instead).
 * Sent once however often it is clicked; the shop's refusal and our checks show above the button.
 */
export function PlaceOrder({ id, total, comment }: { id: string; total: number; comment: string }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const config = useSiteConfig();
  const fetcher = useFetcher({ key: "place-order" });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, "place-order");
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form id={id} method="post" action={localePath("/checkout/")} className="checkout-order" onSubmit={sendOnce}>
      <input type="hidden" name="intent" value="place-order" />
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
          <input type="checkbox" name="tos" value="1" required aria-describedby={result?.fieldErrors?.["tos"] ? "checkout-tos-error" : undefined} />
          {t("checkout.tos")}
        </label>
        {result?.fieldErrors?.["tos"] ? (
          <p className="form-field__error" id="checkout-tos-error">
            {t(result.fieldErrors["tos"])}
          </p>
        ) : null}
      </div>
      {result?.formError ? (
        <p className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary checkout-order__submit" disabled={busy}>
        {busy ? t("checkout.placing") : t("checkout.placeOrder")}
      </button>
    </fetcher.Form>
  );
}
