import { useI18n } from "../i18n/context";
import { formatPrice } from "../i18n/format";
import { useSessionContext } from "../state/site";

/** Formats amounts in the session's currency and the page's locale (prices come from the shop already converted). */
export function usePriceFormat(): (value: number) => string {
  const { locale } = useI18n();
  const session = useSessionContext();
  const iso = session.currency?.isoCode ?? "EUR";
  return (value) => formatPrice(value, locale, iso);
}
