import { useMutation, useSuspenseQuery } from "@tanstack/react-query";
import { useId, type ChangeEvent } from "react";
import { useRevalidator } from "react-router";
import { useI18n } from "../i18n/context";
import { setPreferenceCookie } from "../lib/cookies";
import { currenciesQuery } from "../queries/currencies";
import { useServices } from "../router/services";
import { broadcast } from "../state/events";
import { useNotifications } from "../state/notifications-context";
import { refreshSessionData } from "../state/refresh";
import { useDomain, useSessionContext } from "../state/site";
import { updateContext } from "../store-api/context";

/** Spec section 4 "Currency change": calls the server, refreshes the session, broadcasts, stores a cookie. */
export function CurrencySwitcher() {
  const { t } = useI18n();
  const id = useId();
  const services = useServices();
  const { domain } = useDomain();
  const session = useSessionContext();
  const currencies = useSuspenseQuery(currenciesQuery(services, domain.languageId)).data;
  const notifications = useNotifications();
  const revalidator = useRevalidator();
  const change = useMutation({
    mutationFn: (currencyId: string) => updateContext(services.api, domain.languageId, { currencyId }),
    onSuccess: async (_result, currencyId) => {
      const currency = currencies.find((c) => c.id === currencyId);
      setPreferenceCookie("currency", currencyId);
      await refreshSessionData(services.queryClient);
      await revalidator.revalidate();
      broadcast("currency-changed", { currencyId, isoCode: currency?.isoCode ?? "" });
      notifications.push({ type: "info", message: "notification.currencyChanged", translate: true, params: { currency: currency?.isoCode ?? "" } });
    },
    onError: () => notifications.push({ type: "danger", message: "notification.changeFailed", translate: true }),
  });
  return (
    <div className="switcher switcher--select">
      <label htmlFor={id} className="visually-hidden">{t("header.currency")}</label>
      <select id={id} className="switcher__select" value={session.currency?.id ?? ""} disabled={change.isPending}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => change.mutate(e.target.value)}>
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>{`${currency.isoCode} ${currency.symbol}`}</option>
        ))}
      </select>
    </div>
  );
}
