import { useI18n } from "../i18n/context";
import { formatPrice } from "../i18n/format";
import { useSessionContext } from "../state/site";

/**
 * Whether the session's prices include VAT: the shop prices a net customer group's products (its
 * displayGross off) without it, and says so in the context's taxState. Tax hints follow it.
 */
export const useGrossPrices = (): boolean => useSessionContext().taxState === "gross";

/** Formats amounts in the session's currency and the page's locale (prices come from the shop already converted). */
export function usePriceFormat(): (value: number) => string {
  const { locale } = useI18n();
  const session = useSessionContext();
  const iso = session.currency?.isoCode ?? "EUR";
  return (value) => formatPrice(value, locale, iso);
}
