import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutAction } from "../../app/actions/checkout";
import { cardBrand, type CardEntry, cardErrors, cardStateData } from "../../app/payment/card-entry";
import { encryptCardField } from "../../app/payment/card-encryption";
import { awaitsPayment, paymentFailureReason, payableAgain } from "../../app/payment/failure-reason";
import { finishProviderRedirect, payOrder, paymentRedirect } from "../../app/payment/pay-order";
import { paymentStateData } from "../../app/payment/state-data";
import { isActionResult } from "../../app/router/action-result";
import { servicesContext } from "../../app/router/services";
import { ClientApiError } from "../../app/store-api/errors";
import { paymentOutcome } from "../../app/store-api/payment-provider";
import { action as paymentAction } from "../../routes/payment-failure.action";
import { loader as paymentFailureLoader } from "../../routes/payment-failure.loader";
import { apiError, config, ORIGIN, post, services } from "./action-harness";

/*
 * The payment (spec sections 5 and 7): the card form's checks and state data, what the Worker accepts
 * of it, the provider's answers as the storefront acts on them, and the routes that pay an order
 * (checkout, payment failure page, the return from the provider's page). The Store API is the
 * harness's recorded fake; everything between it and the answer is the product's own code.
 */

const ORDER = "0123456789abcdef0123456789abcdef";
const INVOICE = { id: "11111111111111111111111111111111", name: "Invoice", afterOrderEnabled: true, customFields: null };
const CARD = { id: "22222222222222222222222222222222", name: "Cards", afterOrderEnabled: true, customFields: { adyen_payment_method_type: "scheme" } };
const PAYPAL = { id: "33333333333333333333333333333333", name: "PayPal", afterOrderEnabled: true, customFields: { adyen_payment_method_type: "paypal" } };
/** The shop's own method that cannot pay an existing order (afterOrderEnabled false). */
const PREPAYMENT = { id: "44444444444444444444444444444444", name: "Prepayment", afterOrderEnabled: false, customFields: null };
/** A provider method whose type the provider does not offer: never shown. */
const KLARNA = { id: "55555555555555555555555555555555", name: "Klarna", afterOrderEnabled: true, customFields: { adyen_payment_method_type: "klarna" } };
const METHODS = [INVOICE, CARD, PAYPAL, PREPAYMENT, KLARNA];
const SHIPPING_ID = "66666666666666666666666666666666";

const GERMAN = config.domains.find((domain) => domain.langPrefix === "de")!;
const ENGLISH = config.domains.find((domain) => domain.langPrefix === "")!;

const VISA: CardEntry = { number: "4111 1111 1111 1111", expiry: "03/31", securityCode: "737", holderName: "Ada Lovelace" };
const AMEX: CardEntry = { number: "3782 822463 10005", expiry: "03/31", securityCode: "7373", holderName: "Ada Lovelace" };
/** The card form's hidden field as the browser sends it (the emulator's test "encryption"). */
const CARD_STATE = JSON.stringify(cardStateData(VISA, encryptCardField));

const transaction = (methodId: string, state: string) => ({ id: `t-${state}`, paymentMethod: { id: methodId }, stateMachineState: { technicalName: state } });
/** An order as `POST /order` finds it; `transactions` newest first, as readOrder asks the shop to sort them. */
const order = (orderState: string, transactions: ReturnType<typeof transaction>[]) => ({
  id: ORDER,
  orderNumber: "10042",
  stateMachineState: { technicalName: orderState },
  transactions,
});

type Answers = Record<string, (body: unknown) => unknown>;

/** The demo shop with the provider switched on: every call the payment code makes, by operation name. */
const DEFAULT_ANSWERS: Answers = {
  readPaymentMethod: () => ({ elements: METHODS }),
  readProviderPaymentMethods: () => ({
    paymentMethods: [
      { type: "scheme", name: "Cards", brands: ["visa", "mc", "amex"] },
      { type: "paypal", name: "PayPal" },
    ],
    storedPaymentMethods: [],
  }),
  orderSetPayment: () => ({ success: true }),
  handlePaymentMethod: () => ({ redirectUrl: null }),
  sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Authorised" }),
  searchOrders: () => ({ orders: { elements: [order("open", [transaction(CARD.id, "failed")])] } }),
  readProviderPaymentStatus: () => ({ isFinal: true, resultCode: "Refused", refusalReason: "Not enough balance" }),
  cancelProviderOrderTransaction: () => ({ success: true }),
};

function shop(overrides: Answers = {}) {
  const answers: Answers = { ...DEFAULT_ANSWERS, ...overrides };
  return services((operation, body) => {
    const answer = answers[operation.split(" ")[0]!];
    if (!answer) throw new Error(`unexpected ${operation}`);
    return answer(body);
  });
}

/** The operations called, by name, in order. */
const operations = (calls: { operation: string }[]) => calls.map((call) => call.operation.split(" ")[0]);
const bodyOf = (calls: { operation: string; body: unknown }[], name: string) => calls.find((call) => call.operation.startsWith(`${name} `))?.body;

/** The redirect an action or loader throws (React Router's way), or a failed test. */
async function redirected(run: Promise<unknown>): Promise<Response> {
  const thrown = await run.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`no redirect: ${String(thrown)}`);
  return thrown;
}

/** What payOrder and finishProviderRedirect get from a route: the services, site config, language and URL. */
const routeArgs = (svc: ReturnType<typeof services>, domain = ENGLISH, path = "/checkout/") => ({ services: svc.value, config, domain, url: new URL(`${ORIGIN}${path}`) });

beforeEach(() => {
  // The failure paths log on purpose (handle-payment, payment-details); the test output stays readable.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("cardBrand: the provider's brand names by the number's first digits", () => {
  it.each([
    ["4111 1111 1111 1111", "visa"],
    ["4111-1111-1111-1111", "visa"],
    ["5555555555554444", "mc"],
    ["5100000000000008", "mc"],
    // Mastercard's 2-series (2221–2720).
    ["2221000000000009", "mc"],
    ["2223000048400011", "mc"],
    ["2720000000000005", "mc"],
    ["2220000000000000", null],
    ["2721000000000004", null],
    ["5600000000000003", null],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["6011111111111117", null],
    ["", null],
  ])("%s is %s", (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});

describe("cardErrors: the card checked in the browser before anything is encrypted", () => {
  // Mid-June 2030, local time (the check uses the shopper's calendar).
  const NOW = new Date(2030, 5, 15);
  const ALL_BRANDS = ["visa", "mc", "amex"];
  const check = (changes: Partial<CardEntry>, brands: readonly string[] = ALL_BRANDS, base: CardEntry = VISA) => cardErrors({ ...base, ...changes }, brands, NOW);

  it("a valid Visa and a valid Amex have no errors", () => {
    expect(check({})).toEqual({});
    expect(check({}, ALL_BRANDS, AMEX)).toEqual({});
    expect(check({ number: "4111-1111-1111-1111" })).toEqual({});
  });

  it("an empty form names every field as required", () => {
    expect(cardErrors({ number: " ", expiry: " ", securityCode: "", holderName: "  " }, ALL_BRANDS, NOW)).toEqual({
      number: "form.errors.required",
      expiry: "form.errors.required",
      securityCode: "form.errors.required",
      holderName: "form.errors.required",
    });
  });

  it.each([
    ["a wrong check digit (Luhn)", "4111111111111112"],
    ["11 digits, though Luhn-valid", "41111111112"],
    ["20 digits, though Luhn-valid", "41111111111111111115"],
    ["letters", "4111 1111 1111 111a"],
  ])("refuses the number with %s", (_, number) => {
    expect(check({ number })).toEqual({ number: "payment.card.errors.number" });
  });

  it.each([
    ["12 digits", "411111111117"],
    ["19 digits", "4111111111111111110"],
  ])("takes a Luhn-valid number of %s", (_, number) => {
    expect(check({ number }).number).toBeUndefined();
  });

  it("refuses a brand the provider does not accept, and an unknown brand when brands are listed", () => {
    expect(check({ number: "5555 5555 5555 4444" }, ["visa"])).toEqual({ number: "payment.card.errors.brand" });
    expect(check({ number: "6011111111111117" }, ["visa", "mc"])).toEqual({ number: "payment.card.errors.brand" });
    // No list from the provider: the brand is not checked here (the provider decides).
    expect(check({ number: "6011111111111117" }, [])).toEqual({});
  });

  it.each(["06/30", "06 / 30", "0630", "06/2030", "12/30", "01/31"])("takes the expiry %s (the current month is still valid)", (expiry) => {
    expect(check({ expiry }).expiry).toBeUndefined();
  });

  it.each(["05/30", "0530", "05/2030", "12/29"])("calls %s expired", (expiry) => {
    expect(check({ expiry })).toEqual({ expiry: "payment.card.errors.expired" });
  });

  it.each(["13/30", "00/30", "6/30", "06/300", "06-30", "June 30"])("refuses the expiry %s as malformed", (expiry) => {
    expect(check({ expiry })).toEqual({ expiry: "payment.card.errors.expiry" });
  });

  it("wants three digits for the security code, four for American Express", () => {
    expect(check({ securityCode: "1234" })).toEqual({ securityCode: "payment.card.errors.securityCode" });
    expect(check({ securityCode: "12" })).toEqual({ securityCode: "payment.card.errors.securityCode" });
    expect(check({ securityCode: "12a" })).toEqual({ securityCode: "payment.card.errors.securityCode" });
    expect(check({ securityCode: "123" }, ALL_BRANDS, AMEX)).toEqual({ securityCode: "payment.card.errors.securityCode" });
    expect(check({ securityCode: "1234" }, ALL_BRANDS, AMEX)).toEqual({});
  });
});

describe("cardStateData: the provider's state data from a valid entry", () => {
  it("sends every card field through the encryption: the number without spaces, the year with four digits", () => {
    const encrypted: string[] = [];
    const encrypt = (value: string) => {
      encrypted.push(value);
      return `enc(${value})`;
    };
    expect(cardStateData({ ...VISA, holderName: "  Ada Lovelace " }, encrypt)).toEqual({
      paymentMethod: {
        type: "scheme",
        encryptedCardNumber: "enc(4111111111111111)",
        encryptedExpiryMonth: "enc(03)",
        encryptedExpiryYear: "enc(2031)",
        encryptedSecurityCode: "enc(737)",
        holderName: "Ada Lovelace",
        brand: "visa",
      },
    });
    expect(encrypted.sort()).toEqual(["03", "2031", "4111111111111111", "737"]);
  });

  it("keeps a four-digit year and the Amex brand; no brand field for an unknown brand", () => {
    const identity = (value: string) => value;
    expect(cardStateData({ ...AMEX, expiry: "0431" }, identity)?.paymentMethod).toMatchObject({ encryptedExpiryMonth: "04", encryptedExpiryYear: "2031", brand: "amex" });
    expect(cardStateData({ ...VISA, expiry: "04/2032" }, identity)?.paymentMethod.encryptedExpiryYear).toBe("2032");
    expect(cardStateData({ ...VISA, number: "6011 1111 1111 1117" }, identity)?.paymentMethod).not.toHaveProperty("brand");
  });

  it("has none for an expiry it cannot read", () => {
    expect(cardStateData({ ...VISA, expiry: "13/31" }, (value) => value)).toBeNull();
  });
});

describe("paymentStateData: what the Worker accepts of the card form's state data", () => {
  const card = JSON.parse(CARD_STATE) as { paymentMethod: Record<string, string> };
  const withCard = (changes: Record<string, string | undefined>) => JSON.stringify({ paymentMethod: { ...card.paymentMethod, ...changes } });

  it("accepts the card's encrypted fields, and passes on nothing else that was sent", () => {
    expect(paymentStateData(CARD_STATE, "scheme")).toEqual(card);
    const extra = JSON.stringify({ ...card, returnUrl: "https://evil.example/", paymentMethod: { ...card.paymentMethod, storePaymentMethod: true } });
    expect(paymentStateData(extra, "scheme")).toEqual(card);
  });

  it.each(["encryptedCardNumber", "encryptedExpiryMonth", "encryptedExpiryYear", "encryptedSecurityCode", "holderName"])("refuses card data without %s", (field) => {
    expect(paymentStateData(withCard({ [field]: undefined }), "scheme")).toBeNull();
    expect(paymentStateData(withCard({ [field]: "" }), "scheme")).toBeNull();
  });

  it.each([
    ["encryptedCardNumber", "4111111111111111"],
    ["encryptedCardNumber", "4111 1111 1111 1111"],
    ["encryptedCardNumber", "4111-1111-1111-1111"],
    ["encryptedCardNumber", "4111.1111.1111.1111"],
    ["encryptedExpiryYear", "03/2031"],
    ["encryptedExpiryMonth", "03"],
    ["encryptedExpiryYear", "2031"],
    ["encryptedSecurityCode", "737"],
  ])("refuses a readable %s (%s): a clear card never leaves for the shop", (field, value) => {
    expect(paymentStateData(withCard({ [field]: value }), "scheme")).toBeNull();
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not JSON", "{paymentMethod:"],
    ["JSON of another type", JSON.stringify({ paymentMethod: { ...card.paymentMethod, type: "paypal" } })],
    ["a blank name", JSON.stringify({ paymentMethod: { ...card.paymentMethod, holderName: "   " } })],
    ["a bare string", JSON.stringify("scheme")],
  ])("has none for card data that is %s", (_, raw) => {
    expect(paymentStateData(raw, "scheme")).toBeNull();
  });

  it("for a method paid on the provider's page (PayPal) is only its type, whatever the form sent", () => {
    expect(paymentStateData(CARD_STATE, "paypal")).toEqual({ paymentMethod: { type: "paypal" } });
    expect(paymentStateData(undefined, "paypal")).toEqual({ paymentMethod: { type: "paypal" } });
    expect(paymentStateData("not json", "paypal")).toEqual({ paymentMethod: { type: "paypal" } });
  });
});

describe("why a payment did not happen, and whether it can be paid again", () => {
  it.each([
    ["failed", null, "refused"],
    ["open", "Refused", "refused"],
    // The provider's refusal wins over a cancellation the shop may have recorded after it.
    ["cancelled", "Refused", "refused"],
    ["cancelled", null, "cancelled"],
    ["in_progress", "Cancelled", "cancelled"],
    ["in_progress", "Error", "error"],
    ["in_progress", null, "notCompleted"],
    ["open", "Pending", "notCompleted"],
    [undefined, null, "notCompleted"],
  ] as const)("transaction %s with provider code %s: %s", (state, code, reason) => {
    expect(paymentFailureReason(state, code)).toBe(reason);
  });

  it.each([
    ["open", "failed", true],
    ["in_progress", "cancelled", true],
    ["open", "open", true],
    ["open", undefined, true],
    ["cancelled", "failed", false],
    ["completed", "open", false],
    ["open", "paid", false],
    ["open", "paid_partially", false],
    ["open", "authorized", false],
    ["open", "refunded", false],
    ["open", "refunded_partially", false],
  ] as const)("payableAgain(order %s, payment %s) is %s", (orderState, transactionState, payable) => {
    expect(payableAgain(orderState, transactionState)).toBe(payable);
  });

  it.each([
    ["open", "failed", true],
    ["open", "cancelled", true],
    ["open", "in_progress", true],
    // An open payment (invoice, prepayment) is waiting for a transfer, not for the shopper.
    ["open", "open", false],
    ["open", undefined, false],
    ["open", "paid", false],
    ["cancelled", "failed", false],
    ["completed", "cancelled", false],
  ] as const)("awaitsPayment(order %s, payment %s) is %s", (orderState, transactionState, awaits) => {
    expect(awaitsPayment(orderState, transactionState)).toBe(awaits);
  });
});

describe("paymentOutcome: the provider's result codes as the storefront acts on them", () => {
  it.each(["Authorised", "Pending", "Received"])("%s is paid", (resultCode) => {
    expect(paymentOutcome({ isFinal: true, resultCode })).toEqual({ kind: "paid" });
  });

  it.each(["RedirectShopper", "IdentifyShopper", "ChallengeShopper"])("%s with an http(s) page goes there", (resultCode) => {
    const url = "https://provider.example/3ds?session=1";
    expect(paymentOutcome({ isFinal: false, resultCode, action: { type: "redirect", url } })).toEqual({ kind: "redirect", url });
    expect(paymentOutcome({ isFinal: false, resultCode, action: { type: "redirect", url: "http://localhost:8787/adyen/redirect" } })).toEqual({
      kind: "redirect",
      url: "http://localhost:8787/adyen/redirect",
    });
  });

  it.each([
    ["without an action", undefined],
    ["without a url", { type: "threeDS2" }],
    ["with a javascript: url", { type: "redirect", url: "javascript:alert(1)" }],
    ["with a data: url", { type: "redirect", url: "data:text/html,<script>alert(1)</script>" }],
    ["with a protocol-relative url", { type: "redirect", url: "//evil.example/" }],
  ])("RedirectShopper %s failed", (_, action) => {
    expect(paymentOutcome({ isFinal: false, resultCode: "RedirectShopper", ...(action ? { action } : {}) })).toEqual({ kind: "failed" });
  });

  it.each(["Refused", "Error", "Cancelled", "Something new"])("%s failed, even with a page named", (resultCode) => {
    expect(paymentOutcome({ isFinal: true, resultCode, action: { type: "redirect", url: "https://provider.example/" } })).toEqual({ kind: "failed" });
  });
});

describe("payOrder: where the shopper goes once the order exists", () => {
  const CARD_DATA = paymentStateData(CARD_STATE, "scheme");
  const SUCCESS = `/order-success/?orderId=${ORDER}`;
  const FAILURE = `/payment-failure/?orderId=${ORDER}`;

  it("a shop method (no state data) asks handle-payment with absolute return pages and ends on the success page", async () => {
    const svc = shop();
    expect(await payOrder(routeArgs(svc), ORDER, null)).toBe(SUCCESS);
    expect(svc.calls).toEqual([{ operation: "handlePaymentMethod post /handle-payment", body: { orderId: ORDER, finishUrl: `${ORIGIN}${SUCCESS}`, errorUrl: `${ORIGIN}${FAILURE}` } }]);
  });

  it("handle-payment's redirectUrl wins: the provider is not asked", async () => {
    const svc = shop({ handlePaymentMethod: () => ({ redirectUrl: "https://psp.example/pay/1" }) });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toBe("https://psp.example/pay/1");
    expect(operations(svc.calls)).toEqual(["handlePaymentMethod"]);
  });

  it("a failing handle-payment ends on the failure page without asking the provider", async () => {
    const svc = shop({
      handlePaymentMethod: () => {
        throw apiError(400, [{ code: "CHECKOUT__PAYMENT_TOKEN_INVALIDATED" }]);
      },
    });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toBe(FAILURE);
    expect(operations(svc.calls)).toEqual(["handlePaymentMethod"]);
  });

  it("sends the card to payment-details with the absolute success page as returnUrl; Authorised is the success page", async () => {
    const svc = shop();
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toBe(SUCCESS);
    expect(operations(svc.calls)).toEqual(["handlePaymentMethod", "sendProviderPaymentDetails"]);
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({ orderId: ORDER, stateData: { ...CARD_DATA, returnUrl: `${ORIGIN}${SUCCESS}` } });
  });

  it("keeps the language prefix in every page, the returnUrl included", async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Refused" }) });
    expect(await payOrder(routeArgs(svc, GERMAN, "/de/checkout/"), ORDER, CARD_DATA)).toBe(`/de${FAILURE}`);
    expect(bodyOf(svc.calls, "handlePaymentMethod")).toMatchObject({ finishUrl: `${ORIGIN}/de${SUCCESS}`, errorUrl: `${ORIGIN}/de${FAILURE}` });
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toMatchObject({ stateData: { returnUrl: `${ORIGIN}/de${SUCCESS}` } });
  });

  it("RedirectShopper goes to the provider's page", async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: false, resultCode: "RedirectShopper", action: { type: "redirect", url: "https://provider.example/3ds" } }) });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toBe("https://provider.example/3ds");
  });

  it.each([
    ["Refused", () => ({ isFinal: true, resultCode: "Refused", refusalReason: "Expired Card" })],
    ["a javascript: page", () => ({ isFinal: false, resultCode: "RedirectShopper", action: { type: "redirect", url: "javascript:alert(1)" } })],
    ["an answer out of contract", () => ({ resultCode: 42 })],
    [
      "payment-details throwing",
      () => {
        throw apiError(500, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    ],
  ])("%s ends on the failure page", async (_, answer) => {
    const svc = shop({ sendProviderPaymentDetails: answer });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toBe(FAILURE);
  });
});

describe("paymentRedirect", () => {
  it("a provider's page (absolute URL) is loaded as a document; a page of this site is not", () => {
    const away = paymentRedirect("https://provider.example/3ds", { "Set-Cookie": "a=b" });
    expect(away.status).toBe(303);
    expect(away.headers.get("Location")).toBe("https://provider.example/3ds");
    expect(away.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(away.headers.get("Set-Cookie")).toBe("a=b");
    const here = paymentRedirect(`/order-success/?orderId=${ORDER}`);
    expect(here.status).toBe(303);
    expect(here.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(here.headers.has("X-Remix-Reload-Document")).toBe(false);
  });
});

describe("finishProviderRedirect: back from the provider's page with redirectResult", () => {
  const finish = (svc: ReturnType<typeof shop>, redirectResult: string, domain = ENGLISH) => finishProviderRedirect(routeArgs(svc, domain, "/order-success/"), ORDER, redirectResult);

  it("authorised: asks the provider with the token, then 302 to the success page without it", async () => {
    const svc = shop();
    const response = await finish(svc, "Ab12+/=.-_token");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(svc.calls).toEqual([
      { operation: "sendProviderPaymentDetails post /{providerSegment}/payment-details", body: { orderId: ORDER, stateData: { details: { redirectResult: "Ab12+/=.-_token" } } } },
    ]);
    expect(svc.flashed).toEqual([]);
  });

  it("refused: the failure page, without a notice (the page says why)", async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Refused" }) });
    const response = await finish(svc, "token", GERMAN);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/de/payment-failure/?orderId=${ORDER}`);
    expect(svc.flashed).toEqual([]);
  });

  it('"Error" (a return the provider does not know): the failure page with a notice', async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Error" }) });
    const response = await finish(svc, "token");
    expect(response.headers.get("Location")).toBe(`/payment-failure/?orderId=${ORDER}`);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.returnRefused" }]);
  });

  it.each([
    ["a b<script>", "a b<script>"],
    ["empty", ""],
    ["too long", "a".repeat(4097)],
  ])("a malformed token (%s) goes to the failure page with a notice, and the provider is not asked", async (_, token) => {
    const svc = shop();
    const response = await finish(svc, token);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/payment-failure/?orderId=${ORDER}`);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.returnRefused" }]);
    expect(svc.calls).toEqual([]);
  });

  it("an order the shop does not find (another customer's) is the 404 page", async () => {
    const svc = shop({
      sendProviderPaymentDetails: () => {
        throw apiError(404, [{ code: "CHECKOUT__ORDER_NOT_FOUND" }]);
      },
    });
    await expect(finish(svc, "token")).rejects.toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("a token sent back unencoded (its + read as a space) is the provider's token", async () => {
    const svc = shop();
    await finish(svc, "Ab12 cd==");
    expect(svc.calls[0]?.body).toEqual({ orderId: ORDER, stateData: { details: { redirectResult: "Ab12+cd==" } } });
  });

  it("another refusal of the return (opened again, used up) changes nothing: the failure page with a notice, not an error page", async () => {
    const svc = shop({
      sendProviderPaymentDetails: () => {
        throw apiError(400, [{ code: "ADYEN__PAYMENT_DETAILS_INVALID" }]);
      },
    });
    const response = await finish(svc, "token");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/payment-failure/?orderId=${ORDER}`);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.returnRefused" }]);
  });

  it("a lost login is left to the route (it leads to the login there); an unreachable provider ends on the failure page", async () => {
    const forbidden = shop({
      sendProviderPaymentDetails: () => {
        throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
      },
    });
    await expect(finish(forbidden, "token")).rejects.toBeInstanceOf(ClientApiError);
    const down = shop({
      sendProviderPaymentDetails: () => {
        throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    });
    const response = await finish(down, "token");
    expect(response.headers.get("Location")).toBe(`/payment-failure/?orderId=${ORDER}`);
    expect(down.flashed).toEqual([]);
  });
});

describe("pay-order on the payment failure page", () => {
  const PATH = `/payment-failure/?orderId=${ORDER}`;
  const pay = (fields: Record<string, string>, svc = shop(), path = PATH) => post(paymentAction, path, { intent: "pay-order", orderId: ORDER, ...fields }, svc);

  it.each([
    ["unknown", "99999999999999999999999999999999"],
    ["not for existing orders (afterOrderEnabled false)", PREPAYMENT.id],
    ["not offered by the provider", KLARNA.id],
  ])("refuses a method that is %s with a field error, and changes nothing", async (_, paymentMethodId) => {
    const svc = shop();
    const { result, status } = await pay({ paymentMethodId }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ paymentMethodId: "payment.errors.chooseMethod" });
    expect(operations(svc.calls)).not.toContain("orderSetPayment");
  });

  it.each([
    ["without state data", {}],
    ["with a readable card number", { stateData: JSON.stringify({ paymentMethod: { ...JSON.parse(CARD_STATE).paymentMethod, encryptedCardNumber: "4111 1111 1111 1111" } }) }],
  ])("refuses the card %s before touching the order", async (_, fields) => {
    const svc = shop();
    const { result, status } = await pay({ paymentMethodId: CARD.id, ...fields }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.cardDetails");
    expect(operations(svc.calls)).not.toContain("orderSetPayment");
    expect(operations(svc.calls)).not.toContain("handlePaymentMethod");
  });

  it("pays with the card: /order/payment, then handle-payment, then the provider; 303 to the success page", async () => {
    const svc = shop();
    const response = await redirected(pay({ paymentMethodId: CARD.id.toUpperCase(), stateData: CARD_STATE }, svc));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(svc.calls).filter((name) => ["orderSetPayment", "handlePaymentMethod", "sendProviderPaymentDetails"].includes(name!))).toEqual([
      "orderSetPayment",
      "handlePaymentMethod",
      "sendProviderPaymentDetails",
    ]);
    expect(bodyOf(svc.calls, "orderSetPayment")).toEqual({ orderId: ORDER, paymentMethodId: CARD.id });
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: { ...JSON.parse(CARD_STATE), returnUrl: `${ORIGIN}/order-success/?orderId=${ORDER}` },
    });
  });

  it("PayPal sends only its type (never card data the form carried) and goes to the provider's page as a document", async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: false, resultCode: "RedirectShopper", action: { type: "redirect", url: "https://paypal.example/checkout?token=1" } }) });
    const response = await redirected(pay({ paymentMethodId: PAYPAL.id, stateData: CARD_STATE }, svc, `/de${PATH}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("https://paypal.example/checkout?token=1");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({ orderId: ORDER, stateData: { paymentMethod: { type: "paypal" }, returnUrl: `${ORIGIN}/de/order-success/?orderId=${ORDER}` } });
  });

  it("the shop's own method needs no state data and never reaches the provider's payment-details", async () => {
    const svc = shop();
    const response = await redirected(pay({ paymentMethodId: INVOICE.id }, svc));
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(svc.calls)).not.toContain("sendProviderPaymentDetails");
  });

  it("a refusal of /order/payment for an order whose newest payment is now paid (a form sent twice) leads to the success page", async () => {
    const svc = shop({
      orderSetPayment: () => {
        throw apiError(400, [{ code: "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE" }]);
      },
      searchOrders: () => ({ orders: { elements: [order("open", [transaction(CARD.id, "paid"), transaction(CARD.id, "failed")])] } }),
    });
    const response = await redirected(pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, svc));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(svc.calls)).not.toContain("handlePaymentMethod");
  });

  it("any other refusal of /order/payment is told on the form, and nothing is paid", async () => {
    const svc = shop({
      orderSetPayment: () => {
        throw apiError(400, [{ code: "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE" }]);
      },
      // An older transaction was paid, the newest not: the order is not paid.
      searchOrders: () => ({ orders: { elements: [order("open", [transaction(CARD.id, "failed"), transaction(CARD.id, "paid")])] } }),
    });
    const { result, status } = await pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.notChangeable");
    expect(operations(svc.calls)).not.toContain("handlePaymentMethod");
    expect(operations(svc.calls)).not.toContain("sendProviderPaymentDetails");
  });

  it("a lost login is no refusal: the login page, with the way back", async () => {
    const svc = shop({
      orderSetPayment: () => {
        throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
      },
    });
    const response = await redirected(pay({ paymentMethodId: INVOICE.id }, svc));
    expect(response.headers.get("Location")).toMatch(/^\/login\/\?redirect=/);
    expect(operations(svc.calls)).not.toContain("searchOrders");
  });
});

describe("cancel-payment on the payment failure page", () => {
  const cancel = (svc: ReturnType<typeof shop>) => post(paymentAction, `/payment-failure/?orderId=${ORDER}`, { intent: "cancel-payment", orderId: ORDER }, svc);

  it("gives up the open payment at the provider and confirms", async () => {
    const svc = shop();
    const { result, status, calls, flashed } = await cancel(svc);
    expect(status).toBe(200);
    expect(result).toEqual({ intent: "cancel-payment", ok: true });
    expect(calls).toEqual([{ operation: "cancelProviderOrderTransaction post /{providerSegment}/cancel-order-transaction", body: { orderId: ORDER } }]);
    expect(flashed).toEqual([{ type: "success", messageKey: "payment.cancelled" }]);
  });

  it("a refusal answers 200 (so the page is read again) with the form error and a notice", async () => {
    const svc = shop({
      cancelProviderOrderTransaction: () => {
        throw apiError(400, [{ code: "ADYEN__TRANSACTION_NOT_CANCELLABLE" }]);
      },
    });
    const { result, status, flashed } = await cancel(svc);
    expect(status).toBe(200);
    expect(result).toEqual({ intent: "cancel-payment", ok: false, formError: "payment.errors.cancelRefused" });
    expect(flashed).toEqual([{ type: "danger", messageKey: "payment.errors.cancelRefused" }]);
  });

  it("a malformed order id reaches no provider", async () => {
    const svc = shop();
    const { status, calls } = await post(paymentAction, "/payment-failure/", { intent: "cancel-payment", orderId: "../x" }, svc);
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("the payment failure page's loader", () => {
  async function load(answers: Answers, query = `?orderId=${ORDER}`) {
    const svc = shop(answers);
    const context = new RouterContextProvider();
    context.set(servicesContext, svc.value);
    const request = new Request(`${ORIGIN}/payment-failure/${query}`);
    const args = { request, params: {}, context, url: new URL(request.url), pattern: "/payment-failure/" };
    try {
      return { data: await paymentFailureLoader(args), thrown: undefined, ...svc };
    } catch (thrown) {
      return { data: undefined, thrown, ...svc };
    }
  }
  const withOrder = (orderState: string, ...transactions: ReturnType<typeof transaction>[]) => ({ searchOrders: () => ({ orders: { elements: [order(orderState, transactions)] } }) });

  it("a paid order has nothing to do here: on to its success page", async () => {
    const { thrown, calls } = await load(withOrder("open", transaction(CARD.id, "paid"), transaction(CARD.id, "failed")));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(calls)).not.toContain("readProviderPaymentStatus");
  });

  it("an authorised order (captured later) has nothing to do here either", async () => {
    const { thrown } = await load(withOrder("open", transaction(CARD.id, "authorized")));
    expect((thrown as Response).headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
  });

  it("an unknown or foreign order is the 404 page", async () => {
    const { thrown } = await load({ searchOrders: () => ({ orders: { elements: [] } }) });
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("a failed shop payment is refused; the provider's payment-status is not asked for it", async () => {
    const { data, thrown, calls } = await load(withOrder("open", transaction(INVOICE.id, "failed")));
    expect(thrown).toBeUndefined();
    expect(data?.reason).toBe("refused");
    expect(data?.refusalReason).toBeNull();
    expect(operations(calls)).not.toContain("readProviderPaymentStatus");
    expect(data?.cancellable).toBe(false);
  });

  it("a provider payment asks payment-status for the provider's reason, and offers only methods for existing orders", async () => {
    const { data, calls } = await load({
      ...withOrder("open", transaction(CARD.id, "in_progress")),
      readProviderPaymentStatus: () => ({ isFinal: true, resultCode: "Refused", refusalReason: "Not enough balance" }),
    });
    expect(bodyOf(calls, "readProviderPaymentStatus")).toEqual({ orderId: ORDER });
    expect(data?.reason).toBe("refused");
    expect(data?.refusalReason).toBe("Not enough balance");
    // Prepayment is not afterOrderEnabled; Klarna is not offered by the provider.
    expect(data?.methods.map((method) => method.id)).toEqual([INVOICE.id, CARD.id, PAYPAL.id]);
    expect(data?.chosenMethodId).toBe(CARD.id);
    expect(data?.cardBrands).toEqual(["visa", "mc", "amex"]);
    expect(data?.payable).toBe(true);
  });

  it("the provider's error code is the reason when the shop's state says less; an unreachable provider leaves the shop's", async () => {
    const error = await load({ ...withOrder("open", transaction(CARD.id, "in_progress")), readProviderPaymentStatus: () => ({ isFinal: true, resultCode: "Error" }) });
    expect(error.data?.reason).toBe("error");
    const down = await load({
      ...withOrder("open", transaction(CARD.id, "cancelled")),
      readProviderPaymentStatus: () => {
        throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    });
    expect(down.thrown).toBeUndefined();
    expect(down.data?.reason).toBe("cancelled");
    expect(down.data?.refusalReason).toBeNull();
  });

  it.each([
    [CARD.id, "open", true],
    [CARD.id, "in_progress", true],
    [PAYPAL.id, "in_progress", true],
    [CARD.id, "failed", false],
    [CARD.id, "cancelled", false],
    [INVOICE.id, "open", false],
    [INVOICE.id, "in_progress", false],
  ])("method %s with payment %s is cancellable: %s", async (methodId, state, cancellable) => {
    const { data } = await load(withOrder("open", transaction(methodId, state)));
    expect(data?.cancellable).toBe(cancellable);
  });

  it("an order that cannot be paid again (cancelled) offers no method and cannot be cancelled", async () => {
    const { data, calls } = await load(withOrder("cancelled", transaction(CARD.id, "open")));
    expect(data?.payable).toBe(false);
    expect(data?.methods).toEqual([]);
    expect(data?.chosenMethodId).toBeNull();
    expect(data?.cancellable).toBe(false);
    expect(operations(calls)).not.toContain("readProviderPaymentMethods");
  });
});

describe("place-order at the checkout with a provider's method", () => {
  const TOTAL = 54.89;
  const checkoutShop = (paymentMethodId: string, overrides: Answers = {}) =>
    shop({
      readCart: () => ({ apiAlias: "cart", lineItems: [{ id: "l1", quantity: 1 }], price: { totalPrice: TOTAL } }),
      readContext: () => ({
        customer: null,
        currency: { id: ENGLISH.currencyId, isoCode: "EUR", symbol: "€", factor: 1 },
        paymentMethod: { id: paymentMethodId },
        shippingMethod: { id: SHIPPING_ID },
        salesChannel: { id: config.salesChannel.id, languageId: ENGLISH.languageId, currencyId: ENGLISH.currencyId },
      }),
      createOrder: () => ({ id: ORDER, orderNumber: "10042" }),
      ...overrides,
    });
  const placeOrder = (svc: ReturnType<typeof shop>, fields: Record<string, string> = {}) =>
    post(checkoutAction, "/checkout/", { intent: "place-order", tos: "1", expectedTotal: String(TOTAL), ...fields }, svc);

  it("the card without state data places no order", async () => {
    const svc = checkoutShop(CARD.id);
    const { result, status } = await placeOrder(svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.cardDetails");
    expect(operations(svc.calls)).not.toContain("createOrder");
  });

  it("the card with its encrypted fields: the order, handle-payment, then the provider; the state data is never sent back", async () => {
    const svc = checkoutShop(CARD.id);
    const response = await redirected(placeOrder(svc, { stateData: CARD_STATE }));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(svc.calls).slice(-3)).toEqual(["createOrder", "handlePaymentMethod", "sendProviderPaymentDetails"]);
  });

  it("a failing card form keeps its other values but never the state data", async () => {
    const svc = checkoutShop(CARD.id);
    const { result } = await placeOrder(svc, { stateData: "{broken", customerComment: "Please gift-wrap" });
    expect(isActionResult(result) && result.formError).toBe("payment.errors.cardDetails");
    expect(isActionResult(result) && result.values).toEqual({ tos: "1", expectedTotal: String(TOTAL), customerComment: "Please gift-wrap" });
  });
});
