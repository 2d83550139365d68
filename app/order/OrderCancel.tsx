import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { useSingleSubmit } from "../forms/use-single-submit";
import { useLocalePath } from "../state/site";
import * as INTENT from "../forms/intents";

/**
 * Cancelling an order, offered while it is open, as Shopware's storefront
 * does. A disclosure asks first, which needs no JavaScript; the form posts to the order's own page
 * (post/redirect/get without JavaScript, a fetcher with it: no reload, the page's data read again).
 * The shop's refusal stays on screen after the order moved on and the form is gone.
 */
export function OrderCancel({ orderId, cancellable }: { orderId: string; cancellable: boolean }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: `cancel-order-${orderId}` });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, INTENT.cancelOrder);
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  return (
    <>
      {result && !result.ok ? (
        <p className="form-error" role="alert">
          {t(result.formError ?? "notification.changeFailed")}
        </p>
      ) : null}
      {cancellable ? (
        <details className="order-cancel">
          <summary className="button">{t("account.orders.cancel")}</summary>
          <fetcher.Form
            method="post"
            action={localePath(`/account/orders/${orderId}/`)}
            className="order-cancel__form"
            onSubmit={sendOnce}
          >
            <p>{t("account.orders.cancelQuestion")}</p>
            <input type="hidden" name="intent" value={INTENT.cancelOrder} />
            <input type="hidden" name="orderId" value={orderId} />
            <button type="submit" className="button order-cancel__confirm" disabled={busy}>
              {busy ? t("account.orders.cancelling") : t("account.orders.cancelConfirm")}
            </button>
          </fetcher.Form>
        </details>
      ) : null}
    </>
  );
}
