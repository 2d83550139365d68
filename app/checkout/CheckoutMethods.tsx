import type { ReactNode } from "react";
import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { translatedDescription, translatedName } from "../lib/entity-names";
import { ProviderState } from "../payment/ProviderState";
import { useSessionContext, useSiteConfig } from "../state/site";
import type { PaymentMethod, ShippingMethod } from "./store-api";
import { providerTypeOf } from "../payment/provider-type";
import { ChoiceForm } from "./ChoiceForm";
import * as INTENT from "../forms/intents";
import type { Intent } from "../forms/intents";

/** The method's configured price in the session's currency (or the shop's, converted): the cart shows what it costs this order. */
function configuredPrice(method: ShippingMethod, currency: { id: string; factor: number }): number | null {
  const prices = method.prices?.[0]?.currencyPrice ?? [];
  const own = prices.find((p) => p.currencyId === currency.id);
  if (own) return own.gross;
  return prices[0] ? prices[0].gross * currency.factor : null;
}

interface Method {
  id: string;
  name?: string | null;
  description?: string | null;
  translated?: unknown;
}

/** One method choice of the checkout: a radio per method with its name, price (shipping) and description, sent as it is picked. */
function MethodChoice<M extends Method>({
  id,
  heading,
  legend,
  intent,
  field,
  methods,
  chosen,
  priceOf,
  children,
}: {
  id: string;
  heading: string;
  legend: string;
  intent: Intent;
  field: string;
  methods: M[];
  chosen: string;
  priceOf?: (method: M) => number | null;
  /** What the chosen method needs besides (the provider's card form). */
  children?: ReactNode;
}) {
  const format = usePriceFormat();
  return (
    <section className="checkout-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ChoiceForm key={chosen} intent={intent} legend={legend}>
        <ul className="checkout-options">
          {methods.map((method) => {
            const price = priceOf?.(method) ?? null;
            const description = translatedDescription(method);
            return (
              <li key={method.id}>
                <label className="checkout-option">
                  <input type="radio" name={field} value={method.id} defaultChecked={method.id === chosen} />
                  <span className="checkout-option__text">
                    <strong>{translatedName(method)}</strong>
                    {price !== null ? <span className="checkout-option__price">{format(price)}</span> : null}
                    {description ? <span className="checkout-option__description">{description}</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </ChoiceForm>
      {children}
    </section>
  );
}

/** The shipping methods with their prices; the choice is the session's (PATCH /context). */
export function ShippingMethods({
  methods,
  chosen,
  shippingCost,
}: {
  methods: ShippingMethod[];
  chosen: string;
  shippingCost: number;
}) {
  const { t } = useI18n();
  const { currency } = useSessionContext();
  return (
    <MethodChoice
      id="checkout-shipping"
      heading={t("checkout.shippingMethod")}
      legend={t("checkout.chooseShipping")}
      intent={INTENT.shippingMethod}
      field="shippingMethodId"
      methods={methods}
      chosen={chosen}
      // The chosen method costs what the cart says (it may be free from an order value); the others their standard price.
      priceOf={(method) => (method.id === chosen ? shippingCost : configuredPrice(method, currency))}
    />
  );
}

/**
 * The payment methods, each with its description; the choice is the session's (PATCH /context).
 * A provider's method brings what the provider needs for the order form `orderFormId`: the card form,
 * or for PayPal its type.
 */
export function PaymentMethods({
  methods,
  chosen,
  cardBrands,
  orderFormId,
}: {
  methods: PaymentMethod[];
  chosen: string;
  cardBrands: string[];
  orderFormId: string;
}) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const method = methods.find((candidate) => candidate.id === chosen);
  const providerType = method ? providerTypeOf(method, config.paymentProvider.segment) : null;
  return (
    <MethodChoice
      id="checkout-payment"
      heading={t("checkout.paymentMethod")}
      legend={t("checkout.choosePayment")}
      intent={INTENT.paymentMethod}
      field="paymentMethodId"
      methods={methods}
      chosen={chosen}
    >
      {providerType ? (
        <ProviderState key={chosen} formId={orderFormId} type={providerType} brands={cardBrands} />
      ) : null}
    </MethodChoice>
  );
}
