import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { useSingleSubmit } from "../forms/use-single-submit";
import { useDomain } from "../state/site";
import { paymentPages } from "./payment-pages";
import * as INTENT from "../forms/intents";

/** The provider's open payment given up (cancel-payment); the shop's refusal shows under the button. */
export function CancelPayment({ orderId }: { orderId: string }) {
  const { t } = useI18n();
  const domain = useDomain();
  const fetcher = useFetcher({ key: "cancel-payment" });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, INTENT.cancelPayment);
  const sendOnce = useSingleSubmit(fetcher.state);
  return (
    <fetcher.Form
      method="post"
      action={paymentPages({ domain }, orderId).failure}
      className="payment-cancel"
      onSubmit={sendOnce}
    >
      <input type="hidden" name="intent" value={INTENT.cancelPayment} />
      <input type="hidden" name="orderId" value={orderId} />
      <p>{t("payment.cancelHint")}</p>
      {result?.formError ? (
        <p className="form-error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t("payment.cancel")}
      </button>
    </fetcher.Form>
  );
}
