/**
 * The card as the shopper types it, checked in the browser before anything is encrypted: the number
 * (Luhn's check digit, a brand the provider accepts), the expiry (not past), the security code (four
 * digits for American Express, three otherwise) and the name on the card. Error texts are snippet keys.
 */
export interface CardEntry {
  number: string;
  expiry: string;
  securityCode: string;
  holderName: string;
}

export type CardField = keyof CardEntry;
export type CardErrors = Partial<Record<CardField, string>>;

/** The provider's brand names (Adyen's: visa, mc, amex) by the number's first digits. */
const BRANDS: readonly [string, RegExp][] = [
  ["amex", /^3[47]/],
  ["visa", /^4/],
  ["mc", /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
];

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, "");

export function cardBrand(number: string): string | null {
  const digits = cardDigits(number);
  return BRANDS.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY", "MM / YY", "MMYY" or "MM/YYYY" as month and four-digit year, or null. */
export function expiryOf(expiry: string): { month: string; year: string } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const [, month = "", year = ""] = match;
  if (Number(month) < 1 || Number(month) > 12) return null;
  return { month, year: year.length === 2 ? `20${year}` : year };
}

/** What is wrong with the entry, field by field (empty when it can be paid with). */
export function cardErrors(entry: CardEntry, acceptedBrands: readonly string[], now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(entry.number);
  const brand = cardBrand(digits);
  if (!digits) errors.number = "form.errors.required";
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = "payment.card.errors.number";
  else if (acceptedBrands.length && (!brand || !acceptedBrands.includes(brand)))
    errors.number = "payment.card.errors.brand";
  const expiry = expiryOf(entry.expiry);
  if (!entry.expiry.trim()) errors.expiry = "form.errors.required";
  else if (!expiry) errors.expiry = "payment.card.errors.expiry";
  // A card is valid to the end of its expiry month.
  else if (Number(expiry.year) * 12 + Number(expiry.month) < now.getFullYear() * 12 + now.getMonth() + 1)
    errors.expiry = "payment.card.errors.expired";
  const codeLength = brand === "amex" ? 4 : 3;
  if (!entry.securityCode) errors.securityCode = "form.errors.required";
  else if (!new RegExp(`^\\d{${codeLength}}$`).test(entry.securityCode))
    errors.securityCode = "payment.card.errors.securityCode";
  if (!entry.holderName.trim()) errors.holderName = "form.errors.required";
  return errors;
}

/**
 * The provider's state data for a valid entry: every card field through the provider's encryption
 * (`encrypt`), the name as typed (Adyen's Drop-in sends it in clear too).
 */
export function cardStateData(entry: CardEntry, encrypt: (value: string) => string) {
  const digits = cardDigits(entry.number);
  const expiry = expiryOf(entry.expiry);
  if (!expiry) return null;
  return {
    paymentMethod: {
      type: "scheme",
      encryptedCardNumber: encrypt(digits),
      encryptedExpiryMonth: encrypt(expiry.month),
      encryptedExpiryYear: encrypt(expiry.year),
      encryptedSecurityCode: encrypt(entry.securityCode),
      holderName: entry.holderName.trim(),
      ...(cardBrand(digits) ? { brand: cardBrand(digits) } : {}),
    },
  };
}
