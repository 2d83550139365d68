import { describe, expect, it } from "vitest";
import {
  availabilityText,
  deliveryTimeName,
  lineItemDeliveryText,
  productAvailability,
} from "../../app/catalog/delivery-information";
import { createTranslate } from "../../app/i18n/i18n";
import deDE from "../../app/i18n/locales/de-DE.json";
import enGB from "../../app/i18n/locales/en-GB.json";
import ukUA from "../../app/i18n/locales/uk-UA.json";

const en = createTranslate("en-GB", enGB, enGB);
const de = createTranslate("de-DE", deDE, enGB);
const uk = createTranslate("uk-UA", ukUA, enGB);

const twoToFive = { id: "t", name: "2-5 days", min: 2, max: 5, unit: "day", translated: { name: "2-5 days" } };
const product = (fields: Record<string, unknown>) =>
  ({
    stock: 50,
    minPurchase: 1,
    isCloseout: false,
    type: "physical",
    restockTime: null,
    deliveryTime: twoToFive,
    ...fields,
  }) as never;

describe("a product's availability, as Shopware 6.7's delivery-information template decides it", () => {
  it("in stock with a delivery time: available, with the time", () => {
    expect(productAvailability(product({}))).toEqual({ kind: "available", deliveryTime: "2-5 days" });
    expect(availabilityText(en, "en-GB", productAvailability(product({})))).toBe("Available, delivery time 2-5 days");
  });

  it("takes the translated name of the delivery time", () => {
    const time = { ...twoToFive, name: "2-5 days", translated: { name: "2-5 Tage" } };
    expect(deliveryTimeName(time)).toBe("2-5 Tage");
    expect(availabilityText(de, "de-DE", productAvailability(product({ deliveryTime: time })))).toBe(
      "Sofort verfügbar, Lieferzeit 2-5 Tage",
    );
  });

  it("below the minimum purchase counts as out of stock", () => {
    expect(productAvailability(product({ stock: 4, minPurchase: 5, restockTime: 3 }))).toEqual({
      kind: "restock",
      days: 3,
      deliveryTime: "2-5 days",
    });
  });

  it("a closeout out of stock is sold out, delivery time or not", () => {
    expect(productAvailability(product({ stock: 0, isCloseout: true, restockTime: 5 }))).toEqual({ kind: "soldOut" });
    expect(availabilityText(en, "en-GB", { kind: "soldOut" })).toBe("Sold out");
  });

  it("out of stock but reordered says when it is available again, in the language's plural", () => {
    const restock = productAvailability(product({ stock: 0, restockTime: 5 }));
    expect(availabilityText(en, "en-GB", restock)).toBe("Available in 5 days, delivery time 2-5 days");
    expect(availabilityText(en, "en-GB", { kind: "restock", days: 1, deliveryTime: "1-2 weeks" })).toBe(
      "Available in 1 day, delivery time 1-2 weeks",
    );
    expect(availabilityText(de, "de-DE", restock)).toBe("Verfügbar in 5 Tagen, Lieferzeit 2-5 days");
    expect(availabilityText(uk, "uk-UA", { kind: "restock", days: 2, deliveryTime: "2-5 днів" })).toBe(
      "Буде в наявності через 2 дні, термін доставки 2-5 днів",
    );
    expect(availabilityText(uk, "uk-UA", { kind: "restock", days: 14, deliveryTime: "1-2 тижні" })).toBe(
      "Буде в наявності через 14 днів, термін доставки 1-2 тижні",
    );
  });

  it("a download that is not a closeout is available whatever its stock", () => {
    expect(productAvailability(product({ type: "digital", stock: 0 })).kind).toBe("available");
    expect(productAvailability(product({ type: "digital", stock: 0, isCloseout: true })).kind).toBe("soldOut");
  });

  it("without a delivery time keeps the shop's own wording", () => {
    expect(productAvailability(product({ deliveryTime: null }))).toEqual({ kind: "plain", inStock: true });
    expect(productAvailability(product({ deliveryTime: null, stock: 0, restockTime: 5 }))).toEqual({
      kind: "plain",
      inStock: false,
    });
    expect(availabilityText(en, "en-GB", { kind: "plain", inStock: true })).toBe("In stock");
    expect(availabilityText(en, "en-GB", { kind: "plain", inStock: false })).toBe("Available");
  });
});

describe("a cart line's delivery", () => {
  const information = { deliveryTime: { name: "1-2 weeks", min: 1, max: 2, unit: "week" }, stock: 3, restockTime: 10 };

  it("names the delivery time of the line", () => {
    expect(lineItemDeliveryText(en, "en-GB", information, 2)).toBe("Delivery time 1-2 weeks");
    expect(
      lineItemDeliveryText(
        de,
        "de-DE",
        { ...information, deliveryTime: { ...information.deliveryTime, name: "1-2 Wochen" } },
        1,
      ),
    ).toBe("Lieferzeit 1-2 Wochen");
  });

  it("says when a quantity above the stock is available again", () => {
    expect(lineItemDeliveryText(en, "en-GB", information, 4)).toBe("Available in 10 days, delivery time 1-2 weeks");
    expect(lineItemDeliveryText(en, "en-GB", { ...information, restockTime: undefined }, 4)).toBe(
      "Delivery time 1-2 weeks",
    );
  });

  it("is silent for lines without delivery information (downloads, promotions)", () => {
    expect(lineItemDeliveryText(en, "en-GB", null, 1)).toBeNull();
    expect(
      lineItemDeliveryText(en, "en-GB", { deliveryTime: undefined, stock: 1, restockTime: undefined }, 1),
    ).toBeNull();
  });
});
