import { Link, useLoaderData } from "react-router";
import { useI18n } from "../app/i18n/context";
import { OrderFacts } from "../app/order/OrderFacts";
import { useOrderFormat } from "../app/order/order-format";
import { CancelPayment } from "../app/payment/CancelPayment";
import { latestTransaction } from "../app/payment/failure-reason";
import { PayAgain } from "../app/payment/PayAgain";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./payment-failure.loader";
import { CardForm, DirectDebitForm, PageActionStep } from "../app/payment/ProviderState";
import { pageActionKey } from "../app/payment/page-action-key";

/** The card and direct debit forms and the steps in the page are islands: loaded with the screen's code before a client navigation shows them (app/framework/create-routes). */
export const islands = [CardForm, DirectDebitForm, PageActionStep];

/**
 * /payment-failure/: why the payment did not go through, the order it belongs to, and
 * the ways on: pay again with the same or another method, give up the open payment, or leave it for
 * later (the order stays in the account, payable from there). A payment waiting for a step in the
 * page (the bank's check, PayPal's approval) shows that step first: the payment is not failed yet.
 */
export default function PaymentFailureScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const data = useLoaderData<typeof loader>();
  const { order } = data;
  const format = useOrderFormat(order.currency?.isoCode);
  const latest = latestTransaction(order);
  const transactionId = latest?.id ?? null;
  const amount = format.price(latest?.amount?.totalPrice ?? order.amountTotal ?? 0);
  const payableAgain = data.payable && data.methods.length > 0;
  const { pageAction } = data;
  // The step's texts: the bank's check, or PayPal's approval.
  const step = pageAction?.type === "sdk" ? "paypal" : "authentication";
  return (
    <div className="page payment-failure">
      {pageAction ? (
        <>
          <h1 className="page__title">{t(`payment.${step}.heading`)}</h1>
          <p className="payment-authentication__intro">{t(`payment.${step}.intro`)}</p>
          {/* Keyed by the step: the bank's challenge after the fingerprint starts afresh. */}
          <PageActionStep
            key={pageActionKey(pageAction)}
            orderId={order.id}
            action={pageAction}
            amount={{
              total: latest?.amount?.totalPrice ?? order.amountTotal ?? 0,
              currency: order.currency?.isoCode ?? "EUR",
            }}
            payPalConfiguration={data.payPalConfiguration}
            submitKey={data.submitKey}
          />
        </>
      ) : (
        <>
          <h1 className="page__title">{t("pageTitle.paymentFailure")}</h1>
          <p className="notice notice--danger payment-failure__reason">{t(`payment.reason.${data.reason}`)}</p>
        </>
      )}
      <OrderFacts order={order} date={format.date} className="payment-failure__facts">
        <div>
          <dt>{t("payment.orderNumber")}</dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>{t("payment.amount")}</dt>
          <dd>{amount}</dd>
        </div>
      </OrderFacts>
      {payableAgain ? (
        // Keyed by the payment shown: after another refusal the form (and the card's fields) start afresh.
        <PayAgain
          key={`${transactionId}:${data.chosenMethodId}`}
          orderId={order.id}
          transactionId={transactionId}
          methods={data.methods}
          chosen={data.chosenMethodId}
          cardBrands={data.cardBrands}
          amount={amount}
          submitKey={data.submitKey}
          heading={pageAction ? t(`payment.${step}.otherWay`) : undefined}
        />
      ) : null}
      {/* An unreachable provider's reason asks to try again: "cannot be paid again" would contradict it. */}
      {!payableAgain && data.reason !== "unavailable" ? <p>{t("payment.notPayable")}</p> : null}
      {data.cancellable ? <CancelPayment orderId={order.id} /> : null}
      <nav aria-label={t("orderSuccess.linksLabel")} className="payment-failure__links">
        <Link className="button" to={localePath(`/account/orders/${order.id}/`)}>
          {t("orderSuccess.toOrder")}
        </Link>
        <Link className="button" to={localePath("/")}>
          {t("orderSuccess.toShop")}
        </Link>
      </nav>
    </div>
  );
}
