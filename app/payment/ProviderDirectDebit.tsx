import { useI18n } from "../i18n/context";
import { ProviderFieldset } from "./ProviderFieldset";
import { useProviderComponent } from "./use-provider-component";

/**
 * A SEPA direct debit's details in the provider's own form: the payment SDK's SepaDirectDebit component
 * (the account holder and the IBAN), loaded when this form shows, as the card's is. Its state data goes
 * with the order form `formId` once the component says it is valid; the provider checks the account.
 * Without JavaScript the shopper is told so, and can choose another method.
 */
export function ProviderDirectDebit({ formId }: { formId: string }) {
  const { t } = useI18n();
  const component = useProviderComponent(
    formId,
    [],
    ({ sdk: { SepaDirectDebit }, checkout }, _setup, events, node) =>
      new SepaDirectDebit(checkout, { showPayButton: false, onChange: events.onChange }).mount(node),
    null,
  );

  return (
    <ProviderFieldset
      formId={formId}
      component={component}
      legend={t("payment.directDebit.legend")}
      needsScript={t("payment.directDebit.needsScript")}
      unavailable={t("payment.directDebit.unavailable")}
      note={t("payment.directDebit.mandate")}
    />
  );
}
