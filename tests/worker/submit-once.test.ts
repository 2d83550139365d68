import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { call, cookieOf, ORIGIN, registerCustomer } from "./helpers";

/**
 * Issue 25, one order and one payment per submit: "place order" and "pay again" posted twice at once
 * without JavaScript (a double click before hydration, two tabs), against the real emulator and the
 * real submit ledger (the SUBMIT_LEDGER Durable Object of wrangler.toml). Each case is one customer of
 * its own, so the ledger's records (per session) and the orders never meet another test's.
 */

const PRODUCT_PAGE = "/PixelForge-Studio/ES10051/";
const json = { "content-type": "application/json", origin: ORIGIN };
const emulator = () => (env as unknown as Bindings).STORE_API!;

/** A form as a browser without JavaScript sends it, from `page` of this shop, with the session's cookie. */
const form = (cookie: string, page: string, fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}${page}`, cookie },
});

const field = (html: string, name: string): string => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  if (value === undefined) throw new Error(`the page has no field ${name}`);
  return value;
};

/** A new registered customer (logged in) with one product in the cart, paying with `method` (a technical name). */
async function customerWithCart(method = "payment_invoice"): Promise<string> {
  const start = `sw-context-token=Submit${crypto.randomUUID().replaceAll("-", "")}`;
  const registration = await registerCustomer(start, `submit-${crypto.randomUUID()}@example.com`);
  expect(registration.status).toBe(200);
  const cookie = cookieOf(registration, "sw-context-token")?.split(";")[0] ?? start;
  const product = await (await call(PRODUCT_PAGE, { headers: { cookie } })).text();
  const added = await call(
    "/cart/",
    form(cookie, PRODUCT_PAGE, { intent: "add-to-cart", productId: field(product, "productId"), quantity: "1" }),
  );
  expect(added.status).toBe(303);
  const methods = (await (
    await call("/store-api/payment-method", {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify({ onlyAvailable: true }),
    })
  ).json()) as {
    elements: { id: string; technicalName: string }[];
  };
  const paymentMethodId = methods.elements.find((m) => m.technicalName === method)!.id;
  const changed = await call("/store-api/context", {
    method: "PATCH",
    headers: { ...json, cookie },
    body: JSON.stringify({ paymentMethodId }),
  });
  expect(changed.status).toBe(200);
  return cookie;
}

/** The place-order form's fields as the checkout page renders them. */
async function orderForm(cookie: string): Promise<Record<string, string>> {
  const checkout = await call("/checkout/", { headers: { cookie } });
  expect(checkout.status).toBe(200);
  const html = await checkout.text();
  return {
    intent: "place-order",
    idempotencyKey: field(html, "idempotencyKey"),
    expectedTotal: field(html, "expectedTotal"),
    tos: "1",
  };
}

async function ordersOf(cookie: string): Promise<{ id: string }[]> {
  const answer = await call("/store-api/order", { method: "POST", headers: { ...json, cookie }, body: "{}" });
  return ((await answer.json()) as { orders: { elements: { id: string }[] } }).orders.elements;
}

/** The order's transactions, newest first, with the handle-payment calls each had (the emulator's record). */
async function attemptsOf(orderId: string): Promise<{ id: string; state: string; handlePaymentCalls: number }[]> {
  const answer = await emulator().fetch(`http://emulator/__emulator/orders/${orderId}/payment-attempts`);
  return ((await answer.json()) as { transactions: { id: string; state: string; handlePaymentCalls: number }[] })
    .transactions;
}

/** A card the emulator's provider refuses, as its fake Drop-in "encrypts" it. */
const REFUSED_CARD = JSON.stringify({
  paymentMethod: {
    type: "scheme",
    encryptedCardNumber: "test_4000000000000002",
    encryptedExpiryMonth: "test_12",
    encryptedExpiryYear: "test_2034",
    encryptedSecurityCode: "test_737",
    holderName: "Ada Lovelace",
  },
});

describe("one order, one payment per submit (the submit ledger)", () => {
  it("two place-order posts at once: one order, one payment attempt, both sent to its success page", async () => {
    const cookie = await customerWithCart();
    const fields = await orderForm(cookie);
    const answers = await Promise.all([
      call("/checkout/", form(cookie, "/checkout/", fields)),
      call("/checkout/", form(cookie, "/checkout/", fields)),
    ]);

    const orders = await ordersOf(cookie);
    expect(orders).toHaveLength(1);
    const orderId = orders[0]!.id;
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(`/order-success/?orderId=${orderId}`);
    }
    const attempts = await attemptsOf(orderId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.handlePaymentCalls).toBe(1);

    // The same key later (the back button, the form sent again): the same answer, still one order.
    const again = await call("/checkout/", form(cookie, "/checkout/", fields));
    expect(again.status).toBe(303);
    expect(again.headers.get("location")).toBe(`/order-success/?orderId=${orderId}`);
    expect(await ordersOf(cookie)).toHaveLength(1);
    expect((await attemptsOf(orderId))[0]!.handlePaymentCalls).toBe(1);
  });

  it("a place-order post without a key, or with one that is no UUID, is refused and places no order", async () => {
    const cookie = await customerWithCart();
    const { idempotencyKey: _key, ...withoutKey } = await orderForm(cookie);
    for (const fields of [
      withoutKey,
      { ...withoutKey, idempotencyKey: "1" },
      { ...withoutKey, idempotencyKey: "' OR 1=1 --" },
    ]) {
      const answer = await call("/checkout/", form(cookie, "/checkout/", fields));
      // The form is shown again with its error, never sent on to an order.
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain("This form has expired. Please check your details and send it again.");
    }
    expect(await ordersOf(cookie)).toHaveLength(0);
  });

  it("a place-order post the action refuses (a total the cart no longer has) leaves its key free: sent again right, it places the order", async () => {
    const cookie = await customerWithCart();
    const fields = await orderForm(cookie);
    // Past the form's schema, inside the ledger's gate: the action answers the changed cart (409).
    expect((await call("/checkout/", form(cookie, "/checkout/", { ...fields, expectedTotal: "0.01" }))).status).toBe(
      409,
    );
    expect(await ordersOf(cookie)).toHaveLength(0);
    const placed = await call("/checkout/", form(cookie, "/checkout/", fields));
    expect(placed.status).toBe(303);
    expect(await ordersOf(cookie)).toHaveLength(1);
  });

  it("two pay-again posts at once: one new payment (one transaction, one handle-payment), both sent to the same place", async () => {
    const cookie = await customerWithCart("payment_adyen_card");
    // The order, paid with a card the provider refuses: its payment-failure page offers paying again.
    const placed = await call(
      "/checkout/",
      form(cookie, "/checkout/", { ...(await orderForm(cookie)), stateData: REFUSED_CARD }),
    );
    expect(placed.status).toBe(303);
    const failure = placed.headers.get("location")!;
    expect(failure).toMatch(/^\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
    const orderId = new URL(failure, ORIGIN).searchParams.get("orderId")!;
    expect(await attemptsOf(orderId)).toHaveLength(1);

    const page = await call(failure, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const methods = (await (
      await call("/store-api/payment-method", { method: "POST", headers: { ...json, cookie }, body: "{}" })
    ).json()) as {
      elements: { id: string; technicalName: string }[];
    };
    const fields = {
      intent: "pay-order",
      orderId,
      transactionId: field(html, "transactionId"),
      idempotencyKey: field(html, "idempotencyKey"),
      paymentMethodId: methods.elements.find((m) => m.technicalName === "payment_invoice")!.id,
    };
    const answers = await Promise.all([
      call(failure, form(cookie, failure, fields)),
      call(failure, form(cookie, failure, fields)),
    ]);

    const attempts = await attemptsOf(orderId);
    // The refused card's transaction and exactly one new one, paid for once.
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.handlePaymentCalls).toBe(1);
    const [first, second] = answers;
    expect(first!.status).toBe(303);
    expect(second!.status).toBe(303);
    expect(second!.headers.get("location")).toBe(first!.headers.get("location"));
    expect(first!.headers.get("location")).toBe(`/order-success/?orderId=${orderId}`);

    // The same key later: the same answer, no third transaction.
    const again = await call(failure, form(cookie, failure, fields));
    expect(again.headers.get("location")).toBe(first!.headers.get("location"));
    expect(await attemptsOf(orderId)).toHaveLength(2);
  });

  it("a pay-again post without a key is refused with a notice and starts no payment", async () => {
    const cookie = await customerWithCart("payment_adyen_card");
    const placed = await call(
      "/checkout/",
      form(cookie, "/checkout/", { ...(await orderForm(cookie)), stateData: REFUSED_CARD }),
    );
    const failure = placed.headers.get("location")!;
    const orderId = new URL(failure, ORIGIN).searchParams.get("orderId")!;
    const html = await (await call(failure, { headers: { cookie } })).text();
    const answer = await call(
      failure,
      form(cookie, failure, {
        intent: "pay-order",
        orderId,
        transactionId: field(html, "transactionId"),
        paymentMethodId: field(html, "paymentMethodId"),
      }),
    );
    expect(answer.status).toBe(303);
    expect(decodeURIComponent(cookieOf(answer, "es-flash") ?? "")).toContain("form.errors.submitKey");
    expect(await attemptsOf(orderId)).toHaveLength(1);
  });
});
