import { describe, expect, it } from "vitest";
import { createTranslate } from "../../app/i18n/i18n";
import { mergeSnippets } from "../../app/i18n/merge";
import { formatPrice } from "../../app/i18n/format";

describe("translations (rosetta, en-GB fallback)", () => {
  const en = { cart: { empty: "Your cart is empty", count: "{{count}} items" }, only: { english: "Only in English" } };
  const de = { cart: { empty: "Ihr Warenkorb ist leer", count: "{{count}} Artikel" } };

  it("uses the active language", () => {
    expect(createTranslate("de-DE", de, en)("cart.empty")).toBe("Ihr Warenkorb ist leer");
  });
  it("interpolates parameters", () => {
    expect(createTranslate("de-DE", de, en)("cart.count", { count: 3 })).toBe("3 Artikel");
  });
  it("falls back to en-GB for a key the language lacks", () => {
    expect(createTranslate("de-DE", de, en)("only.english")).toBe("Only in English");
  });
  it("shows the key when no language has it", () => {
    expect(createTranslate("de-DE", de, en)("no.such.key")).toBe("no.such.key");
  });
  it("merges the shop's snippets over the storefront's, key by key", () => {
    expect(mergeSnippets(en, { cart: { empty: "Nothing here" } })).toEqual({ cart: { empty: "Nothing here", count: "{{count}} items" }, only: { english: "Only in English" } });
  });
});

describe("price formatting", () => {
  it.each([
    [29.95, "en-GB", "EUR", "€29.95"],
    [29.95, "de-DE", "EUR", "29,95 €"],
    [1234.5, "en-GB", "GBP", "£1,234.50"],
    [100, "uk-UA", "UAH", "100,00 ₴"],
  ])("%d in %s %s is %s", (value, locale, iso, expected) => {
    expect(formatPrice(value, locale, iso).replace(/\u00a0|\u202f/g, " ")).toBe(expected);
  });
});
