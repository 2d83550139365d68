import { island } from "../framework/island";
import { useI18n } from "../i18n/context";
import { useHydrated } from "../lib/use-hydrated";
import { PAYPAL_BUTTON_STATE } from "./paypal-button";

/**
 * The provider's card form as an island: rendered with the page on the server, its code (and, once it
 * shows, the provider's SDK) loads after the first load. The screens that show it declare it, so that a
 * client navigation or choosing a card method never waits for it.
 */
export const CardForm = island(() => import("./ProviderCard").then((m) => m.ProviderCard));

/** A SEPA direct debit's details in the provider's form, an island for the same reasons. */
export const DirectDebitForm = island(() => import("./ProviderDirectDebit").then((m) => m.ProviderDirectDebit));

/** A step of the payment in the page (the bank's check, PayPal's button), an island for the same reasons. */
export const PageActionStep = island(() => import("./ProviderPageAction").then((m) => m.ProviderPageAction));

/** What the provider needs from the shopper for a method of its `type`, sent with the form `formId`. */
export function ProviderState({ formId, type, brands }: { formId: string; type: string; brands: readonly string[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (type === "scheme") return <CardForm formId={formId} brands={brands} />;
  if (type === "sepadirectdebit") return <DirectDebitForm formId={formId} />;
  // PayPal with script running: its button (the provider's SDK) on the payment page; without, PayPal's own page.
  if (type === "paypal" && hydrated)
    return (
      <>
        <p className="card-fields__note">{t("payment.paypal.buttonNote")}</p>
        <input type="hidden" name="stateData" form={formId} value={PAYPAL_BUTTON_STATE} />
      </>
    );
  // A method paid on the provider's own page needs nothing from the shopper here; the action sends its type.
  return <p className="card-fields__note">{t("payment.redirectNote")}</p>;
}
