import { useI18n } from "../i18n/context";
import { formatDate, formatPrice } from "../i18n/format";
import type { Translate } from "../i18n/i18n";
import { useSessionContext } from "../state/site";

/** An order's amounts are in the currency it was placed in, whatever the shopper browses in now. */
export function useOrderFormat(isoCode: string | undefined): {
  price: (value: number) => string;
  date: (value: string) => string;
} {
  const { locale } = useI18n();
  const session = useSessionContext();
  const iso = isoCode ?? session.currency?.isoCode ?? "EUR";
  return { price: (value) => formatPrice(value, locale, iso), date: (value) => formatDate(value, locale) };
}

type State = { technicalName: string; name?: string; translated?: { name?: string } };

/**
 * A state's text by its technical name (shown by its state machine state): our own
 * snippet per machine and state, or the shop's translated name for a state we have no text for.
 */
export function stateLabel(t: Translate, machine: "state" | "transactionState", state: State): string {
  const key = `account.orders.${machine}.${state.technicalName}`;
  const own = t(key);
  return own !== key ? own : (state.translated?.name ?? state.name ?? state.technicalName);
}
