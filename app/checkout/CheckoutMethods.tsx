import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { translatedName } from "../lib/entity-names";
import { useSessionContext } from "../state/site";
import type { PaymentMethod, ShippingMethod } from "../store-api/checkout";
import { ChoiceForm } from "./ChoiceForm";

const descriptionOf = (method: { description?: string | null; translated?: unknown }) => ((method.translated as { description?: string } | undefined)?.description ?? method.description ?? "").trim();

/** The method's configured price in the session's currency (or the shop's, converted): the cart shows what it costs this order. */
function configuredPrice(method: ShippingMethod, currency: { id: string; factor: number }): number | null {
  const prices = method.prices?.[0]?.currencyPrice ?? [];
  const own = prices.find((p) => p.currencyId === currency.id);
  if (own) return own.gross;
  return prices[0] ? prices[0].gross * currency.factor : null;
}

/** Spec: the shipping methods with their prices; the choice is the session's (PATCH /context). */
export function ShippingMethods({ methods, chosen, shippingCost }: { methods: ShippingMethod[]; chosen: string; shippingCost: number }) {
  const { t } = useI18n();
  const format = usePriceFormat();
  const { currency } = useSessionContext();
  return (
    <section className="checkout-section" aria-labelledby="checkout-shipping">
      <h2 id="checkout-shipping">{t("checkout.shippingMethod")}</h2>
      <ChoiceForm key={chosen} intent="shipping-method" legend={t("checkout.chooseShipping")}>
        <ul className="checkout-options">
          {methods.map((method) => {
            // The chosen method costs what the cart says (it may be free from an order value); the others their standard price.
            const price = method.id === chosen ? shippingCost : configuredPrice(method, currency);
            return (
              <li key={method.id}>
                <label className="checkout-option">
                  <input type="radio" name="shippingMethodId" value={method.id} defaultChecked={method.id === chosen} />
                  <span className="checkout-option__text">
                    <strong>{translatedName(method)}</strong>
                    {price !== null ? <span className="checkout-option__price">{format(price)}</span> : null}
                    {descriptionOf(method) ? <span className="checkout-option__description">{descriptionOf(method)}</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </ChoiceForm>
    </section>
  );
}

/** Spec: the payment methods, each with its description; the choice is the session's (PATCH /context). */
export function PaymentMethods({ methods, chosen }: { methods: PaymentMethod[]; chosen: string }) {
  const { t } = useI18n();
  return (
    <section className="checkout-section" aria-labelledby="checkout-payment">
      <h2 id="checkout-payment">{t("checkout.paymentMethod")}</h2>
      <ChoiceForm key={chosen} intent="payment-method" legend={t("checkout.choosePayment")}>
        <ul className="checkout-options">
          {methods.map((method) => (
            <li key={method.id}>
              <label className="checkout-option">
                <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === chosen} />
                <span className="checkout-option__text">
                  <strong>{translatedName(method)}</strong>
                  {descriptionOf(method) ? <span className="checkout-option__description">{descriptionOf(method)}</span> : null}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </ChoiceForm>
    </section>
  );
}
