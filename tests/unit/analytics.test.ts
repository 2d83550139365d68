import { describe, expect, it } from "vitest";
import {
  consentPromptNeeded,
  consentSignals,
  effectiveConsent,
  parseConsent,
  serializeConsent,
  tagManagerAllowed,
  consentFromCookieHeader,
} from "../../app/analytics/consent";
import { consentCommand, DATA_LAYER_EVENTS } from "../../app/analytics/data-layer";
import { containerAllowedByPolicy } from "../../app/analytics/tag-manager";
import { addToCartDetail } from "../../app/cart/add-to-cart-event";
import type { SiteConfig } from "../../kv-schemas/site-config";
import type { Cart } from "../../app/cart/store-api";

const config = (analytics: Partial<SiteConfig["analytics"]> = {}, withoutPrompt = false) =>
  ({
    analytics: {
      active: true,
      gtmId: "GTM-ABC123",
      trackingId: "",
      trackOrders: true,
      scriptUrl: "https://www.googletagmanager.com/gtm.js",
      ...analytics,
    },
    extensions: {
      personalDataProtection: { trackingCookiesAllowedWithoutPrompt: withoutPrompt, privacyPolicyPath: "/privacy/" },
      siteVerificationId: "",
    },
  }) as SiteConfig;

describe("the consent cookie", () => {
  it("round-trips every choice", () => {
    for (const choice of [
      { analytics: false, marketing: false },
      { analytics: true, marketing: false },
      { analytics: false, marketing: true },
      { analytics: true, marketing: true },
    ]) {
      expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    }
    expect(serializeConsent({ analytics: false, marketing: false })).toBe("none");
  });

  it.each([[""], ["all"], ["analytics.tracking"], ["."], ["analytics,marketing"], ["x".repeat(50)]])(
    "reads %j as no choice",
    (value) => {
      expect(parseConsent(value)).toBeNull();
    },
  );

  it("is found among other cookies", () => {
    expect(consentFromCookieHeader("langId=1; es-consent=marketing; currency=2")).toEqual({
      analytics: false,
      marketing: true,
    });
    expect(consentFromCookieHeader("langId=1")).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });
});

describe("when the shop asks and the tag manager loads", () => {
  it("asks only with a configured container, a shop that must ask, and no choice", () => {
    expect(consentPromptNeeded(config(), null)).toBe(true);
    expect(consentPromptNeeded(config(), { analytics: false, marketing: false })).toBe(false);
    expect(consentPromptNeeded(config({ active: false }), null)).toBe(false);
    expect(consentPromptNeeded(config({ gtmId: "" }), null)).toBe(false);
    expect(consentPromptNeeded(config({}, true), null)).toBe(false);
  });

  it("loads the container only once some group is granted", () => {
    expect(tagManagerAllowed(config(), null)).toBe(false);
    expect(tagManagerAllowed(config(), { analytics: false, marketing: false })).toBe(false);
    expect(tagManagerAllowed(config(), { analytics: true, marketing: false })).toBe(true);
    expect(tagManagerAllowed(config({ active: false }), { analytics: true, marketing: true })).toBe(false);
    expect(tagManagerAllowed(config({}, true), null)).toBe(true);
    expect(effectiveConsent(config({}, true), { analytics: false, marketing: false })).toEqual({
      analytics: true,
      marketing: true,
    });
  });
});

describe("the page's policy and the container (issue 28: the landing page is counted)", () => {
  it("lets the container in while the question is open or once agreed, never after a refusal or without a container", () => {
    expect(containerAllowedByPolicy(config(), null)).toBe(true);
    expect(containerAllowedByPolicy(config(), { analytics: true, marketing: false })).toBe(true);
    expect(containerAllowedByPolicy(config(), { analytics: false, marketing: false })).toBe(false);
    expect(containerAllowedByPolicy(config({ active: false }), null)).toBe(false);
    expect(containerAllowedByPolicy(config({ gtmId: "" }), null)).toBe(false);
    // The policy may allow it, the container itself still waits for the choice.
    expect(tagManagerAllowed(config(), null)).toBe(false);
  });
});

describe("Consent Mode v2", () => {
  it("maps statistics to analytics storage and marketing to the three ad signals", () => {
    expect(consentSignals({ analytics: true, marketing: false })).toEqual({
      analytics_storage: "granted",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(
      Object.values(consentSignals({ analytics: false, marketing: true })).filter((v) => v === "granted"),
    ).toHaveLength(3);
  });

  it("pushes gtag's arguments, as Google's snippet does", () => {
    const command = consentCommand("default", consentSignals({ analytics: false, marketing: false }));
    expect(Object.prototype.toString.call(command)).toBe("[object Arguments]");
    expect([...command]).toEqual(["consent", "default", consentSignals({ analytics: false, marketing: false })]);
  });
});

describe("the data layer's events", () => {
  it("names GA4's recommended events and clears the previous ecommerce object first", () => {
    const purchase = DATA_LAYER_EVENTS.purchase({
      orderId: "o1",
      orderNumber: "10042",
      currency: "EUR",
      value: 30,
      items: [{ id: "p1", name: "Card", quantity: 2, price: 15 }],
    });
    expect(purchase).toEqual([
      { ecommerce: null },
      {
        event: "purchase",
        ecommerce: {
          transaction_id: "10042",
          currency: "EUR",
          value: 30,
          items: [{ item_id: "p1", item_name: "Card", quantity: 2, price: 15 }],
        },
      },
    ]);
    expect(DATA_LAYER_EVENTS.login({ method: "external-provider" })).toEqual([
      { event: "login", method: "external-provider" },
    ]);
    expect(DATA_LAYER_EVENTS["currency-changed"]({ currencyId: "c", isoCode: "USD" })).toEqual([
      { event: "currency_change", currency: "USD" },
    ]);
  });

  it("takes add-to-cart's item from the cart the shop answered with", () => {
    const cart = {
      lineItems: [
        { id: "p1", referencedId: "p1", type: "product", label: "Poster A2", quantity: 3, price: { unitPrice: 12.5 } },
      ],
    } as unknown as Cart;
    expect(addToCartDetail(cart, "p1", 2, "EUR")).toEqual({
      currency: "EUR",
      value: 25,
      items: [{ id: "p1", name: "Poster A2", quantity: 2, price: 12.5 }],
    });
    expect(addToCartDetail(cart, "p2", 1, "EUR")).toBeNull();
  });
});
