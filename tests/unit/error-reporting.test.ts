import { describe, expect, it } from "vitest";
import {
  carriesPersonalParameters,
  FILTERED,
  scrubEvent,
  scrubRecordingEvent,
  scrubText,
} from "../../app/monitoring/scrub";
import { errorReportingSettingsSchema, ingestOrigin, sentryDsnSchema } from "../../app/monitoring/settings";

const TOKEN = "qsQa7QK52JDMy99ScdumaasNHgxbTZlJ";

/** An error event as the browser SDK hands it to beforeSend, with everything a careless page could leak. */
const browserEvent = () => ({
  event_id: "4462617be196469cb400d30585aef32b",
  release: "1.4.0",
  environment: "production",
  level: "error",
  message: "Order for ada@example.com failed",
  user: { id: "c0ffee", email: "ada@example.com", ip_address: "203.0.113.9", username: "ada" },
  exception: {
    values: [
      {
        type: "ClientApiError",
        value: `Login failed for ada.lovelace+shop@example.co.uk with Bearer ${TOKEN}`,
        mechanism: { type: "auto.browser.global_handlers.onerror", handled: false },
        stacktrace: {
          frames: [
            {
              filename: "http://shop.test/assets/BPSNGOJ.js",
              function: "submit",
              lineno: 1,
              colno: 4410,
              in_app: true,
            },
          ],
        },
      },
    ],
  },
  request: {
    url: "https://shop.test/registration/confirm/?em=3f2a9c&hash=9f86d0818&p=2",
    method: "GET",
    query_string: "em=3f2a9c&hash=9f86d0818&p=2",
    cookies: { "sw-context-token": TOKEN, langId: "2fbb5fe2" },
    headers: {
      "User-Agent": "Mozilla/5.0",
      Referer: "https://shop.test/account/recover/password/?hash=abc123",
      Cookie: `sw-context-token=${TOKEN}`,
      "sw-context-token": TOKEN,
      Authorization: `Bearer ${TOKEN}`,
      "X-Forwarded-For": "203.0.113.9",
    },
    data: { email: "ada@example.com", password: "secret-pass-1" },
  },
  breadcrumbs: [
    {
      category: "navigation",
      data: { from: "/checkout/", to: "/checkout/finish/?redirectResult=Ab12Cd%3D%3D&orderId=42" },
    },
    { category: "fetch", data: { method: "POST", url: "/store-api/account/login", status_code: 401 } },
    { category: "console", level: "log", message: "customer ada%40example.com logged in" },
    { category: "ui.input", message: 'input#email[name="email"]' },
  ],
  contexts: {
    browser: { name: "Chrome", version: "131" },
    trace: {
      trace_id: "515ba2f2dcd0441182ed7995137757c2",
      span_id: "8ea3d93cffd816c1",
      data: { "http.query": "?code=4/0Ab&state=xyz", "url.query": "hash=abc&em=def&tab=orders" },
    },
    order: {
      firstName: "Ada",
      lastName: "Lovelace",
      street: "Main 1",
      zipcode: "10115",
      city: "Berlin",
      phoneNumber: "+49 30 1234",
    },
  },
  extra: { swContextToken: TOKEN, cart: { lineItems: 2, customerEmail: "ada@example.com" } },
  tags: { route: "checkout" },
  sdk: { name: "sentry.javascript.browser", version: "11.12.0", integrations: ["BrowserTracing", "Replay"] },
});

describe("scrubbing what goes to Sentry (nothing personal in an event)", () => {
  it("drops the user, cookies and the request body, and keeps only harmless request headers", () => {
    const event = scrubEvent(browserEvent()) as Record<string, unknown> & { request: Record<string, unknown> };
    expect(event["user"]).toBeUndefined();
    expect(event.request["cookies"]).toBeUndefined();
    expect(event.request["data"]).toBeUndefined();
    expect(event.request["headers"]).toEqual({
      "User-Agent": "Mozilla/5.0",
      Referer: `https://shop.test/account/recover/password/?hash=${FILTERED}`,
    });
  });

  it("replaces the link parameters that carry secrets or identify a shopper, and keeps the others", () => {
    const event = scrubEvent(browserEvent());
    expect(event.request.url).toBe(`https://shop.test/registration/confirm/?em=${FILTERED}&hash=${FILTERED}&p=2`);
    expect(event.request.query_string).toBe(`em=${FILTERED}&hash=${FILTERED}&p=2`);
    expect(event.breadcrumbs[0]!.data).toEqual({
      from: "/checkout/",
      to: `/checkout/finish/?redirectResult=${FILTERED}&orderId=42`,
    });
    expect(event.contexts.trace.data).toEqual({
      "http.query": `?code=${FILTERED}&state=${FILTERED}`,
      "url.query": `hash=${FILTERED}&em=${FILTERED}&tab=orders`,
    });
  });

  it("replaces e-mail addresses and credentials in every text", () => {
    const event = scrubEvent(browserEvent());
    expect(event.message).toBe(`Order for ${FILTERED} failed`);
    expect(event.exception.values[0]!.value).toBe(`Login failed for ${FILTERED} with Bearer ${FILTERED}`);
    expect(event.breadcrumbs[2]!.message).toBe(`customer ${FILTERED} logged in`);
  });

  it("replaces fields named like personal data or secrets, wherever they are", () => {
    const event = scrubEvent(browserEvent());
    expect(event.contexts.order).toEqual({
      firstName: FILTERED,
      lastName: FILTERED,
      street: FILTERED,
      zipcode: FILTERED,
      city: FILTERED,
      phoneNumber: FILTERED,
    });
    expect(event.extra).toEqual({ swContextToken: FILTERED, cart: { lineItems: 2, customerEmail: FILTERED } });
  });

  it("keeps what makes the report useful: release, environment, stack, trace, browser, breadcrumbs' shape", () => {
    const original = browserEvent();
    const event = scrubEvent(original);
    expect(event.release).toBe("1.4.0");
    expect(event.environment).toBe("production");
    expect(event.exception.values[0]!.stacktrace).toEqual(original.exception.values[0]!.stacktrace);
    expect(event.exception.values[0]!.mechanism).toEqual(original.exception.values[0]!.mechanism);
    expect(event.contexts.browser).toEqual({ name: "Chrome", version: "131" });
    expect(event.contexts.trace.trace_id).toBe(original.contexts.trace.trace_id);
    expect(event.breadcrumbs[1]).toEqual(original.breadcrumbs[1]);
    expect(event.breadcrumbs[3]).toEqual(original.breadcrumbs[3]);
    expect(event.sdk).toEqual(original.sdk);
    // The original is left as it was (the SDK may still hold it).
    expect(original.user.email).toBe("ada@example.com");
  });

  it("leaves no personal value anywhere in the event", () => {
    const sent = JSON.stringify(scrubEvent(browserEvent()));
    for (const personal of [
      "ada@example.com",
      "ada%40example.com",
      "lovelace",
      TOKEN,
      "203.0.113.9",
      "secret-pass-1",
      "9f86d0818",
      "3f2a9c",
      "Ab12Cd",
      "Main 1",
      "Berlin",
      "Lovelace",
    ]) {
      expect(sent.toLowerCase(), personal).not.toContain(personal.toLowerCase());
    }
  });

  it("scrubs a transaction's spans and a Worker request's headers given as a list of pairs", () => {
    const transaction = scrubEvent({
      type: "transaction",
      transaction: "GET /account/",
      request: {
        url: "http://shop.test/account/?token=abc",
        headers: { host: "shop.test", "cf-connecting-ip": "203.0.113.9" },
        query_string: [
          ["token", "abc"],
          ["p", "1"],
        ],
      },
      spans: [
        {
          op: "http.client",
          description: "POST /store-api/account/recovery-password-confirm?hash=abc",
          data: { "http.request.header.sw-context-token": [TOKEN], "url.full": "/x?em=e" },
        },
      ],
    });
    expect(transaction.request.headers).toEqual({ host: "shop.test" });
    expect(transaction.request.query_string).toEqual([
      ["token", FILTERED],
      ["p", "1"],
    ]);
    expect(transaction.spans[0]).toEqual({
      op: "http.client",
      description: `POST /store-api/account/recovery-password-confirm?hash=${FILTERED}`,
      data: { "http.request.header.sw-context-token": FILTERED, "url.full": `/x?em=${FILTERED}` },
    });
  });

  it("scrubs a replay's own recording events (breadcrumbs, navigation spans)", () => {
    const recorded = scrubRecordingEvent({
      type: 5,
      timestamp: 1,
      data: {
        tag: "performanceSpan",
        payload: {
          op: "navigation.push",
          description: "https://shop.test/account/recover/password/?hash=abc",
          data: { to: "mailto:ada@example.com" },
        },
      },
    });
    expect(recorded.data.payload.description).toBe(`https://shop.test/account/recover/password/?hash=${FILTERED}`);
    expect(recorded.data.payload.data.to).toBe(`mailto:${FILTERED}`);
  });

  it("leaves the SDK's own objects alone: its processing metadata (scopes, never sent) and anything not plain data", () => {
    class Scope {
      client = { scope: this as unknown, options: { email: "ada@example.com" } };
    }
    const scope = new Scope();
    const started = performance.now();
    const event = scrubEvent({
      ...browserEvent(),
      sdkProcessingMetadata: { capturedSpanScope: scope, normalizedRequest: { url: "/?hash=abc" } },
    });
    expect(performance.now() - started).toBeLessThan(50);
    expect(event.sdkProcessingMetadata.capturedSpanScope).toBe(scope);
    expect(scrubEvent({ contexts: { state: scope } }).contexts.state).toBe(FILTERED);
    expect(scrubEvent({ contexts: { app: scope } }).contexts.app).toBe(scope);
  });

  it("leaves ordinary texts alone", () => {
    for (const text of [
      "Cannot read properties of undefined (reading 'price')",
      "/Photo-books/Hardcover/?p=2&order=price-asc",
      "GET /store-api/product-listing/abc",
      "user@localhost",
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });
});

describe("addresses a session replay does not record", () => {
  it.each([
    ["https://shop.test/registration/confirm/?em=3f2a&hash=9f86", true],
    ["https://shop.test/account/recover/password/?hash=abc", true],
    ["https://shop.test/social/callback/?code=4%2F0Ab&state=xyz", true],
    ["https://shop.test/checkout/finish/?redirectResult=Ab12", true],
    ["https://shop.test/login/#access_token=abc", true],
    ["https://shop.test/Photo-books/?p=2&order=price-asc", false],
    ["https://shop.test/account/#orders", false],
    ["https://shop.test/search/?search=book", false],
  ])("%s → %s", (href, personal) => {
    expect(carriesPersonalParameters(href)).toBe(personal);
  });
});

describe("the DSN and what the page is told", () => {
  it.each([
    "https://0123abcd@o12345.ingest.sentry.io/4504",
    "http://e2e@localhost:8801/__emulator/sentry/1",
    "https://key@sentry.example.com/relay/7",
  ])("accepts %s", (dsn) => {
    expect(sentryDsnSchema.parse(dsn)).toBe(dsn);
  });

  it.each([
    "",
    "https://o12345.ingest.sentry.io/4504",
    "https://key@sentry.example.com/",
    "https://key@sentry.example.com/abc",
    "javascript:alert(1)//key@x/1",
    "https://key@sentry.example.com/1?x=<script>",
  ])("refuses %j", (dsn) => {
    expect(sentryDsnSchema.safeParse(dsn).success).toBe(false);
  });

  it("names the ingest origin the CSP must allow", () => {
    expect(ingestOrigin("https://0123abcd@o12345.ingest.sentry.io/4504")).toBe("https://o12345.ingest.sentry.io");
    expect(ingestOrigin("http://e2e@localhost:8801/__emulator/sentry/1")).toBe("http://localhost:8801");
  });

  it("accepts only a DSN and an environment name in the page's settings", () => {
    expect(
      errorReportingSettingsSchema.safeParse({ dsn: "https://k@sentry.example.com/1", environment: "staging" }).success,
    ).toBe(true);
    expect(
      errorReportingSettingsSchema.safeParse({ dsn: "https://k@sentry.example.com/1", environment: "prod/eu" }).success,
    ).toBe(false);
    expect(errorReportingSettingsSchema.safeParse({ dsn: "not a dsn", environment: "production" }).success).toBe(false);
  });
});
