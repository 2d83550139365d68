import { describe, expect, it } from "vitest";
import { pageWindow } from "../../app/catalog/listing/Pagination";
import { productPath } from "../../app/catalog/product-path";
import { lowestUnitPrice } from "../../app/catalog/ProductPrice";
import { pathTo } from "../../app/cms/slots/CmsCategoryNavigation";
import { parseListingParams, parseSearchTerm } from "../../app/catalog/listing/listing-params";
import { changeListing, listingSearch, toggleValue } from "../../app/catalog/listing/listing-query";
import { absoluteUrl, alternatesFor, jsonLdText, plainText, productJsonLd } from "../../app/seo/build";
import { listingRequest } from "../../app/catalog/store-api";
import { cartMessages, type Cart } from "../../app/cart/store-api";
import type { Domain } from "../../kv-schemas/site-config";

const A = "a".repeat(32);
const B = "b".repeat(32);

describe("listing state in the URL", () => {
  it("reads every parameter and drops what is not valid, value by value", () => {
    const params = parseListingParams(
      new URLSearchParams(
        `p=2&order=price-desc&limit=24&manufacturer=${A}|nothex|${B}&properties=${B}&min-price=10.5&max-price=80&rating=4&shipping-free=1`,
      ),
    );
    expect(params).toEqual({
      p: 2,
      order: "price-desc",
      limit: 24,
      manufacturer: [A, B],
      properties: [B],
      "min-price": 10.5,
      "max-price": 80,
      rating: 4,
      "shipping-free": true,
    });
    expect(
      parseListingParams(
        new URLSearchParams("p=0&limit=1000&order=<script>&rating=9&min-price=-3&shipping-free=maybe&manufacturer=zzz"),
      ),
    ).toEqual({});
  });

  it("reads lists sent as repeated keys by a form without JavaScript", () => {
    expect(parseListingParams(new URLSearchParams(`properties=${A}&properties=${B}`)).properties).toEqual([A, B]);
  });

  it("swaps a price range given the wrong way round", () => {
    expect(parseListingParams(new URLSearchParams("min-price=50&max-price=20"))).toEqual({
      "min-price": 20,
      "max-price": 50,
    });
  });

  it("writes one URL per state: fixed order, sorted lists, defaults left out", () => {
    expect(listingSearch({ properties: [B, A], p: 1, limit: 10, order: "name-asc", "shipping-free": true })).toBe(
      `?order=name-asc&properties=${A}%7C${B}&shipping-free=1`,
    );
    expect(listingSearch({}, "photo book")).toBe("?search=photo+book");
    expect(listingSearch({})).toBe("");
  });

  it("goes back to page 1 when a filter or the sorting changes, and toggles list values", () => {
    expect(changeListing({ p: 3, order: "name-asc" }, { order: "price-asc" })).toEqual({ order: "price-asc" });
    expect(changeListing({ p: 3 }, { p: 4 })).toEqual({ p: 4 });
    expect(toggleValue([A], B)).toEqual([A, B]);
    expect(toggleValue([A, B], A)).toEqual([B]);
  });

  it("asks Shopware with its own parameter names and the default limit of 10", () => {
    expect(listingRequest({})).toEqual({ p: 1, limit: 10 });
    expect(listingRequest({ manufacturer: [A, B], "shipping-free": true, rating: 3 })).toEqual({
      p: 1,
      limit: 10,
      manufacturer: `${A}|${B}`,
      "shipping-free": true,
      rating: 3,
    });
  });

  it("accepts search terms of 1 to 300 characters, trimmed", () => {
    expect(parseSearchTerm("  photo   book ")).toBe("photo book");
    expect(parseSearchTerm("   ")).toBeNull();
    expect(parseSearchTerm(null)).toBeNull();
    expect(parseSearchTerm("x".repeat(301))).toBeNull();
  });

  it("shows the pages around the current one, with the first and last", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("products", () => {
  it("link by their SEO URL, or by /detail/{id}/ which redirects to it", () => {
    expect(productPath({ id: A, seoUrls: [{ seoPathInfo: "Mug/SW1/" }] })).toBe("/Mug/SW1/");
    expect(productPath({ id: A, seoUrls: [] })).toBe(`/detail/${A}/`);
  });

  it("show 'from' the lowest graduated price, as Shopware's listing does", () => {
    const price = (unitPrice: number, quantity: number) => ({ unitPrice, quantity, totalPrice: unitPrice }) as never;
    expect(
      lowestUnitPrice({ calculatedPrice: price(10, 1), calculatedPrices: [price(10, 4), price(8, 9), price(7, 10)] }),
    ).toMatchObject({ from: true, price: { unitPrice: 7 } });
    expect(lowestUnitPrice({ calculatedPrice: price(10, 1), calculatedPrices: [] })).toMatchObject({
      from: false,
      price: { unitPrice: 10 },
    });
  });

  it("cart messages: [] or a map, with levels 0, 10 and 20", () => {
    expect(cartMessages({ errors: [] } as unknown as Cart)).toEqual([]);
    const cart = {
      errors: {
        x: {
          key: "x",
          level: 10,
          messageKey: "product-stock-reached",
          message: "Only 3 left",
          parameters: { quantity: 3 },
        },
        y: { level: 20, message: "Not available" },
      },
    } as unknown as Cart;
    expect(cartMessages(cart).map((m) => [m.level, m.message])).toEqual([
      [10, "Only 3 left"],
      [20, "Not available"],
    ]);
  });
});

describe("category navigation", () => {
  it("finds the path from the top-level category to the active one", () => {
    const tree = [
      { id: "1", children: [{ id: "2", children: [{ id: "3", children: [] }] }] },
      { id: "4", children: [] },
    ] as never;
    expect(pathTo(tree, "3")?.map((c) => c.id)).toEqual(["1", "2", "3"]);
    expect(pathTo(tree, "9")).toBeNull();
  });
});

describe("SEO building blocks", () => {
  const domains = [
    { id: A, languageId: A, currencyId: A, langPrefix: "", locale: "en-GB", language: { name: "English" } },
    { id: B, languageId: B, currencyId: A, langPrefix: "de", locale: "de-DE", language: { name: "Deutsch" } },
  ] as Domain[];

  it("hreflang: each language with its own path, x-default on the root domain, languages without the page left out", () => {
    expect(
      alternatesFor("https://shop.example", domains, (d) => (d.langPrefix ? "/Fotobücher/" : "/Photo-books/")),
    ).toEqual([
      { hreflang: "en-GB", href: "https://shop.example/Photo-books/" },
      { hreflang: "de-DE", href: "https://shop.example/de/Fotob%C3%BCcher/" },
      { hreflang: "x-default", href: "https://shop.example/Photo-books/" },
    ]);
    expect(
      alternatesFor("https://shop.example", domains, (d) => (d.langPrefix ? null : "/x/")).map((a) => a.hreflang),
    ).toEqual(["en-GB", "x-default"]);
    expect(absoluteUrl("https://shop.example", "de", "/")).toBe("https://shop.example/de/");
  });

  it("descriptions are plain text cut at a word", () => {
    expect(plainText("<p>Fine&nbsp;paper &amp; <b>hand</b> binding</p>")).toBe("Fine paper & hand binding");
    const long = plainText(`<p>${"word ".repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("JSON-LD cannot close its script element", () => {
    expect(jsonLdText({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });

  it("Product JSON-LD carries the offer and the rating only when there are reviews", () => {
    const input = {
      url: "https://s/p/",
      name: "Mug",
      description: "",
      sku: "SW1",
      images: [],
      brand: null,
      rating: null,
    };
    const offer = { price: 9.5, currency: "EUR", available: false };
    expect(productJsonLd(input, offer)).toMatchObject({
      "@type": "Product",
      offers: { price: "9.50", priceCurrency: "EUR", availability: "https://schema.org/OutOfStock" },
    });
    expect(productJsonLd(input, offer)).not.toHaveProperty("aggregateRating");
    expect(productJsonLd({ ...input, rating: { average: 4.25, count: 3 } }, offer)).toMatchObject({
      aggregateRating: { ratingValue: "4.3", reviewCount: 3 },
    });
  });
});
