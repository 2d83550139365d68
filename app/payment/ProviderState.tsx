import { island } from "../framework/island";
import { useI18n } from "../i18n/context";

/**
 * The provider's card form as an island: rendered with the page on the server, its code (and, once it
 * shows, the provider's SDK) loads after the first load. The screens that show it declare it, so that a
 * client navigation or choosing a card method never waits for it.
 */
export const CardForm = island(() => import("./ProviderCard").then((m) => m.ProviderCard));

/** The bank's check in the page (native 3-D Secure 2), an island for the same reasons. */
export const AuthenticationStep = island(() =>
  import("./ProviderAuthentication").then((m) => m.ProviderAuthentication),
);

/** What the provider needs from the shopper for a method of its `type`, sent with the form `formId`. */
export function ProviderState({ formId, type, brands }: { formId: string; type: string; brands: readonly string[] }) {
  const { t } = useI18n();
  // A method paid on the provider's own page (PayPal) needs nothing from the shopper here; the action sends its type.
  return type === "scheme" ? (
    <CardForm formId={formId} brands={brands} />
  ) : (
    <p className="card-fields__note">{t("payment.redirectNote")}</p>
  );
}
