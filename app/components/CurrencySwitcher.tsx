import { useSuspenseQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { withoutLinkSecrets } from "../lib/link-secrets";
import { useI18n } from "../i18n/context";
import { currenciesQuery } from "../session/currencies-query";
import { useServices } from "../framework/services";
import { useDomain, useSessionContext } from "../state/site";
import * as INTENT from "../forms/intents";

/**
 * What both currency forms share: the shop's currencies, the one fetcher (keyed, so the header's and the
 * menu's forms are one change in flight), the currency to show as chosen (the pending one while the
 * change is on its way: optimistic; then the session's), and where the form posts: the page it is on,
 * with its query (a listing's filters) but never a link's secrets (lib/link-secrets).
 */
function useCurrencyForm() {
  const services = useServices();
  const domain = useDomain();
  const location = useLocation();
  const session = useSessionContext();
  const currencies = useSuspenseQuery(currenciesQuery(services, domain.languageId)).data;
  const fetcher = useFetcher({ key: "currency" });
  const pending = fetcher.formData?.get("currencyId");
  const current = typeof pending === "string" ? pending : (session.currency?.id ?? "");
  return { currencies, fetcher, current, action: `${location.pathname}${withoutLinkSecrets(location.search)}` };
}

/**
 * "Currency change", as a form posted to the page it is on (its action calls the
 * shop, refreshes the session, broadcasts and keeps the cookie). With JavaScript a choice sends it at
 * once; without, the "apply" button does.
 */
export function CurrencySwitcher() {
  const { t } = useI18n();
  const id = useId();
  const { currencies, fetcher, current, action } = useCurrencyForm();
  return (
    <fetcher.Form method="post" action={action} className="switcher switcher--select">
      <input type="hidden" name="intent" value={INTENT.changeCurrency} />
      <label htmlFor={id} className="visually-hidden">
        {t("header.currency")}
      </label>
      <select
        id={id}
        name="currencyId"
        className="switcher__select"
        value={current}
        disabled={fetcher.state !== "idle"}
        onChange={(e) => fetcher.submit(e.currentTarget.form)}
      >
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>{`${currency.isoCode} ${currency.symbol}`}</option>
        ))}
      </select>
      {/* Only a browser without JavaScript needs it; with JavaScript it never shows, so nothing moves. */}
      <noscript>
        <button type="submit" className="button button--small switcher__apply">
          {t("header.apply")}
        </button>
      </noscript>
    </fetcher.Form>
  );
}

/**
 * The currencies as a form of buttons (the phone menu's): one tap changes it, with JavaScript or
 * without, and a list of buttons is easier to hit with a thumb than a select.
 */
export function CurrencyOptions({ onSubmit }: { onSubmit?: () => void }) {
  const { currencies, fetcher, current, action } = useCurrencyForm();
  return (
    <fetcher.Form method="post" action={action} className="menu-options" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={INTENT.changeCurrency} />
      <ul>
        {currencies.map((currency) => (
          <li key={currency.id}>
            <button
              type="submit"
              name="currencyId"
              value={currency.id}
              className="switcher__option"
              aria-current={currency.id === current ? "true" : undefined}
              disabled={fetcher.state !== "idle"}
            >{`${currency.isoCode} ${currency.symbol}`}</button>
          </li>
        ))}
      </ul>
    </fetcher.Form>
  );
}
