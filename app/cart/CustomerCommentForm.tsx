import { useId } from "react";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { CUSTOMER_COMMENT_MAX } from "./customer-comment";
import { useCartFetcher } from "./cart-fetcher";
import * as INTENT from "../forms/intents";

/** The customer's comment for the order (cartSettings.showCustomerComment), kept until checkout sends it. */
export function CustomerCommentForm({ value }: { value: string }) {
  const { t } = useI18n();
  const id = useId();
  const { fetcher, action, busy } = useCartFetcher("cart-customer-comment");
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, INTENT.customerComment);
  const error = result && !result.ok ? (result.fieldErrors?.["customerComment"] ?? result.formError ?? null) : null;
  return (
    <fetcher.Form method="post" action={action} className="customer-comment">
      <input type="hidden" name="intent" value={INTENT.customerComment} />
      <label htmlFor={`${id}-comment`}>{t("cart.comment.label")}</label>
      <textarea
        id={`${id}-comment`}
        name="customerComment"
        rows={3}
        maxLength={CUSTOMER_COMMENT_MAX}
        defaultValue={result?.values?.["customerComment"] ?? value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t("cart.comment.hint", { max: String(CUSTOMER_COMMENT_MAX) })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      {result?.ok ? (
        <p className="field-hint" role="status">
          {t("cart.comment.saved")}
        </p>
      ) : null}
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t("cart.comment.save")}
      </button>
    </fetcher.Form>
  );
}
