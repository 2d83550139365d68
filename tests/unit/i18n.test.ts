import { describe, expect, it } from "vitest";
import { createTranslate } from "../../app/i18n/i18n";
import { mergeSnippets } from "../../app/i18n/merge";
import { formatPrice } from "../../app/i18n/format";
import deDE from "../../app/i18n/locales/de-DE.json";
import enGB from "../../app/i18n/locales/en-GB.json";
import ukUA from "../../app/i18n/locales/uk-UA.json";
import { plural } from "../../app/i18n/plural";

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
    expect(mergeSnippets(en, { cart: { empty: "Nothing here" } })).toEqual({
      cart: { empty: "Nothing here", count: "{{count}} items" },
      only: { english: "Only in English" },
    });
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

describe("plurals (Intl.PluralRules)", () => {
  const en = createTranslate("en-GB", enGB, undefined);
  const de = createTranslate("de-DE", deDE, enGB);
  const uk = createTranslate("uk-UA", ukUA, enGB);

  it("English and German: one and other", () => {
    expect(plural(en, "en-GB", "cart.entryWithCount", 1)).toBe("Cart, 1 item");
    expect(plural(en, "en-GB", "cart.entryWithCount", 2)).toBe("Cart, 2 items");
    expect(plural(en, "en-GB", "listing.total", 1)).toBe("1 product");
    expect(plural(de, "de-DE", "cart.entryWithCount", 1)).toBe("Warenkorb, 1 Artikel");
    expect(plural(de, "de-DE", "cart.entryWithCount", 2)).toBe("Warenkorb, 2 Artikel");
    expect(plural(de, "de-DE", "listing.total", 12)).toBe("12 Produkte");
  });

  it("Ukrainian: one, few and many", () => {
    expect(plural(uk, "uk-UA", "listing.total", 1)).toBe("1 товар");
    expect(plural(uk, "uk-UA", "listing.total", 21)).toBe("21 товар");
    expect(plural(uk, "uk-UA", "listing.total", 3)).toBe("3 товари");
    expect(plural(uk, "uk-UA", "listing.total", 5)).toBe("5 товарів");
    expect(plural(uk, "uk-UA", "listing.total", 11)).toBe("11 товарів");
  });

  it("a shop snippet that overrides a plural key with one string is used as it is", () => {
    const shop = createTranslate(
      "en-GB",
      mergeSnippets(enGB, { cart: { entryWithCount: "Basket ({{count}})" } }),
      undefined,
    );
    expect(plural(shop, "en-GB", "cart.entryWithCount", 3)).toBe("Basket (3)");
  });
});
