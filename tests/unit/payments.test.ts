import { type LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "../../kv-schemas/site-config";
import { checkoutAction } from "../../app/checkout/actions";
import {
  latestPaymentState,
  latestTransaction,
  paymentFailureReason,
  payableAgain,
} from "../../app/payment/failure-reason";
import { offeredPaymentMethods } from "../../app/payment/offered-methods";
import { finishProviderRedirect, payOrder, paymentRedirect } from "../../app/payment/pay-order";
import { cancellablePayment, paymentStanding } from "../../app/payment/payment-standing";
import { paymentStateData } from "../../app/payment/state-data";
import { queryKey } from "../../app/framework/query-keys";
import { isActionResult } from "../../app/framework/action-result";
import { servicesContext } from "../../app/framework/services";
import type { PaymentMethod } from "../../app/checkout/store-api";
import { ClientApiError } from "../../app/store-api/errors";
import type { OrderDetail } from "../../app/order/store-api";
import { paymentOutcome } from "../../app/payment/store-api";
import { pageActionDetails } from "../../app/payment/page-action";
import { loader as orderDetailLoader } from "../../routes/account-order-detail.loader";
import { loader as orderSuccessLoader } from "../../routes/order-success.loader";
import { paymentAction } from "../../app/payment/actions";
import { loader as paymentFailureLoader } from "../../routes/payment-failure.loader";
import { apiError, config, type memorySubmissions, ORIGIN, post, services } from "./action-harness";

/*
 * The payment: the card form's checks and state data, what the Worker accepts
 * of it, the provider's answers as the storefront acts on them, and the routes that pay an order
 * (checkout, payment failure page, the return from the provider's page). The Store API is the
 * harness's recorded fake; everything between it and the answer is the product's own code.
 */

const ORDER = "0123456789abcdef0123456789abcdef";
const INVOICE = {
  id: "11111111111111111111111111111111",
  name: "Invoice",
  afterOrderEnabled: true,
  customFields: null,
};
const CARD = {
  id: "22222222222222222222222222222222",
  name: "Cards",
  afterOrderEnabled: true,
  customFields: { adyen_payment_method_type: "scheme" },
};
const PAYPAL = {
  id: "33333333333333333333333333333333",
  name: "PayPal",
  afterOrderEnabled: true,
  customFields: { adyen_payment_method_type: "paypal" },
};
/** The shop's own method that cannot pay an existing order (afterOrderEnabled false). */
const PREPAYMENT = {
  id: "44444444444444444444444444444444",
  name: "Prepayment",
  afterOrderEnabled: false,
  customFields: null,
};
/** A provider method whose type the provider does not offer: never shown. */
const KLARNA = {
  id: "55555555555555555555555555555555",
  name: "Klarna",
  afterOrderEnabled: true,
  customFields: { adyen_payment_method_type: "klarna" },
};
/** A provider method whose details the SDK's SepaDirectDebit component takes in the page. */
const SEPA = {
  id: "77777777777777777777777777777777",
  name: "SEPA Direct Debit",
  afterOrderEnabled: true,
  customFields: { adyen_payment_method_type: "sepadirectdebit" },
};
const METHODS = [INVOICE, CARD, PAYPAL, PREPAYMENT, KLARNA, SEPA];
const SHIPPING_ID = "66666666666666666666666666666666";

const GERMAN = config.domains.find((domain) => domain.langPrefix === "de")!;
const ENGLISH = config.domains.find((domain) => domain.langPrefix === "")!;

/**
 * The card form's hidden field as the browser sends it: the state data of the provider SDK's Card
 * component, with the emulator's test tokens where Adyen's secured fields put their encrypted blobs.
 */
const CARD_STATE = JSON.stringify({
  clientStateDataIndicator: true,
  paymentMethod: {
    type: "scheme",
    holderName: "Ada Lovelace",
    encryptedCardNumber: "test_4111111111111111",
    encryptedExpiryMonth: "test_03",
    encryptedExpiryYear: "test_2031",
    encryptedSecurityCode: "test_737",
    brand: "visa",
    checkoutAttemptId: "do-not-track",
  },
  browserInfo: {
    acceptHeader: "*/*",
    colorDepth: 24,
    language: "en-GB",
    javaEnabled: false,
    screenHeight: 844,
    screenWidth: 390,
    userAgent: "Mozilla/5.0",
    timeZoneOffset: -60,
  },
  origin: "https://shop.example",
});

/** The same from a live account's secured fields: Adyen's encrypted blobs, no test tokens. */
const LIVE_CARD_STATE = JSON.stringify({
  ...JSON.parse(CARD_STATE),
  paymentMethod: {
    ...JSON.parse(CARD_STATE).paymentMethod,
    encryptedCardNumber: "adyenjs_0_1_25$number",
    encryptedExpiryMonth: "adyenjs_0_1_25$month",
    encryptedExpiryYear: "adyenjs_0_1_25$year",
    encryptedSecurityCode: "adyenjs_0_1_25$code",
  },
});

/** The order's transactions by id: the newest (the payment the failure page shows) and an older one. */
const TX = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const TX_OLDER = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
type Method = { id: string; customFields: Record<string, string> | null };
/**
 * A transaction as readOrder gets it: its payment method carries its custom fields (readOrder includes
 * them), which name a provider's type; without them a method is the shop's own.
 */
const transaction = (method: Method, state: string, id = TX) => ({
  id,
  paymentMethod: { id: method.id, customFields: method.customFields },
  stateMachineState: { technicalName: state },
});
type Transaction = ReturnType<typeof transaction>;
/** An order as `POST /order` finds it; `transactions` newest first, as readOrder asks the shop to sort them. */
const order = (orderState: string, transactions: Transaction[]) => ({
  id: ORDER,
  orderNumber: "10042",
  stateMachineState: { technicalName: orderState },
  transactions,
});
/** The shop's answer to readOrder: this order. */
const withOrder = (orderState: string, ...transactions: Transaction[]) => ({
  searchOrders: () => ({ orders: { elements: [order(orderState, transactions)] } }),
});
const NO_ORDER = { searchOrders: () => ({ orders: { elements: [] } }) };
/** payment-status's answer. */
const providerSays = (resultCode: string) => ({ readProviderPaymentStatus: () => ({ isFinal: false, resultCode }) });

/** The site config with the provider switched off, and with the provider's live environment. */
const PROVIDER_OFF: SiteConfig = { ...config, paymentProvider: { ...config.paymentProvider, active: false } };
const PROVIDER_LIVE: SiteConfig = { ...config, paymentProvider: { ...config.paymentProvider, environment: "live" } };

type Answers = Record<string, (body: unknown) => unknown>;

/** The demo shop with the provider switched on: every call the payment code makes, by operation name. */
const DEFAULT_ANSWERS: Answers = {
  readPaymentMethod: () => ({ elements: METHODS }),
  readProviderPaymentMethods: () => ({
    paymentMethods: [
      { type: "scheme", name: "Cards", brands: ["visa", "mc", "amex"] },
      { type: "paypal", name: "PayPal" },
      { type: "sepadirectdebit", name: "SEPA Direct Debit" },
    ],
    storedPaymentMethods: [],
  }),
  orderSetPayment: () => ({ success: true }),
  handlePaymentMethod: () => ({ redirectUrl: null }),
  sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Authorised" }),
  // The order the payment pages work on: its newest payment, by card, failed.
  ...withOrder("open", transaction(CARD, "failed")),
  readProviderPaymentStatus: () => ({ isFinal: true, resultCode: "Refused", refusalReason: "Not enough balance" }),
  cancelProviderOrderTransaction: () => ({ success: true }),
};

/** The recorded shop; the routes read `siteConfig` as the Worker's site config. */
function shop(overrides: Answers = {}, siteConfig: SiteConfig = config) {
  const answers: Answers = { ...DEFAULT_ANSWERS, ...overrides };
  const svc = services((operation, body) => {
    const answer = answers[operation.split(" ")[0]!];
    if (!answer) throw new Error(`unexpected ${operation}`);
    return answer(body);
  });
  svc.value.queryClient.setQueryData(queryKey("site-config"), siteConfig);
  return svc;
}

/** A route's loader as the router runs it: its data, or what it threw (a redirect, a 404), and the shop's calls. */
/** A loader's data as the page gets it: the value of a `data()` answer (its headers are the Worker's). */
type PageData<T> = T extends { data: infer D; init: unknown } ? D : T;
const pageData = <T>(answer: T): PageData<T> =>
  (answer && typeof answer === "object" && "type" in answer && answer.type === "DataWithResponseInit"
    ? (answer as unknown as { data: unknown }).data
    : answer) as PageData<T>;

async function runLoader<T>(
  loader: (args: LoaderFunctionArgs) => Promise<T>,
  path: string,
  answers: Answers,
  { params = {}, siteConfig = config }: { params?: Record<string, string>; siteConfig?: SiteConfig } = {},
) {
  const svc = shop(answers, siteConfig);
  const context = new RouterContextProvider();
  context.set(servicesContext, svc.value);
  const request = new Request(`${ORIGIN}${path}`);
  const args = { request, params, context, url: new URL(request.url), pattern: path };
  try {
    return { data: pageData(await loader(args)), thrown: undefined, ...svc };
  } catch (thrown) {
    return { data: undefined, thrown, ...svc };
  }
}

/** A thrown redirect's status and target. */
const redirectOf = (thrown: unknown) =>
  thrown instanceof Response ? { status: thrown.status, location: thrown.headers.get("Location") } : { thrown };

/** The operations called, by name, in order. */
const operations = (calls: { operation: string }[]) => calls.map((call) => call.operation.split(" ")[0]);
const bodyOf = (calls: { operation: string; body: unknown }[], name: string) =>
  calls.find((call) => call.operation.startsWith(`${name} `))?.body;

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
const routeArgs = (
  svc: ReturnType<typeof services>,
  domain = ENGLISH,
  path = "/checkout/",
  siteConfig: SiteConfig = config,
) => ({
  services: svc.value,
  config: siteConfig,
  domain,
  url: new URL(`${ORIGIN}${path}`),
});

beforeEach(() => {
  // The failure paths log on purpose (handle-payment, payment-details); the test output stays readable.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("paymentStateData: what the Worker accepts of the card form's state data", () => {
  const card = JSON.parse(CARD_STATE) as { paymentMethod: Record<string, string> };
  const withCard = (changes: Record<string, string | undefined>) =>
    JSON.stringify({ paymentMethod: { ...card.paymentMethod, ...changes } });

  it("accepts the card's encrypted fields and the SDK's browser details, and passes on nothing else that was sent", () => {
    expect(paymentStateData(CARD_STATE, "scheme", "test")).toEqual(card);
    const extra = JSON.stringify({
      ...card,
      returnUrl: "https://evil.example/",
      paymentMethod: { ...card.paymentMethod, storePaymentMethod: true },
    });
    expect(paymentStateData(extra, "scheme", "test")).toEqual(card);
  });

  it.each([
    "encryptedCardNumber",
    "encryptedExpiryMonth",
    "encryptedExpiryYear",
    "encryptedSecurityCode",
    "holderName",
  ])("refuses card data without %s", (field) => {
    expect(paymentStateData(withCard({ [field]: undefined }), "scheme", "test")).toBeNull();
    expect(paymentStateData(withCard({ [field]: "" }), "scheme", "test")).toBeNull();
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
    expect(paymentStateData(withCard({ [field]: value }), "scheme", "test")).toBeNull();
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not JSON", "{paymentMethod:"],
    ["JSON of another type", JSON.stringify({ paymentMethod: { ...card.paymentMethod, type: "paypal" } })],
    ["a blank name", JSON.stringify({ paymentMethod: { ...card.paymentMethod, holderName: "   " } })],
    ["a bare string", JSON.stringify("scheme")],
  ])("has none for card data that is %s", (_, raw) => {
    expect(paymentStateData(raw, "scheme", "test")).toBeNull();
  });

  it("in the provider's live environment refuses the emulator's test tokens: a card behind a prefix never reaches a live provider", () => {
    expect(paymentStateData(CARD_STATE, "scheme", "live")).toBeNull();
    expect(paymentStateData(CARD_STATE, "scheme", "live-us")).toBeNull();
    const encrypted = JSON.stringify({
      paymentMethod: {
        ...card.paymentMethod,
        encryptedCardNumber: "eyJhbGciOiJSU0EtT0FFUCIsImVuYyI6IkEyNTZDQkMtSFM1MTIiLCJ2ZXJzaW9uIjoiMSJ9.a.b.c.d",
        encryptedExpiryMonth: "adyenjs_0_1_25$month",
        encryptedExpiryYear: "adyenjs_0_1_25$year",
        encryptedSecurityCode: "adyenjs_0_1_25$code",
      },
    });
    expect(JSON.stringify(paymentStateData(encrypted, "scheme", "live"))).toContain('"encryptedCardNumber":"eyJ');
  });

  it("for a method paid on the provider's page (PayPal) is only its type, whatever the form sent", () => {
    expect(paymentStateData(CARD_STATE, "paypal", "test")).toEqual({ paymentMethod: { type: "paypal" } });
    expect(paymentStateData(undefined, "paypal", "test")).toEqual({ paymentMethod: { type: "paypal" } });
    expect(paymentStateData("not json", "paypal", "test")).toEqual({ paymentMethod: { type: "paypal" } });
  });
});

describe("paymentStateData: a SEPA direct debit as the SDK's SepaDirectDebit component sends it", () => {
  const SDK_STATE = {
    paymentMethod: {
      type: "sepadirectdebit",
      iban: "DE89 3704 0044 0532 0130 00",
      ownerName: "  A. Klaassen ",
      checkoutAttemptId: "attempt-1",
    },
  };
  const sepa = (paymentMethod: Record<string, unknown>) =>
    JSON.stringify({ paymentMethod: { ...SDK_STATE.paymentMethod, ...paymentMethod } });

  it("passes on the holder and the IBAN (without its spaces), and nothing else that was sent", () => {
    const sent = JSON.stringify({ ...SDK_STATE, returnUrl: "https://evil.example/", riskData: { clientData: "x" } });
    expect(paymentStateData(sent, "sepadirectdebit", "live")).toEqual({
      paymentMethod: {
        type: "sepadirectdebit",
        iban: "DE89370400440532013000",
        ownerName: "A. Klaassen",
        checkoutAttemptId: "attempt-1",
      },
    });
    expect(paymentStateData(sepa({ encryptedCardNumber: "test_4111111111111111" }), "sepadirectdebit", "test")).toEqual(
      expect.objectContaining({
        paymentMethod: expect.not.objectContaining({ encryptedCardNumber: expect.anything() }),
      }),
    );
  });

  it.each([
    ["missing", undefined],
    ["not JSON", "{paymentMethod:"],
    ["without an IBAN", sepa({ iban: undefined })],
    ["with something that is not an IBAN", sepa({ iban: "12345678" })],
    ["without the holder", sepa({ ownerName: "   " })],
    ["of another type (a card's state data)", CARD_STATE],
  ])("has none for direct debit data that is %s", (_, raw) => {
    expect(paymentStateData(raw, "sepadirectdebit", "test")).toBeNull();
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

  it("the order's current payment is its newest transaction (readOrder sorts them newest first)", () => {
    const newest = transaction(CARD, "failed");
    const older = transaction(INVOICE, "paid", TX_OLDER);
    expect(latestTransaction({ transactions: [newest, older] } as unknown as OrderDetail)).toBe(newest);
    expect(latestPaymentState({ transactions: [newest, older] } as unknown as OrderDetail)).toBe("failed");
    expect(latestPaymentState({ transactions: [older, newest] } as unknown as OrderDetail)).toBe("paid");
    expect(latestTransaction({ transactions: [] })).toBeUndefined();
    expect(latestPaymentState({ transactions: [] })).toBeUndefined();
    expect(latestPaymentState({})).toBeUndefined();
  });
});

describe("paymentStanding: where an order's payment stands for the pages after it", () => {
  const standingOf = (svc: ReturnType<typeof shop>, transactions: Transaction[], siteConfig: SiteConfig = config) =>
    paymentStanding({ services: svc.value, config: siteConfig }, order("open", transactions) as unknown as OrderDetail);

  it.each(["paid", "paid_partially", "authorized", "refunded", "refunded_partially"])(
    "%s is settled, and the provider is not asked",
    async (state) => {
      const svc = shop();
      expect(await standingOf(svc, [transaction(CARD, state)])).toEqual({
        kind: "settled",
        state,
        providerType: "scheme",
        status: null,
        pageAction: null,
      });
      expect(svc.calls).toEqual([]);
    },
  );

  it.each([
    [CARD, "failed", "scheme"],
    [PAYPAL, "cancelled", "paypal"],
    [INVOICE, "failed", null],
    [INVOICE, "cancelled", null],
  ] as const)("%j %s is unpaid whatever the provider would say", async (method, state, providerType) => {
    const svc = shop(providerSays("Authorised"));
    expect(await standingOf(svc, [transaction(method, state)])).toEqual({
      kind: "unpaid",
      state,
      providerType,
      status: null,
      pageAction: null,
    });
    expect(svc.calls).toEqual([]);
  });

  it("the shop's own method: open waits for a transfer; in progress never completed; no payment is open too", async () => {
    const svc = shop(providerSays("Authorised"));
    expect(await standingOf(svc, [transaction(INVOICE, "open")])).toEqual({
      kind: "open",
      state: "open",
      providerType: null,
      status: null,
      pageAction: null,
    });
    expect(await standingOf(svc, [transaction(INVOICE, "in_progress")])).toEqual({
      kind: "unpaid",
      state: "in_progress",
      providerType: null,
      status: null,
      pageAction: null,
    });
    expect(await standingOf(svc, [])).toEqual({
      kind: "open",
      state: undefined,
      providerType: null,
      status: null,
      pageAction: null,
    });
    // A provider's method id without its custom fields is the shop's own to the standing: nothing names the provider's type.
    const bare = { ...transaction(CARD, "in_progress"), paymentMethod: { id: CARD.id } };
    expect(await standingOf(svc, [bare as Transaction])).toMatchObject({ kind: "unpaid", providerType: null });
    expect(svc.calls).toEqual([]);
  });

  it("a provider's method with the provider off is judged by the shop's state alone", async () => {
    const svc = shop(providerSays("Authorised"));
    expect(await standingOf(svc, [transaction(CARD, "open")], PROVIDER_OFF)).toEqual({
      kind: "open",
      state: "open",
      providerType: "scheme",
      status: null,
      pageAction: null,
    });
    expect(await standingOf(svc, [transaction(PAYPAL, "in_progress")], PROVIDER_OFF)).toEqual({
      kind: "unpaid",
      state: "in_progress",
      providerType: "paypal",
      status: null,
      pageAction: null,
    });
    expect(svc.calls).toEqual([]);
  });

  it.each([
    ["open", "Authorised"],
    ["in_progress", "Pending"],
    ["in_progress", "Received"],
  ])("a provider's %s payment the provider answers %s for is confirming", async (state, resultCode) => {
    const svc = shop(providerSays(resultCode));
    expect(await standingOf(svc, [transaction(CARD, state)])).toEqual({
      kind: "confirming",
      state,
      providerType: "scheme",
      status: { isFinal: false, resultCode },
      pageAction: null,
    });
    expect(svc.calls).toEqual([
      { operation: "readProviderPaymentStatus post /{providerSegment}/payment-status", body: { orderId: ORDER } },
    ]);
  });

  it.each(["RedirectShopper", "Refused", "Error", "Cancelled"])(
    "a provider's open payment the provider answers %s for is unpaid, with the provider's answer",
    async (resultCode) => {
      const svc = shop(providerSays(resultCode));
      expect(await standingOf(svc, [transaction(PAYPAL, "in_progress")])).toEqual({
        kind: "unpaid",
        state: "in_progress",
        providerType: "paypal",
        status: { isFinal: false, resultCode },
        pageAction: null,
      });
    },
  );

  it("the newest transaction decides: an older payment by card is not asked about", async () => {
    const svc = shop(providerSays("Authorised"));
    expect(
      await standingOf(svc, [transaction(INVOICE, "open"), transaction(CARD, "in_progress", TX_OLDER)]),
    ).toMatchObject({ kind: "open", providerType: null });
    expect(svc.calls).toEqual([]);
  });

  it.each([
    [
      "knows no payment response (an open transaction): unpaid",
      400,
      "ADYEN__PAYMENT_RESPONSE_NOT_FOUND",
      "unpaid",
      false,
    ],
    [
      "is unreachable: unknown (it may have been paid; nothing is started again on a guess)",
      502,
      "ADYEN__UNAVAILABLE",
      "unknown",
      true,
    ],
  ] as const)("a provider that %s (logged: %s)", async (_, status, code, kind, logged) => {
    const svc = shop({
      readProviderPaymentStatus: () => {
        throw apiError(status, [{ code }]);
      },
    });
    expect(await standingOf(svc, [transaction(CARD, "open")])).toEqual({
      kind,
      state: "open",
      providerType: "scheme",
      status: null,
      pageAction: null,
    });
    expect(vi.mocked(console.error).mock.calls.length > 0).toBe(logged);
  });

  it("a lost login is no answer: it goes on to the route (the login page)", async () => {
    const svc = shop({
      readProviderPaymentStatus: () => {
        throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
      },
    });
    const error = await standingOf(svc, [transaction(CARD, "in_progress")]).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ClientApiError);
    expect((error as ClientApiError).hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")).toBe(true);
  });
});

describe("cancellablePayment: only a provider's open payment, only with the provider on", () => {
  it.each([
    ["scheme", "open", true, true],
    ["paypal", "in_progress", true, true],
    ["scheme", "open", false, false],
    ["scheme", "in_progress", false, false],
    [null, "open", true, false],
    [null, "in_progress", true, false],
    ["scheme", "failed", true, false],
    ["scheme", "cancelled", true, false],
    ["scheme", "paid", true, false],
    ["scheme", undefined, true, false],
  ] as const)("provider type %s, payment %s, provider on %s: %s", (providerType, state, active, cancellable) => {
    expect(cancellablePayment({ kind: "unpaid", providerType, state }, active)).toBe(cancellable);
  });

  it.each(["confirming", "unknown", "settled", "open"] as const)(
    "never a payment whose standing is %s (accepted meanwhile, or not known)",
    (kind) => {
      expect(cancellablePayment({ kind, providerType: "scheme", state: "in_progress" }, true)).toBe(false);
    },
  );
});

describe("paymentOutcome: the provider's result codes as the storefront acts on them", () => {
  it.each(["Authorised", "Pending", "Received"])("%s is paid", (resultCode) => {
    expect(paymentOutcome({ isFinal: true, resultCode })).toEqual({ kind: "paid" });
  });

  it.each(["RedirectShopper", "IdentifyShopper", "ChallengeShopper"])(
    "%s with an http(s) page goes there",
    (resultCode) => {
      const url = "https://provider.example/3ds?session=1";
      expect(paymentOutcome({ isFinal: false, resultCode, action: { type: "redirect", url } })).toEqual({
        kind: "redirect",
        url,
      });
      expect(
        paymentOutcome({
          isFinal: false,
          resultCode,
          action: { type: "redirect", url: "http://localhost:8787/adyen/redirect" },
        }),
      ).toEqual({
        kind: "redirect",
        url: "http://localhost:8787/adyen/redirect",
      });
    },
  );

  it.each([
    ["without an action", undefined],
    ["without a url", { type: "threeDS2" }],
    ["with a javascript: url", { type: "redirect", url: "javascript:alert(1)" }],
    ["with a data: url", { type: "redirect", url: "data:text/html,<script>alert(1)</script>" }],
    ["with a protocol-relative url", { type: "redirect", url: "//evil.example/" }],
  ])("RedirectShopper %s failed", (_, action) => {
    expect(paymentOutcome({ isFinal: false, resultCode: "RedirectShopper", ...(action ? { action } : {}) })).toEqual({
      kind: "failed",
    });
  });

  it.each(["Refused", "Error", "Cancelled", "Something new"])("%s failed, even with a page named", (resultCode) => {
    expect(
      paymentOutcome({ isFinal: true, resultCode, action: { type: "redirect", url: "https://provider.example/" } }),
    ).toEqual({ kind: "failed" });
  });
});

describe("offeredPaymentMethods: what can be paid with now", () => {
  const offer = (svc: ReturnType<typeof shop>, siteConfig: SiteConfig = config, orderId?: string) =>
    offeredPaymentMethods({ services: svc.value, config: siteConfig }, METHODS as PaymentMethod[], orderId);
  const ids = (methods: { id: string }[]) => methods.map((method) => method.id);

  it("the shop's own methods, and the provider's it offers (for the order paid again: asked with the order)", async () => {
    const svc = shop();
    const { methods, cardBrands } = await offer(svc, config, ORDER);
    expect(ids(methods)).toEqual([INVOICE.id, CARD.id, PAYPAL.id, PREPAYMENT.id, SEPA.id]);
    expect(cardBrands).toEqual(["visa", "mc", "amex"]);
    expect(operations(svc.calls)).toEqual(["readProviderPaymentMethods"]);
  });

  it("in the provider's live environment the card is offered too: its SDK's secured fields take it", async () => {
    const svc = shop();
    const { methods, cardBrands } = await offer(svc, PROVIDER_LIVE);
    expect(ids(methods)).toEqual([INVOICE.id, CARD.id, PAYPAL.id, PREPAYMENT.id, SEPA.id]);
    expect(cardBrands).toEqual(["visa", "mc", "amex"]);
  });

  it("the provider off, or unreachable: only the shop's own methods", async () => {
    const off = shop();
    expect(ids((await offer(off, PROVIDER_OFF)).methods)).toEqual([INVOICE.id, PREPAYMENT.id]);
    expect(off.calls).toEqual([]);
    const down = shop({
      readProviderPaymentMethods: () => {
        throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    });
    expect(await offer(down)).toEqual({ methods: [INVOICE, PREPAYMENT], cardBrands: [] });
  });
});

describe("payOrder: where the shopper goes once the order exists", () => {
  const CARD_DATA = paymentStateData(CARD_STATE, "scheme", "test");
  const SUCCESS = `/order-success/?orderId=${ORDER}`;
  const FAILURE = `/payment-failure/?orderId=${ORDER}`;

  it("a shop method (no state data) asks handle-payment with absolute return pages and ends on the success page", async () => {
    const svc = shop();
    expect(await payOrder(routeArgs(svc), ORDER, null)).toEqual({ target: SUCCESS, refused: false });
    expect(svc.calls).toEqual([
      {
        operation: "handlePaymentMethod post /handle-payment",
        body: { orderId: ORDER, finishUrl: `${ORIGIN}${SUCCESS}`, errorUrl: `${ORIGIN}${FAILURE}` },
      },
    ]);
  });

  /** The site configuration with the provider's pages on these origins. */
  const providerAt = (...redirectOrigins: string[]): SiteConfig => ({
    ...config,
    paymentProvider: { ...config.paymentProvider, redirectOrigins },
  });

  it("handle-payment's redirectUrl wins: the provider is not asked", async () => {
    const svc = shop({ handlePaymentMethod: () => ({ redirectUrl: "https://psp.example/pay/1" }) });
    expect(
      await payOrder(routeArgs(svc, ENGLISH, "/checkout/", providerAt("https://psp.example")), ORDER, CARD_DATA),
    ).toEqual({ target: "https://psp.example/pay/1", refused: false });
    expect(operations(svc.calls)).toEqual(["handlePaymentMethod"]);
  });

  it.each([
    ["another site", "https://psp.example.evil.com/pay/1"],
    ["plain http", "http://psp.example/pay/1"],
    ["user info", "https://psp.example@evil.example/pay/1"],
  ])(
    "handle-payment's redirectUrl to %s is not followed: the failure page with the notice, the provider not asked",
    async (_name, redirectUrl) => {
      const svc = shop({ handlePaymentMethod: () => ({ redirectUrl }) });
      expect(
        await payOrder(routeArgs(svc, ENGLISH, "/checkout/", providerAt("https://psp.example")), ORDER, CARD_DATA),
      ).toEqual({ target: FAILURE, refused: true });
      expect(operations(svc.calls)).toEqual(["handlePaymentMethod"]);
      expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.redirectRefused" }]);
    },
  );

  it("a failing handle-payment ends on the failure page without asking the provider", async () => {
    const svc = shop({
      handlePaymentMethod: () => {
        throw apiError(400, [{ code: "CHECKOUT__PAYMENT_TOKEN_INVALIDATED" }]);
      },
    });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toEqual({ target: FAILURE, refused: true });
    expect(operations(svc.calls)).toEqual(["handlePaymentMethod"]);
  });

  it("sends the card to payment-details with the absolute success page as returnUrl; Authorised is the success page", async () => {
    const svc = shop();
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toEqual({ target: SUCCESS, refused: false });
    expect(operations(svc.calls)).toEqual(["handlePaymentMethod", "sendProviderPaymentDetails"]);
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: { ...CARD_DATA, returnUrl: `${ORIGIN}${SUCCESS}` },
    });
  });

  it("keeps the language prefix in every page, the returnUrl included", async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Refused" }) });
    expect(await payOrder(routeArgs(svc, GERMAN, "/de/checkout/"), ORDER, CARD_DATA)).toEqual({
      target: `/de${FAILURE}`,
      refused: true,
    });
    expect(bodyOf(svc.calls, "handlePaymentMethod")).toMatchObject({
      finishUrl: `${ORIGIN}/de${SUCCESS}`,
      errorUrl: `${ORIGIN}/de${FAILURE}`,
    });
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toMatchObject({
      stateData: { returnUrl: `${ORIGIN}/de${SUCCESS}` },
    });
  });

  it("RedirectShopper goes to the provider's page", async () => {
    const svc = shop({
      sendProviderPaymentDetails: () => ({
        isFinal: false,
        resultCode: "RedirectShopper",
        action: { type: "redirect", url: "https://provider.example/3ds" },
      }),
    });
    expect(
      await payOrder(routeArgs(svc, ENGLISH, "/checkout/", providerAt("https://provider.example")), ORDER, CARD_DATA),
    ).toEqual({ target: "https://provider.example/3ds", refused: false });
  });

  it("RedirectShopper to an origin the configuration does not name ends on the failure page with the notice", async () => {
    const svc = shop({
      sendProviderPaymentDetails: () => ({
        isFinal: false,
        resultCode: "RedirectShopper",
        action: { type: "redirect", url: "https://provider.example/3ds" },
      }),
    });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toEqual({ target: FAILURE, refused: true });
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.redirectRefused" }]);
  });

  it.each([
    ["Refused", () => ({ isFinal: true, resultCode: "Refused", refusalReason: "Expired Card" })],
    [
      "a javascript: page",
      () => ({
        isFinal: false,
        resultCode: "RedirectShopper",
        action: { type: "redirect", url: "javascript:alert(1)" },
      }),
    ],
    ["an answer out of contract", () => ({ resultCode: 42 })],
    [
      "payment-details throwing",
      () => {
        throw apiError(500, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    ],
  ])("%s ends on the failure page", async (_, answer) => {
    const svc = shop({ sendProviderPaymentDetails: answer });
    expect(await payOrder(routeArgs(svc), ORDER, CARD_DATA)).toEqual({ target: FAILURE, refused: true });
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
  const finish = (svc: ReturnType<typeof shop>, redirectResult: string, domain = ENGLISH) =>
    finishProviderRedirect(routeArgs(svc, domain, "/order-success/"), ORDER, redirectResult);

  it("authorised: asks the provider with the token, then 302 to the success page without it", async () => {
    const svc = shop();
    const response = await finish(svc, "Ab12+/=.-_token");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(svc.calls).toEqual([
      {
        operation: "sendProviderPaymentDetails post /{providerSegment}/payment-details",
        body: { orderId: ORDER, stateData: { details: { redirectResult: "Ab12+/=.-_token" } } },
      },
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
  ])(
    "a malformed token (%s) goes to the failure page with a notice, and the provider is not asked",
    async (_, token) => {
      const svc = shop();
      const response = await finish(svc, token);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/payment-failure/?orderId=${ORDER}`);
      expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.returnRefused" }]);
      expect(svc.calls).toEqual([]);
    },
  );

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

  it("with the provider switched off the return is refused: the failure page with a notice, the provider not asked", async () => {
    const svc = shop();
    const response = await finishProviderRedirect(
      routeArgs(svc, GERMAN, "/de/order-success/", PROVIDER_OFF),
      ORDER,
      "token",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/de/payment-failure/?orderId=${ORDER}`);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.returnRefused" }]);
    expect(svc.calls).toEqual([]);
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
  const SUCCESS = `/order-success/?orderId=${ORDER}`;
  /** The form as the page sends it: the order, and the payment it showed (the newest transaction). */
  const pay = (fields: Record<string, string>, svc = shop(), path = PATH) =>
    post(
      paymentAction,
      path,
      { intent: "pay-order", idempotencyKey: crypto.randomUUID(), orderId: ORDER, transactionId: TX, ...fields },
      svc,
    );
  const PAYING = ["orderSetPayment", "handlePaymentMethod", "sendProviderPaymentDetails"];
  const paying = (calls: { operation: string }[]) => operations(calls).filter((name) => PAYING.includes(name!));

  it.each([
    ["unknown", "99999999999999999999999999999999"],
    ["not for existing orders (afterOrderEnabled false)", PREPAYMENT.id],
    ["not offered by the provider", KLARNA.id],
  ])("refuses a method that is %s with a field error, and changes nothing", async (_, paymentMethodId) => {
    const svc = shop();
    const { result, status } = await pay({ paymentMethodId }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ paymentMethodId: "payment.errors.chooseMethod" });
    expect(paying(svc.calls)).toEqual([]);
  });

  it("takes the card in the provider's live environment too: its SDK's state data goes to the provider", async () => {
    const svc = shop({}, PROVIDER_LIVE);
    const response = await redirected(pay({ paymentMethodId: CARD.id, stateData: LIVE_CARD_STATE }, svc));
    expect(response.headers.get("Location")).toBe(SUCCESS);
    expect(paying(svc.calls)).toEqual(PAYING);
    // The emulator's test tokens are refused there: nothing is paid with them.
    const refused = shop({}, PROVIDER_LIVE);
    const { status } = await pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, refused);
    expect(status).toBe(400);
    expect(paying(refused.calls)).toEqual([]);
  });

  it.each([
    ["without state data", {}],
    [
      "with a readable card number",
      {
        stateData: JSON.stringify({
          paymentMethod: { ...JSON.parse(CARD_STATE).paymentMethod, encryptedCardNumber: "4111 1111 1111 1111" },
        }),
      },
    ],
  ])("refuses the card %s before touching the order", async (_, fields) => {
    const svc = shop();
    const { result, status } = await pay({ paymentMethodId: CARD.id, ...fields }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.cardDetails");
    expect(paying(svc.calls)).toEqual([]);
  });

  it("pays with the card: reads the order, then /order/payment, handle-payment and the provider; 303 to the success page", async () => {
    const svc = shop();
    const response = await redirected(
      pay({ paymentMethodId: CARD.id.toUpperCase(), transactionId: TX.toUpperCase(), stateData: CARD_STATE }, svc),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(SUCCESS);
    // The failed card payment is unpaid by the shop's state alone: payment-status is not asked.
    expect(operations(svc.calls)).toEqual([
      "searchOrders",
      "readPaymentMethod",
      "readProviderPaymentMethods",
      ...PAYING,
    ]);
    expect(bodyOf(svc.calls, "searchOrders")).toMatchObject({
      filter: [{ type: "equals", field: "id", value: ORDER }],
    });
    expect(bodyOf(svc.calls, "orderSetPayment")).toEqual({ orderId: ORDER, paymentMethodId: CARD.id });
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: { ...JSON.parse(CARD_STATE), returnUrl: `${ORIGIN}${SUCCESS}` },
    });
    expect(svc.flashed).toEqual([]);
  });

  it("PayPal sends only its type (never card data the form carried) and goes to the provider's page as a document", async () => {
    const paypalPages: SiteConfig = {
      ...config,
      paymentProvider: { ...config.paymentProvider, redirectOrigins: ["https://paypal.example"] },
    };
    const svc = shop(
      {
        sendProviderPaymentDetails: () => ({
          isFinal: false,
          resultCode: "RedirectShopper",
          action: { type: "redirect", url: "https://paypal.example/checkout?token=1" },
        }),
      },
      paypalPages,
    );
    const response = await redirected(pay({ paymentMethodId: PAYPAL.id, stateData: CARD_STATE }, svc, `/de${PATH}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("https://paypal.example/checkout?token=1");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: { paymentMethod: { type: "paypal" }, returnUrl: `${ORIGIN}/de${SUCCESS}` },
    });
    expect(svc.flashed).toEqual([]);
  });

  it("the shop's own method needs no state data and never reaches the provider's payment-details", async () => {
    const svc = shop();
    const response = await redirected(pay({ paymentMethodId: INVOICE.id }, svc));
    expect(response.headers.get("Location")).toBe(SUCCESS);
    expect(paying(svc.calls)).toEqual(["orderSetPayment", "handlePaymentMethod"]);
  });

  it("an order without any payment yet is paid without a transactionId", async () => {
    const svc = shop(withOrder("open"));
    const response = await redirected(
      post(
        paymentAction,
        PATH,
        { intent: "pay-order", idempotencyKey: crypto.randomUUID(), orderId: ORDER, paymentMethodId: INVOICE.id },
        svc,
      ),
    );
    expect(response.headers.get("Location")).toBe(SUCCESS);
    expect(paying(svc.calls)).toEqual(["orderSetPayment", "handlePaymentMethod"]);
  });

  it("refused again by the provider: back to the failure page (303) with a notice that it did not go through", async () => {
    const svc = shop({ sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Refused" }) });
    const response = await redirected(pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, svc, `/de${PATH}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/de${PATH}`);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.retryFailed" }]);
  });

  it.each([
    ["paid", withOrder("open", transaction(CARD, "paid"), transaction(CARD, "failed", TX_OLDER))],
    ["authorised", withOrder("open", transaction(PAYPAL, "authorized"))],
    [
      "accepted by the provider, not yet by the shop (Pending)",
      { ...withOrder("open", transaction(CARD, "in_progress")), ...providerSays("Pending") },
    ],
    [
      "accepted by the provider, not yet by the shop (Authorised)",
      { ...withOrder("open", transaction(PAYPAL, "open")), ...providerSays("Authorised") },
    ],
    [
      "an invoice waiting for its transfer (the form sent again after paying by invoice)",
      withOrder("open", transaction(INVOICE, "open")),
    ],
  ])("an order whose newest payment is %s is never paid a second time: 303 to the success page", async (_, answers) => {
    const svc = shop(answers);
    const response = await redirected(pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, svc, `/de${PATH}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/de${SUCCESS}`);
    expect(paying(svc.calls)).toEqual([]);
    expect(operations(svc.calls)).not.toContain("readProviderPaymentMethods");
    expect(svc.flashed).toEqual([]);
  });

  it("a provider that cannot say where the last payment stands: no new payment, the form says why (503)", async () => {
    const svc = shop({
      ...withOrder("open", transaction(CARD, "in_progress")),
      readProviderPaymentStatus: () => {
        throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    });
    const { result, status } = await pay({ paymentMethodId: INVOICE.id }, svc);
    expect(status).toBe(503);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.providerUnavailable");
    expect(paying(svc.calls)).toEqual([]);
  });

  it("a provider's payment that never completed (RedirectShopper) is paid again", async () => {
    const svc = shop({ ...withOrder("open", transaction(PAYPAL, "in_progress")), ...providerSays("RedirectShopper") });
    const response = await redirected(pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, svc));
    expect(response.headers.get("Location")).toBe(SUCCESS);
    expect(operations(svc.calls)).toContain("readProviderPaymentStatus");
    expect(paying(svc.calls)).toEqual(PAYING);
  });

  it.each([
    ["an older payment (the form sent twice, another tab)", { transactionId: TX_OLDER }],
    ["no payment (a page from before any payment)", { transactionId: undefined }],
  ])("a form that saw %s starts none: the failure page again with a notice", async (_, fields) => {
    const svc = shop();
    const form: Record<string, string> = {
      intent: "pay-order",
      idempotencyKey: crypto.randomUUID(),
      orderId: ORDER,
      paymentMethodId: CARD.id,
      stateData: CARD_STATE,
    };
    if (fields.transactionId) form["transactionId"] = fields.transactionId;
    const response = await redirected(post(paymentAction, `/de${PATH}`, form, svc));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/de${PATH}`);
    expect(svc.flashed).toEqual([{ type: "info", messageKey: "payment.errors.alreadyStarted" }]);
    expect(paying(svc.calls)).toEqual([]);
  });

  it("a malformed transactionId is a field error, and the shop is not asked", async () => {
    const svc = shop();
    const { status, result } = await pay({ paymentMethodId: INVOICE.id, transactionId: "t-failed" }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toHaveProperty("transactionId");
    expect(svc.calls).toEqual([]);
  });

  it.each([
    ["cancelled", "failed"],
    ["completed", "cancelled"],
  ])(
    "an order that is %s (its payment %s) cannot be paid again: a form error, nothing asked of the provider",
    async (orderState, state) => {
      const svc = shop(withOrder(orderState, transaction(CARD, state)));
      const { result, status } = await pay({ paymentMethodId: INVOICE.id }, svc);
      expect(status).toBe(400);
      expect(isActionResult(result) && result.formError).toBe("payment.errors.notChangeable");
      expect(operations(svc.calls)).toEqual(["searchOrders", "readPaymentMethod"]);
    },
  );

  it("an unknown or foreign order pays nothing", async () => {
    const svc = shop(NO_ORDER);
    await pay({ paymentMethodId: INVOICE.id }, svc).catch(() => undefined);
    expect(operations(svc.calls)).toEqual(["searchOrders", "readPaymentMethod"]);
  });

  it("an unknown or foreign order is the 404 page", async () => {
    await expect(pay({ paymentMethodId: INVOICE.id }, shop(NO_ORDER))).rejects.toMatchObject({ status: 404 });
  });

  it("/order/payment refused for an unknown method: the field error", async () => {
    const svc = shop({
      orderSetPayment: () => {
        throw apiError(400, [{ code: "CHECKOUT__UNKNOWN_PAYMENT_METHOD" }]);
      },
    });
    const { result, status } = await pay({ paymentMethodId: INVOICE.id }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ paymentMethodId: "payment.errors.chooseMethod" });
    expect(operations(svc.calls)).not.toContain("handlePaymentMethod");
  });

  it("any other refusal of /order/payment is told on the form, and nothing is paid", async () => {
    const svc = shop({
      orderSetPayment: () => {
        throw apiError(400, [{ code: "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE" }]);
      },
      // An older transaction was paid, the newest not: the order is not paid.
      ...withOrder("open", transaction(CARD, "failed"), transaction(CARD, "paid", TX_OLDER)),
    });
    const { result, status } = await pay({ paymentMethodId: CARD.id, stateData: CARD_STATE }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.notChangeable");
    expect(isActionResult(result) && result.fieldErrors).toBeFalsy();
    expect(paying(svc.calls)).toEqual(["orderSetPayment"]);
  });

  it.each([
    ["/order/payment", { orderSetPayment: "x" }],
    ["payment-status", { ...withOrder("open", transaction(CARD, "in_progress")), readProviderPaymentStatus: "x" }],
  ])("a lost login at %s is no refusal: the login page, with the way back", async (_, which) => {
    const lost = () => {
      throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
    };
    const answers: Answers = Object.fromEntries(
      Object.entries(which).map(([name, answer]) => [name, typeof answer === "string" ? lost : answer]),
    );
    const svc = shop(answers);
    const response = await redirected(pay({ paymentMethodId: INVOICE.id }, svc));
    expect(response.headers.get("Location")).toBe(`/login/?redirect=${encodeURIComponent(PATH)}`);
    expect(operations(svc.calls)).not.toContain("handlePaymentMethod");
  });
});

describe("cancel-payment on the payment failure page", () => {
  const cancel = (svc: ReturnType<typeof shop>) =>
    post(paymentAction, `/payment-failure/?orderId=${ORDER}`, { intent: "cancel-payment", orderId: ORDER }, svc);
  const REFUSED = { intent: "cancel-payment", ok: false, formError: "payment.errors.cancelRefused" };

  it.each([
    [
      "an open card payment the provider knows nothing of yet",
      {
        ...withOrder("open", transaction(CARD, "open")),
        readProviderPaymentStatus: () => {
          throw apiError(400, [{ code: "ADYEN__PAYMENT_RESPONSE_NOT_FOUND" }]);
        },
      },
    ],
    [
      "a PayPal payment waiting for the shopper",
      { ...withOrder("open", transaction(PAYPAL, "in_progress")), ...providerSays("RedirectShopper") },
    ],
  ])("gives up %s at the provider and confirms", async (_, answers) => {
    const svc = shop(answers);
    const { result, status, calls, flashed } = await cancel(svc);
    expect(status).toBe(200);
    expect(result).toEqual({ intent: "cancel-payment", ok: true });
    expect(operations(calls)).toEqual(["searchOrders", "readProviderPaymentStatus", "cancelProviderOrderTransaction"]);
    expect(bodyOf(calls, "cancelProviderOrderTransaction")).toEqual({ orderId: ORDER });
    expect(flashed).toEqual([{ type: "success", messageKey: "payment.cancelled" }]);
  });

  it("the provider's refusal answers 200 (so the page is read again) with the form error and a notice", async () => {
    const svc = shop({
      ...withOrder("open", transaction(CARD, "in_progress")),
      cancelProviderOrderTransaction: () => {
        throw apiError(400, [{ code: "ADYEN__TRANSACTION_NOT_CANCELLABLE" }]);
      },
    });
    const { result, status, flashed } = await cancel(svc);
    expect(status).toBe(200);
    expect(result).toEqual(REFUSED);
    expect(flashed).toEqual([{ type: "danger", messageKey: "payment.errors.cancelRefused" }]);
  });

  it.each([
    ["a failed card payment", withOrder("open", transaction(CARD, "failed")), config],
    ["a cancelled PayPal payment", withOrder("open", transaction(PAYPAL, "cancelled")), config],
    ["a paid card payment", withOrder("open", transaction(CARD, "paid")), config],
    ["an open invoice", withOrder("open", transaction(INVOICE, "open")), config],
    ["the shop's own method in progress", withOrder("open", transaction(INVOICE, "in_progress")), config],
    ["an open card payment with the provider off", withOrder("open", transaction(CARD, "open")), PROVIDER_OFF],
    [
      "an older open card payment (the newest is the invoice's)",
      withOrder("open", transaction(INVOICE, "failed"), transaction(CARD, "open", TX_OLDER)),
      config,
    ],
    ["an order without payments", withOrder("open"), config],
  ])(
    "refuses to cancel %s (200, the form error, a notice) without asking the provider to",
    async (_, answers, siteConfig) => {
      const svc = shop(answers, siteConfig);
      const { result, status, calls, flashed } = await cancel(svc);
      expect(status).toBe(200);
      expect(result).toEqual(REFUSED);
      expect(flashed).toEqual([{ type: "danger", messageKey: "payment.errors.cancelRefused" }]);
      expect(operations(calls)).not.toContain("cancelProviderOrderTransaction");
    },
  );

  it("an unknown or foreign order cancels nothing", async () => {
    const svc = shop(NO_ORDER);
    await cancel(svc).catch(() => undefined);
    expect(operations(svc.calls)).toEqual(["searchOrders"]);
    expect(svc.flashed).not.toContainEqual({ type: "success", messageKey: "payment.cancelled" });
  });

  it("an unknown or foreign order is the 404 page", async () => {
    await expect(cancel(shop(NO_ORDER))).rejects.toMatchObject({ status: 404 });
  });

  it("a malformed order id reaches no provider", async () => {
    const svc = shop();
    const { status, calls } = await post(
      paymentAction,
      "/payment-failure/",
      { intent: "cancel-payment", orderId: "../x" },
      svc,
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("the payment failure page's loader", () => {
  const load = (
    answers: Answers,
    { query = `?orderId=${ORDER}`, siteConfig = config }: { query?: string; siteConfig?: SiteConfig } = {},
  ) => runLoader(paymentFailureLoader, `/payment-failure/${query}`, answers, { siteConfig });

  it("a paid order has nothing to do here: on to its success page", async () => {
    const { thrown, calls } = await load(
      withOrder("open", transaction(CARD, "paid"), transaction(CARD, "failed", TX_OLDER)),
    );
    expect(redirectOf(thrown)).toEqual({ status: 302, location: `/order-success/?orderId=${ORDER}` });
    expect(operations(calls)).not.toContain("readProviderPaymentStatus");
  });

  it("an authorised order (captured later) has nothing to do here either", async () => {
    const { thrown } = await load(withOrder("open", transaction(CARD, "authorized")));
    expect(redirectOf(thrown)).toEqual({ status: 302, location: `/order-success/?orderId=${ORDER}` });
  });

  it.each(["Authorised", "Pending", "Received"])(
    "a provider's payment the provider answers %s for (the shop not told yet) goes on to the success page",
    async (resultCode) => {
      const { thrown, calls } = await load(
        { ...withOrder("open", transaction(PAYPAL, "in_progress")), ...providerSays(resultCode) },
        { query: `?orderId=${ORDER}` },
      );
      expect(redirectOf(thrown)).toEqual({ status: 302, location: `/order-success/?orderId=${ORDER}` });
      expect(bodyOf(calls, "readProviderPaymentStatus")).toEqual({ orderId: ORDER });
    },
  );

  it.each([
    ["an open invoice (a transfer to wait for)", withOrder("open", transaction(INVOICE, "open")), config],
    ["an order without any payment yet", withOrder("open"), config],
    [
      "a provider's open payment with the provider off (the shop's state says open)",
      withOrder("open", transaction(CARD, "open")),
      PROVIDER_OFF,
    ],
  ])("%s did not fail: on to the success page, the provider not asked", async (_, answers, siteConfig) => {
    const { thrown, calls } = await load({ ...answers, ...providerSays("Refused") }, { siteConfig });
    expect(redirectOf(thrown)).toEqual({ status: 302, location: `/order-success/?orderId=${ORDER}` });
    expect(operations(calls)).toEqual(["searchOrders", "readPaymentMethod"]);
  });

  it("keeps the language in the way on", async () => {
    const { thrown } = await runLoader(
      paymentFailureLoader,
      `/de/payment-failure/?orderId=${ORDER}`,
      withOrder("open", transaction(CARD, "paid")),
    );
    expect(redirectOf(thrown)).toEqual({ status: 302, location: `/de/order-success/?orderId=${ORDER}` });
  });

  it("an unknown or foreign order is the 404 page", async () => {
    const { thrown } = await load(NO_ORDER);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("a failed shop payment is refused; the provider's payment-status is not asked for it; no provider's words any more", async () => {
    const { data, thrown, calls } = await load(withOrder("open", transaction(INVOICE, "failed")));
    expect(thrown).toBeUndefined();
    expect(data?.reason).toBe("refused");
    expect(data).not.toHaveProperty("refusalReason");
    expect(operations(calls)).not.toContain("readProviderPaymentStatus");
    expect(data?.cancellable).toBe(false);
  });

  it("a provider payment in progress asks payment-status, and offers only methods for existing orders", async () => {
    const { data, calls } = await load({
      ...withOrder("open", transaction(CARD, "in_progress")),
      readProviderPaymentStatus: () => ({ isFinal: true, resultCode: "Refused", refusalReason: "Not enough balance" }),
    });
    expect(bodyOf(calls, "readProviderPaymentStatus")).toEqual({ orderId: ORDER });
    expect(data?.reason).toBe("refused");
    expect(data).not.toHaveProperty("refusalReason");
    // Prepayment is not afterOrderEnabled; Klarna is not offered by the provider.
    expect(data?.methods.map((method) => method.id)).toEqual([INVOICE.id, CARD.id, PAYPAL.id, SEPA.id]);
    expect(data?.chosenMethodId).toBe(CARD.id);
    expect(data?.cardBrands).toEqual(["visa", "mc", "amex"]);
    expect(data?.payable).toBe(true);
    expect(data?.cancellable).toBe(true);
  });

  it("in the provider's live environment the failed card is offered again, first", async () => {
    const { data } = await load({ ...withOrder("open", transaction(CARD, "failed")) }, { siteConfig: PROVIDER_LIVE });
    expect(data?.methods.map((method) => method.id)).toEqual([INVOICE.id, CARD.id, PAYPAL.id, SEPA.id]);
    expect(data?.chosenMethodId).toBe(CARD.id);
    expect(data?.cardBrands).toEqual(["visa", "mc", "amex"]);
  });

  it.each([
    [CARD, "failed", "refused"],
    [CARD, "cancelled", "cancelled"],
    [PAYPAL, "cancelled", "cancelled"],
  ] as const)(
    "a provider's %j payment %s is told by the shop's state; payment-status is not asked",
    async (method, state, reason) => {
      const { data, calls } = await load({
        ...withOrder("open", transaction(method, state)),
        ...providerSays("Error"),
      });
      expect(data?.reason).toBe(reason);
      expect(operations(calls)).not.toContain("readProviderPaymentStatus");
    },
  );

  it("the provider's error code is the reason when the shop's state says less; an unreachable or unknowing provider leaves the shop's", async () => {
    const error = await load({ ...withOrder("open", transaction(CARD, "in_progress")), ...providerSays("Error") });
    expect(error.data?.reason).toBe("error");
    const down = await load({
      ...withOrder("open", transaction(CARD, "in_progress")),
      readProviderPaymentStatus: () => {
        throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    });
    expect(down.thrown).toBeUndefined();
    // Unreachable: the page says so and offers no new payment (the first may have gone through).
    expect(down.data?.reason).toBe("unavailable");
    expect(down.data?.payable).toBe(false);
    expect(down.data?.cancellable).toBe(false);
    // The emulator (like Adyen's plugin) knows no payment response before any payment-details.
    const unknown = await load({
      ...withOrder("open", transaction(CARD, "open")),
      readProviderPaymentStatus: () => {
        throw apiError(400, [{ code: "ADYEN__PAYMENT_RESPONSE_NOT_FOUND" }]);
      },
    });
    expect(unknown.thrown).toBeUndefined();
    expect(unknown.data?.reason).toBe("notCompleted");
    expect(unknown.data?.cancellable).toBe(true);
  });

  it("a lost login at payment-status leads to the login", async () => {
    const { thrown } = await load({
      ...withOrder("open", transaction(CARD, "in_progress")),
      readProviderPaymentStatus: () => {
        throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
      },
    });
    expect(redirectOf(thrown)).toEqual({
      status: 302,
      location: `/login/?redirect=${encodeURIComponent(`/payment-failure/?orderId=${ORDER}`)}`,
    });
  });

  it.each([
    [CARD, "open", true],
    [CARD, "in_progress", true],
    [PAYPAL, "in_progress", true],
    [CARD, "failed", false],
    [CARD, "cancelled", false],
    [INVOICE, "in_progress", false],
  ] as const)("method %j with payment %s is cancellable: %s", async (method, state, cancellable) => {
    const { data, thrown } = await load({
      ...withOrder("open", transaction(method, state)),
      ...providerSays("RedirectShopper"),
    });
    expect(thrown).toBeUndefined();
    expect(data?.cancellable).toBe(cancellable);
  });

  it("with the provider off nothing is asked of it and nothing can be cancelled; the shop's own methods are offered", async () => {
    const { data, calls } = await load(withOrder("open", transaction(CARD, "in_progress")), {
      siteConfig: PROVIDER_OFF,
    });
    expect(data?.reason).toBe("notCompleted");
    expect(data?.cancellable).toBe(false);
    expect(data?.methods.map((method) => method.id)).toEqual([INVOICE.id]);
    expect(operations(calls)).toEqual(["searchOrders", "readPaymentMethod"]);
  });

  it("an order that cannot be paid again (cancelled) offers no method and cannot be cancelled", async () => {
    const { data, calls } = await load({
      ...withOrder("cancelled", transaction(CARD, "open")),
      ...providerSays("RedirectShopper"),
    });
    expect(data?.payable).toBe(false);
    expect(data?.methods).toEqual([]);
    expect(data?.chosenMethodId).toBeNull();
    expect(data?.cancellable).toBe(false);
    expect(operations(calls)).not.toContain("readProviderPaymentMethods");
  });
});

describe("the order success page's loader and the payment", () => {
  const load = (
    answers: Answers,
    { query = `?orderId=${ORDER}`, siteConfig = config }: { query?: string; siteConfig?: SiteConfig } = {},
  ) => runLoader(orderSuccessLoader, `/order-success/${query}`, answers, { siteConfig });
  const FAILURE = `/payment-failure/?orderId=${ORDER}`;

  it("an open invoice stays: nothing to confirm, the provider not asked", async () => {
    const { data, thrown, calls } = await load({
      ...withOrder("open", transaction(INVOICE, "open")),
      ...providerSays("Refused"),
    });
    expect(thrown).toBeUndefined();
    expect(data?.order.id).toBe(ORDER);
    expect(data?.paymentConfirming).toBe(false);
    expect(operations(calls)).toEqual(["searchOrders"]);
  });

  it("reads the transactions' payment methods with their custom fields (they name the provider's type)", async () => {
    const { calls } = await load(withOrder("open", transaction(INVOICE, "open")));
    const body = bodyOf(calls, "searchOrders") as {
      associations: { transactions: unknown };
      includes: Record<string, string[]>;
    };
    expect(body.associations.transactions).toMatchObject({
      associations: { paymentMethod: {} },
      sort: [{ field: "createdAt", order: "DESC" }],
    });
    expect(body.includes["order_transaction"]).toEqual(
      expect.arrayContaining(["id", "paymentMethod", "stateMachineState"]),
    );
    expect(body.includes["payment_method"]).toEqual(expect.arrayContaining(["id", "technicalName", "customFields"]));
  });

  it("a paid card payment stays, nothing to confirm", async () => {
    const { data, calls } = await load(withOrder("open", transaction(CARD, "paid")));
    expect(data?.paymentConfirming).toBe(false);
    expect(operations(calls)).toEqual(["searchOrders"]);
  });

  it("a provider's payment in progress the provider answers Pending for stays, being confirmed", async () => {
    const { data, thrown, calls } = await load({
      ...withOrder("open", transaction(CARD, "in_progress")),
      ...providerSays("Pending"),
    });
    expect(thrown).toBeUndefined();
    expect(data?.paymentConfirming).toBe(true);
    expect(operations(calls)).toEqual(["searchOrders", "readProviderPaymentStatus"]);
  });

  it.each([
    [
      "a provider's payment in progress the provider waits for (RedirectShopper)",
      { ...withOrder("open", transaction(PAYPAL, "in_progress")), ...providerSays("RedirectShopper") },
    ],
    ["a failed payment", withOrder("open", transaction(CARD, "failed"))],
    ["a cancelled invoice", withOrder("open", transaction(INVOICE, "cancelled"))],
    ["the shop's own payment in progress", withOrder("open", transaction(INVOICE, "in_progress"))],
  ])("%s is no success: 302 to the failure page", async (_, answers) => {
    const { thrown } = await load(answers);
    expect(redirectOf(thrown)).toEqual({ status: 302, location: FAILURE });
  });

  it("keeps the language on the way to the failure page", async () => {
    const { thrown } = await runLoader(
      orderSuccessLoader,
      `/de/order-success/?orderId=${ORDER}`,
      withOrder("open", transaction(CARD, "failed")),
    );
    expect(redirectOf(thrown)).toEqual({ status: 302, location: `/de${FAILURE}` });
  });

  it("back from the provider's page with redirectResult: the payment is finished first, then the page without the token", async () => {
    const { thrown, calls } = await load({}, { query: `?orderId=${ORDER}&redirectResult=Ab12cd` });
    expect(redirectOf(thrown)).toEqual({ status: 302, location: `/order-success/?orderId=${ORDER}` });
    expect(calls).toEqual([
      {
        operation: "sendProviderPaymentDetails post /{providerSegment}/payment-details",
        body: { orderId: ORDER, stateData: { details: { redirectResult: "Ab12cd" } } },
      },
    ]);
  });

  it("a return with the provider switched off changes nothing: the failure page with a notice", async () => {
    const { thrown, calls, flashed } = await load(
      {},
      { query: `?orderId=${ORDER}&redirectResult=Ab12cd`, siteConfig: PROVIDER_OFF },
    );
    expect(redirectOf(thrown)).toEqual({ status: 302, location: FAILURE });
    expect(flashed).toEqual([{ type: "danger", messageKey: "payment.errors.returnRefused" }]);
    expect(calls).toEqual([]);
  });
});

describe("the account's order detail: does the order wait for a payment?", () => {
  const load = (answers: Answers, siteConfig: SiteConfig = config) =>
    runLoader(orderDetailLoader, `/account/orders/${ORDER}/`, answers, { params: { id: ORDER }, siteConfig });

  it.each([
    ["a failed card payment", withOrder("open", transaction(CARD, "failed")), true],
    ["a cancelled PayPal payment", withOrder("in_progress", transaction(PAYPAL, "cancelled")), true],
    [
      "a PayPal payment the shopper never finished",
      { ...withOrder("open", transaction(PAYPAL, "in_progress")), ...providerSays("RedirectShopper") },
      true,
    ],
    ["an open invoice (a transfer to wait for)", withOrder("open", transaction(INVOICE, "open")), false],
    [
      "a card payment the provider accepted (Pending)",
      { ...withOrder("open", transaction(CARD, "in_progress")), ...providerSays("Pending") },
      false,
    ],
    ["a paid order", withOrder("open", transaction(CARD, "paid"), transaction(CARD, "failed", TX_OLDER)), false],
    ["a cancelled order with a failed payment", withOrder("cancelled", transaction(CARD, "failed")), false],
    ["a completed order with a cancelled payment", withOrder("completed", transaction(INVOICE, "cancelled")), false],
  ])("%s: %s", async (_, answers, awaits) => {
    const { data, thrown } = await load(answers);
    expect(thrown).toBeUndefined();
    expect(data?.order.id).toBe(ORDER);
    expect(data?.awaitsPayment).toBe(awaits);
  });

  it("an unknown order is the 404 page", async () => {
    const { thrown } = await load(NO_ORDER);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});

describe("place-order at the checkout with a provider's method", () => {
  const TOTAL = 54.89;
  const checkoutShop = (paymentMethodId: string, overrides: Answers = {}, siteConfig: SiteConfig = config) =>
    shop(
      {
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
      },
      siteConfig,
    );
  const placeOrder = (svc: ReturnType<typeof shop>, fields: Record<string, string> = {}) =>
    post(
      checkoutAction,
      "/checkout/",
      { intent: "place-order", idempotencyKey: crypto.randomUUID(), tos: "1", expectedTotal: String(TOTAL), ...fields },
      svc,
    );

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
    expect(operations(svc.calls).slice(-4)).toEqual([
      "readProviderPaymentMethods",
      "createOrder",
      "handlePaymentMethod",
      "sendProviderPaymentDetails",
    ]);
  });

  it("a direct debit without its account places no order: the shopper is told to enter it", async () => {
    const svc = checkoutShop(SEPA.id);
    const { result, status } = await placeOrder(svc, { stateData: CARD_STATE });
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("payment.errors.accountDetails");
    expect(operations(svc.calls)).not.toContain("createOrder");
  });

  it("a direct debit with the SDK's account details: the order, then the provider gets them", async () => {
    const svc = checkoutShop(SEPA.id);
    const stateData = JSON.stringify({
      paymentMethod: { type: "sepadirectdebit", iban: "DE89370400440532013000", ownerName: "A. Klaassen" },
    });
    const response = await redirected(placeOrder(svc, { stateData }));
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(svc.calls).slice(-2)).toEqual(["handlePaymentMethod", "sendProviderPaymentDetails"]);
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toMatchObject({
      orderId: ORDER,
      stateData: JSON.parse(stateData),
    });
  });

  it("the shop's own method is placed while the provider is asked what it offers (the session's methods include its)", async () => {
    const svc = checkoutShop(INVOICE.id);
    const response = await redirected(placeOrder(svc));
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(operations(svc.calls).slice(-3)).toEqual([
      "readProviderPaymentMethods",
      "createOrder",
      "handlePaymentMethod",
    ]);
  });

  it.each([
    ["a method the provider does not offer (Klarna)", KLARNA.id, {}, config],
    ["the card with the provider switched off", CARD.id, {}, PROVIDER_OFF],
    [
      "the card with the provider unreachable",
      CARD.id,
      {
        readProviderPaymentMethods: () => {
          throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
        },
      },
      config,
    ],
    ["a method the shop does not have", "99999999999999999999999999999999", {}, config],
  ])("%s places no order: choose another payment", async (_, paymentMethodId, overrides, siteConfig) => {
    const svc = checkoutShop(paymentMethodId, overrides, siteConfig);
    const { result, status } = await placeOrder(svc, { stateData: CARD_STATE });
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("checkout.errors.choosePayment");
    expect(operations(svc.calls)).not.toContain("createOrder");
    expect(operations(svc.calls)).not.toContain("sendProviderPaymentDetails");
  });

  it("a failing card form keeps its other values but never the state data", async () => {
    const svc = checkoutShop(CARD.id);
    const { result } = await placeOrder(svc, { stateData: "{broken", customerComment: "Please gift-wrap" });
    expect(isActionResult(result) && result.formError).toBe("payment.errors.cardDetails");
    expect(isActionResult(result) && result.values).toEqual({
      idempotencyKey: expect.any(String),
      tos: "1",
      expectedTotal: String(TOTAL),
      customerComment: "Please gift-wrap",
    });
  });

  describe("once per submit (issue 25: the form's idempotency key, the Worker's submit ledger)", () => {
    it("the order's redirect is noted under the form's key; the key sent again gets it and its notices, and the shop is not asked again", async () => {
      const svc = checkoutShop(INVOICE.id);
      const idempotencyKey = crypto.randomUUID();
      const first = await redirected(placeOrder(svc, { idempotencyKey }));
      expect(first.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
      const records = (svc.value.submissions as ReturnType<typeof memorySubmissions>).records;
      expect(records.get(`place-order:${idempotencyKey}`)).toEqual({
        location: `/order-success/?orderId=${ORDER}`,
        notices: [],
      });

      records.set(`place-order:${idempotencyKey}`, {
        location: `/payment-failure/?orderId=${ORDER}`,
        notices: [{ type: "danger", messageKey: "payment.errors.retryFailed" }],
      });
      const before = svc.calls.length;
      const again = await redirected(placeOrder(svc, { idempotencyKey }));
      expect(again.status).toBe(303);
      expect(again.headers.get("Location")).toBe(`/payment-failure/?orderId=${ORDER}`);
      expect(svc.flashed).toContainEqual({ type: "danger", messageKey: "payment.errors.retryFailed" });
      expect(svc.calls.length).toBe(before);
    });

    it("a form error frees its key (the form is sent again with it); a post while the key's first post runs acts not", async () => {
      const svc = checkoutShop(CARD.id);
      const idempotencyKey = crypto.randomUUID();
      const { status } = await placeOrder(svc, { idempotencyKey });
      expect(status).toBe(400);
      const records = (svc.value.submissions as ReturnType<typeof memorySubmissions>).records;
      expect(records.has(`place-order:${idempotencyKey}`)).toBe(false);

      records.set(`place-order:${idempotencyKey}`, "pending");
      const before = svc.calls.length;
      const busy = await placeOrder(svc, { idempotencyKey, stateData: CARD_STATE });
      expect(busy.status).toBe(409);
      expect(isActionResult(busy.result) && busy.result.formError).toBe("form.errors.stillSending");
      expect(svc.calls.length).toBe(before);
    });

    it("without the Worker's ledger (an action run in the browser) no order is placed", async () => {
      const svc = checkoutShop(INVOICE.id);
      svc.value.submissions = undefined;
      const { status } = await placeOrder(svc);
      expect(status).toBe(502);
      expect(operations(svc.calls)).not.toContain("createOrder");
    });
  });
});

describe("native 3-D Secure 2: the bank's check in the payment page", () => {
  const FINGERPRINT = {
    type: "threeDS2",
    subtype: "fingerprint",
    token: "eyJ0aHJlZURTTWV0aG9kTm90aWZpY2F0aW9uVVJMIjoiIn0=",
    paymentMethodType: "scheme",
    paymentData: "Ab02b4c0!BQABAgA=",
  };
  const identify = () => ({ isFinal: false, resultCode: "IdentifyShopper", action: FINGERPRINT });
  const RESULT = JSON.stringify({ details: { threeDSResult: "eyJ0cmFuc1N0YXR1cyI6IlkifQ==" } });
  const PATH = `/payment-failure/?orderId=${ORDER}`;
  /** The order whose card payment waits for the bank's check (payment-status answers the step). */
  const waiting = { ...withOrder("open", transaction(CARD, "in_progress")), readProviderPaymentStatus: identify };
  const confirm = (svc: ReturnType<typeof shop>, stateData = RESULT, idempotencyKey = crypto.randomUUID()) =>
    post(paymentAction, PATH, { intent: "confirm-payment", idempotencyKey, orderId: ORDER, stateData }, svc);

  it.each(["IdentifyShopper", "ChallengeShopper"])(
    "%s with a threeDS2 action is the check in the page",
    (resultCode) => {
      expect(paymentOutcome({ isFinal: false, resultCode, action: FINGERPRINT })).toEqual({
        kind: "in-page",
        action: FINGERPRINT,
      });
    },
  );

  it.each([
    ["RedirectShopper (a page to visit, not the SDK's)", "RedirectShopper", FINGERPRINT],
    ["without a token", "IdentifyShopper", { ...FINGERPRINT, token: "" }],
    ["of another subtype", "ChallengeShopper", { ...FINGERPRINT, subtype: "redirect" }],
  ])("a threeDS2 action %s is no check: failed", (_, resultCode, action) => {
    expect(paymentOutcome({ isFinal: false, resultCode, action })).toEqual({ kind: "failed" });
  });

  it("pageActionDetails takes the SDK's threeDSResult only, and nothing else", () => {
    expect(pageActionDetails(RESULT)).toEqual(JSON.parse(RESULT));
    expect(pageActionDetails(JSON.stringify({ details: { threeDSResult: "abc=", cardNumber: "4111" }, x: 1 }))).toEqual(
      { details: { threeDSResult: "abc=" } },
    );
    for (const raw of [undefined, "", "not json", "{}", JSON.stringify({ details: { threeDSResult: "<script>" } })])
      expect(pageActionDetails(raw)).toBeNull();
  });

  it("payOrder: a card the bank checks in the page ends on the payment page, not as a refusal", async () => {
    const svc = shop({ sendProviderPaymentDetails: identify });
    expect(await payOrder(routeArgs(svc), ORDER, paymentStateData(CARD_STATE, "scheme", "test"))).toEqual({
      target: PATH,
      refused: false,
      reloadDocument: true,
    });
    expect(svc.flashed).toEqual([]);
  });

  it("paymentStanding: an unpaid payment waiting for the check carries the provider's action", async () => {
    const svc = shop({ readProviderPaymentStatus: identify });
    const standing = await paymentStanding(
      { services: svc.value, config },
      order("open", [transaction(CARD, "in_progress")]) as unknown as OrderDetail,
    );
    expect(standing).toMatchObject({ kind: "unpaid", pageAction: FINGERPRINT });
  });

  it.each([
    ["Authorised", "/order-success/", []],
    ["Refused", "/payment-failure/", [{ type: "danger", messageKey: "payment.authentication.refused" }]],
    ["ChallengeShopper", "/payment-failure/", []],
  ] as const)("confirm-payment: the provider's %s leads to %s", async (resultCode, page, notices) => {
    const svc = shop({
      ...waiting,
      sendProviderPaymentDetails: () =>
        resultCode === "ChallengeShopper"
          ? { isFinal: false, resultCode, action: { ...FINGERPRINT, subtype: "challenge" } }
          : { isFinal: true, resultCode },
    });
    const response = await redirected(confirm(svc));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`${page}?orderId=${ORDER}`);
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: JSON.parse(RESULT),
    });
    expect(svc.flashed).toEqual(notices);
  });

  it.each([
    ["without the SDK's details", "{}", config],
    ["with PayPal's approval while the bank's check waits", JSON.stringify({ details: { orderID: "EC-1" } }), config],
    ["with the provider off", RESULT, PROVIDER_OFF],
  ] as const)(
    "confirm-payment %s asks nobody and says the check could not be completed",
    async (_, stateData, siteConfig) => {
      const svc = shop(waiting, siteConfig);
      const { result, calls, flashed } = await confirm(svc, stateData);
      expect(result).toEqual({ intent: "confirm-payment", ok: false, formError: "payment.authentication.failed" });
      expect(operations(calls)).not.toContain("sendProviderPaymentDetails");
      expect(flashed).toEqual([]);
    },
  );

  it("confirm-payment sent twice with the page's key asks the provider once and leads where the first went", async () => {
    const svc = shop({ ...waiting, sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Authorised" }) });
    const key = crypto.randomUUID();
    const first = await redirected(confirm(svc, RESULT, key));
    const again = await redirected(confirm(svc, RESULT, key));
    expect(again.headers.get("Location")).toBe(first.headers.get("Location"));
    expect(operations(svc.calls).filter((name) => name === "sendProviderPaymentDetails")).toHaveLength(1);
  });

  it("confirm-payment for another customer's order is the 404 page, the provider not asked", async () => {
    const svc = shop({ ...NO_ORDER, sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Authorised" }) });
    const thrown = await confirm(svc).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown instanceof Response ? thrown.status : thrown).toBe(404);
    expect(operations(svc.calls)).not.toContain("sendProviderPaymentDetails");
  });

  it.each([
    ["finished in another tab (the provider accepted it)", providerSays("Authorised"), "/order-success/"],
    ["no longer waiting for the bank (refused meanwhile)", providerSays("Refused"), "/payment-failure/"],
  ])("confirm-payment for a payment %s is not sent again: where it ended", async (_, status, page) => {
    const svc = shop({
      ...withOrder("open", transaction(CARD, "in_progress")),
      ...status,
      sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Refused" }),
    });
    const response = await redirected(confirm(svc));
    expect(response.headers.get("Location")).toBe(`${page}?orderId=${ORDER}`);
    expect(operations(svc.calls)).not.toContain("sendProviderPaymentDetails");
    expect(svc.flashed).toEqual([]);
  });

  it.each([
    [
      "fails",
      () => {
        throw apiError(502, [{ code: "ADYEN__UNAVAILABLE" }]);
      },
    ],
    ["answers Error", () => ({ isFinal: true, resultCode: "Error" })],
  ])(
    "confirm-payment with a provider that %s: the form's error (the page stays, with a way to read it again), logged where it failed",
    async (_, answer) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const svc = shop({ ...waiting, sendProviderPaymentDetails: answer });
      const { result, status, flashed } = await confirm(svc);
      expect(status).toBe(400);
      expect(result).toEqual({ intent: "confirm-payment", ok: false, formError: "payment.authentication.failed" });
      expect(flashed).toEqual([]);
      error.mockRestore();
    },
  );

  it("confirm-payment answered with the provider's page (a redirect fallback): there, on its configured origin only", async () => {
    const redirectTo = (url: string) => () => ({
      isFinal: false,
      resultCode: "RedirectShopper",
      action: { type: "redirect", url },
    });
    const allowed = shop(
      { ...waiting, sendProviderPaymentDetails: redirectTo("https://provider.example/3ds") },
      { ...config, paymentProvider: { ...config.paymentProvider, redirectOrigins: ["https://provider.example"] } },
    );
    const away = await redirected(confirm(allowed));
    expect(away.headers.get("Location")).toBe("https://provider.example/3ds");
    expect(away.headers.get("X-Remix-Reload-Document")).toBe("true");
    const foreign = shop({ ...waiting, sendProviderPaymentDetails: redirectTo("https://evil.example/3ds") });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await redirected(confirm(foreign))).headers.get("Location")).toBe(PATH);
    expect(foreign.flashed).toEqual([{ type: "danger", messageKey: "payment.errors.redirectRefused" }]);
  });
});

describe("PayPal through the provider's SDK: its button on the payment page", () => {
  const PAYPAL_ORDER = {
    type: "sdk",
    paymentMethodType: "paypal",
    paymentData: "0123456789abcdef0123456789abcdef",
    sdkData: { token: "EC-0123456789abcdef0123456789abcdef" },
  };
  const pending = () => ({ isFinal: false, resultCode: "Pending", action: PAYPAL_ORDER });
  const APPROVAL = JSON.stringify({
    details: { orderID: PAYPAL_ORDER.sdkData.token, payerID: "PAYER01", facilitatorAccessToken: "secret" },
    paymentData: PAYPAL_ORDER.paymentData,
  });
  const PATH = `/payment-failure/?orderId=${ORDER}`;
  const waiting = { ...withOrder("open", transaction(PAYPAL, "in_progress")), readProviderPaymentStatus: pending };
  const confirm = (svc: ReturnType<typeof shop>, stateData = APPROVAL) =>
    post(
      paymentAction,
      PATH,
      { intent: "confirm-payment", idempotencyKey: crypto.randomUUID(), orderId: ORDER, stateData },
      svc,
    );

  it("Pending with PayPal's order is the shopper's to approve, not paid; Pending alone is paid", () => {
    expect(paymentOutcome(pending())).toEqual({ kind: "in-page", action: PAYPAL_ORDER });
    expect(paymentOutcome({ isFinal: false, resultCode: "Pending" })).toEqual({ kind: "paid" });
    // PayPal's order with another code, or a bank's check with Pending, is neither.
    expect(paymentOutcome({ isFinal: false, resultCode: "IdentifyShopper", action: PAYPAL_ORDER })).toEqual({
      kind: "failed",
    });
    expect(paymentOutcome({ isFinal: false, resultCode: "Pending", action: { ...PAYPAL_ORDER, sdkData: {} } })).toEqual(
      { kind: "paid" },
    );
  });

  it("the form says PayPal's button only with script running; otherwise PayPal's page", () => {
    const button = JSON.stringify({ paymentMethod: { type: "paypal", subtype: "sdk" } });
    expect(paymentStateData(button, "paypal", "live")).toEqual({ paymentMethod: { type: "paypal", subtype: "sdk" } });
    for (const raw of [undefined, "", "nonsense", JSON.stringify({ paymentMethod: { type: "paypal", subtype: "x" } })])
      expect(paymentStateData(raw, "paypal", "live")).toEqual({ paymentMethod: { type: "paypal" } });
    // Another method never takes PayPal's subtype.
    expect(paymentStateData(button, "ideal", "live")).toEqual({ paymentMethod: { type: "ideal" } });
  });

  it("payOrder: PayPal's order leads to the payment page, not as a refusal", async () => {
    const svc = shop({ sendProviderPaymentDetails: pending });
    expect(await payOrder(routeArgs(svc), ORDER, { paymentMethod: { type: "paypal", subtype: "sdk" } })).toEqual({
      target: PATH,
      refused: false,
      reloadDocument: true,
    });
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toMatchObject({
      stateData: { paymentMethod: { type: "paypal", subtype: "sdk" } },
    });
  });

  it("PayPal's approval goes on with PayPal's ids and the action's paymentData only", async () => {
    const svc = shop({ ...waiting, sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Authorised" }) });
    const response = await redirected(confirm(svc));
    expect(response.headers.get("Location")).toBe(`/order-success/?orderId=${ORDER}`);
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: {
        details: { orderID: PAYPAL_ORDER.sdkData.token, payerID: "PAYER01" },
        paymentData: PAYPAL_ORDER.paymentData,
      },
    });
  });

  it.each([
    ["Refused", "payment.paypal.refused"],
    ["Cancelled", "payment.paypal.refused"],
  ])(
    "PayPal's approval the provider answers %s for: this page again, saying so in PayPal's words",
    async (resultCode, key) => {
      const svc = shop({ ...waiting, sendProviderPaymentDetails: () => ({ isFinal: true, resultCode }) });
      expect((await redirected(confirm(svc))).headers.get("Location")).toBe(PATH);
      expect(svc.flashed).toEqual([{ type: "danger", messageKey: key }]);
    },
  );

  it("PayPal's approval with PayPal's empty ids (null) goes on without them; the provider's Error is PayPal's failure", async () => {
    const svc = shop({ ...waiting, sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Error" }) });
    const stateData = JSON.stringify({
      details: { orderID: PAYPAL_ORDER.sdkData.token, payerID: "PAYER01", paymentID: null },
      paymentData: "the browser's copy",
    });
    const { result } = await confirm(svc, stateData);
    expect(result).toEqual({ intent: "confirm-payment", ok: false, formError: "payment.paypal.failed" });
    // The server's paymentData, not the browser's copy.
    expect(bodyOf(svc.calls, "sendProviderPaymentDetails")).toEqual({
      orderId: ORDER,
      stateData: {
        details: { orderID: PAYPAL_ORDER.sdkData.token, payerID: "PAYER01" },
        paymentData: PAYPAL_ORDER.paymentData,
      },
    });
  });

  it("an approval of another PayPal order is not sent on", async () => {
    const svc = shop({ ...waiting, sendProviderPaymentDetails: () => ({ isFinal: true, resultCode: "Authorised" }) });
    const stateData = JSON.stringify({ details: { orderID: "EC-another" }, paymentData: PAYPAL_ORDER.paymentData });
    const { result, calls } = await confirm(svc, stateData);
    expect(result).toEqual({ intent: "confirm-payment", ok: false, formError: "payment.paypal.failed" });
    expect(operations(calls)).not.toContain("sendProviderPaymentDetails");
  });
});
