/** Formatters per locale and currency, made once: Intl constructors are costly on the hot path. */
const priceFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatPrice(value: number, locale: string, isoCode: string): string {
  const key = `${locale}|${isoCode}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: isoCode, currencyDisplay: "narrowSymbol" });
    priceFormats.set(key, format);
  }
  return format.format(value);
}

export function formatDate(value: string | Date, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(value));
}
