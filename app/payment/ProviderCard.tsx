import { useI18n } from "../i18n/context";
import { cardOptions } from "./card-setup";
import { ProviderFieldset } from "./ProviderFieldset";
import { useProviderComponent } from "./use-provider-component";

/** How long the provider's secured fields may take to set up before the shopper is told (the SDK's own limit is 6 s per field). */
const CONFIG_TIMEOUT_MS = 20_000;

const BRAND_NAMES: Readonly<Record<string, string>> = { visa: "Visa", mc: "Mastercard", amex: "American Express" };

/**
 * The provider's own card form: the payment SDK's Card component (@adyen/adyen-web), whose number,
 * expiry and security code are secured fields, the provider's iframes, so the card never touches this
 * page or the Worker (PCI DSS SAQ A). The SDK loads when this form shows (checkout, payment failure),
 * never with another page. Its state data (the encrypted fields, the name, the browser's details for
 * 3-D Secure) goes with the order form `formId` in a hidden field once the component says it is valid;
 * until then the order form is not sent and the component shows what is missing at its fields.
 * Without JavaScript the shopper is told so, and can choose another method.
 */
export function ProviderCard({ formId, brands }: { formId: string; brands: readonly string[] }) {
  const { t } = useI18n();
  const component = useProviderComponent(
    formId,
    brands,
    ({ sdk: { Card }, checkout }, setup, events, node) =>
      new Card(checkout, {
        ...cardOptions(setup),
        onConfigSuccess: events.onReady,
        onChange: events.onChange,
      }).mount(node),
    CONFIG_TIMEOUT_MS,
  );

  return (
    <ProviderFieldset
      formId={formId}
      component={component}
      legend={t("payment.card.legend")}
      needsScript={t("payment.card.needsScript")}
      unavailable={t("payment.card.unavailable")}
      note={t("payment.card.encrypted")}
    >
      <p className="card-fields__brands">
        {t("payment.card.brands", { brands: brands.map((b) => BRAND_NAMES[b] ?? b).join(", ") })}
      </p>
    </ProviderFieldset>
  );
}
