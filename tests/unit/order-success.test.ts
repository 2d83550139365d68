import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { paymentStep } from "../../app/order/payment-step";
import {
  broadcastPurchaseOnce,
  claimPurchase,
  purchaseDetail,
  SENT_PURCHASES_KEY,
  sentPurchases,
} from "../../app/order/purchase-event";
import { servicesContext } from "../../app/framework/services";
import type { OrderDetail, OrderTransaction } from "../../app/order/store-api";
import { orderIdOf } from "../../app/order/order-query";
import { loader } from "../../routes/order-success.loader";
import { ORIGIN, services } from "./action-harness";

const ID = "0123456789abcdef0123456789abcdef";
const OTHER = "fedcba9876543210fedcba9876543210";

describe("the order success page's ?orderId=", () => {
  it.each([
    [`orderId=${ID}`, ID],
    [`orderId=${ID.toUpperCase()}`, ID],
    ["", null],
    ["orderId=", null],
    ["orderId=123", null],
    [`orderId=${ID}0`, null],
    [`orderId=${ID.slice(0, 31)}g`, null],
    [`orderId=%20${ID}`, null],
    [`orderId=${ID}&orderId=${OTHER}`, null],
    [`orderid=${ID}`, null],
  ])("%s is %s", (query, id) => {
    expect(orderIdOf(new URLSearchParams(query))).toBe(id);
  });
});

const order = (fields: Partial<OrderDetail> = {}): OrderDetail =>
  ({
    id: ID,
    orderNumber: "10042",
    orderDateTime: "2025-01-01T10:00:00.000Z",
    amountTotal: 54.89,
    price: { netPrice: 46.13, totalPrice: 54.89, positionPrice: 49.9, taxStatus: "gross", calculatedTaxes: [] },
    stateMachineState: { technicalName: "open" },
    currency: { isoCode: "EUR" },
    lineItems: [],
    ...fields,
  }) as OrderDetail;

async function load(query: string, answer: (operation: string, body: unknown) => unknown) {
  const svc = services(answer);
  const context = new RouterContextProvider();
  context.set(servicesContext, svc.value);
  const request = new Request(`${ORIGIN}/order-success/${query}`);
  try {
    return {
      data: await loader({ request, params: {}, context, url: new URL(request.url), pattern: "/order-success/" }),
      thrown: undefined,
      ...svc,
    };
  } catch (thrown) {
    return { data: undefined, thrown, ...svc };
  }
}

describe("the order success loader", () => {
  it("a bad id goes to the orders list with a notice, and the shop is not asked", async () => {
    const { thrown, calls, flashed } = await load("?orderId=nope", () => ({ orders: { elements: [] } }));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/account/orders/");
    expect(flashed).toEqual([{ type: "info", messageKey: "orderSuccess.unknownOrder" }]);
    expect(calls).toEqual([]);
  });

  it("a missing id does the same", async () => {
    const { thrown, calls } = await load("", () => ({ orders: { elements: [] } }));
    expect((thrown as Response).headers.get("location")).toBe("/account/orders/");
    expect(calls).toEqual([]);
  });

  it("an id the shop does not find for this customer is the 404 page", async () => {
    const { thrown, calls, flashed } = await load(`?orderId=${ID}`, () => ({ orders: { elements: [] } }));
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
    expect(calls).toHaveLength(1);
    expect(flashed).toEqual([]);
  });

  it("reads the order by its lowercased id, limit 1, with the confirmation mail's address", async () => {
    const { data, thrown, calls } = await load(`?orderId=${ID.toUpperCase()}`, () => ({
      orders: { elements: [order()] },
    }));
    expect(thrown).toBeUndefined();
    expect(data?.order.orderNumber).toBe("10042");
    const body = calls[0]?.body as {
      filter: unknown;
      limit: number;
      associations: Record<string, unknown>;
      includes: Record<string, string[]>;
    };
    expect(calls[0]?.operation).toBe("searchOrders post /order");
    expect(body.filter).toEqual([{ type: "equals", field: "id", value: ID }]);
    expect(body.limit).toBe(1);
    expect(body.associations["orderCustomer"]).toEqual({});
    expect(body.includes["order_customer"]).toEqual(["email"]);
    expect(body.includes["payment_method"]).toContain("technicalName");
  });
});

/** sessionStorage as the browser has it, optionally refusing writes (quota, private mode). */
function memoryStorage(initial: Record<string, string> = {}, { refuseWrites = false } = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuseWrites) throw new Error("QuotaExceededError");
      items.set(key, value);
    },
  };
}

describe("the purchase event's memory (once per order and tab)", () => {
  it("the first claim wins, a second (reload, back button) does not", () => {
    const storage = memoryStorage();
    expect(claimPurchase(storage, ID)).toBe(true);
    expect(claimPurchase(storage, ID)).toBe(false);
    expect(claimPurchase(storage, ID.toUpperCase())).toBe(false);
    expect(claimPurchase(storage, OTHER)).toBe(true);
    expect(sentPurchases(storage)).toEqual([ID, OTHER]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", JSON.stringify({ [ID]: true })],
    ["a list with something else", JSON.stringify([ID, 42])],
    ["a list with a non-id", JSON.stringify([ID, "<script>"])],
  ])("a stored value that is %s counts as nothing sent, and is replaced", (_, stored) => {
    const storage = memoryStorage({ [SENT_PURCHASES_KEY]: stored });
    expect(sentPurchases(storage)).toEqual([]);
    expect(claimPurchase(storage, OTHER)).toBe(true);
    expect(JSON.parse(storage.items.get(SENT_PURCHASES_KEY)!)).toEqual([OTHER]);
  });

  it("keeps the newest twenty", () => {
    const storage = memoryStorage();
    const ids = Array.from({ length: 25 }, (_, i) => i.toString(16).padStart(32, "0"));
    for (const id of ids) expect(claimPurchase(storage, id)).toBe(true);
    expect(sentPurchases(storage)).toEqual(ids.slice(5));
    expect(claimPurchase(storage, ids[24]!)).toBe(false);
  });

  it("storage that cannot remember sends nothing rather than maybe twice", () => {
    expect(claimPurchase(memoryStorage({}, { refuseWrites: true }), ID)).toBe(false);
  });

  it("broadcasts the purchase once on window", () => {
    const events: unknown[] = [];
    const target = new EventTarget();
    const globals = globalThis as unknown as { window?: EventTarget };
    globals.window = target;
    target.addEventListener("storefront:purchase", (event) => events.push((event as CustomEvent).detail));
    try {
      const storage = memoryStorage();
      const placed = order({
        lineItems: [
          {
            id: "l1",
            productId: "p1",
            label: "Licence",
            quantity: 2,
            unitPrice: 24.95,
            totalPrice: 49.9,
            type: "product",
          },
        ] as OrderDetail["lineItems"],
      });
      expect(broadcastPurchaseOnce(storage, placed, "USD")).toBe(true);
      expect(broadcastPurchaseOnce(storage, placed, "USD")).toBe(false);
      expect(events).toEqual([
        {
          orderId: ID,
          orderNumber: "10042",
          currency: "EUR",
          value: 54.89,
          items: [{ id: "p1", name: "Licence", quantity: 2, price: 24.95 }],
        },
      ]);
    } finally {
      delete globals.window;
    }
  });
});

describe("the purchase's items", () => {
  it("products and print products at their unit price; a print product's options and promotions are no items", () => {
    const detail = purchaseDetail(
      order({
        currency: undefined,
        lineItems: [
          {
            id: "book",
            label: "Summer in Lviv",
            quantity: 2,
            unitPrice: 30,
            totalPrice: 60,
            type: "pbx2project",
            referencedId: "proj",
            payload: { customFields: { pbx_pbx2_product_family_id: "101" } },
          },
          {
            id: "cover",
            parentId: "book",
            label: "Cover",
            quantity: 1,
            unitPrice: 0,
            totalPrice: 0,
            type: "product",
            payload: { attrName: "Cover" },
          },
          {
            id: "code",
            label: "Welcome",
            quantity: 1,
            unitPrice: -6,
            totalPrice: -6,
            type: "promotion",
            payload: { discountType: "percentage", value: "10" },
          },
        ] as unknown as OrderDetail["lineItems"],
      }),
      "USD",
    );
    expect(detail.currency).toBe("USD");
    expect(detail.items).toEqual([{ id: "proj", name: "Summer in Lviv", quantity: 2, price: 30 }]);
  });
});

describe("what the page says about paying", () => {
  const tx = (method: string, state: string, amount = 54.89) =>
    ({
      id: "t",
      paymentMethod: { id: "m", name: method, technicalName: method },
      stateMachineState: { technicalName: state },
      amount: { unitPrice: amount, totalPrice: amount, quantity: 1 },
    }) as OrderTransaction;
  it.each([
    [[tx("payment_invoice", "open")], { kind: "invoice", amount: 54.89 }],
    [[tx("payment_invoicepayment", "open")], { kind: "invoice", amount: 54.89 }],
    [[tx("payment_prepayment", "open", 10)], { kind: "prepayment", amount: 10 }],
    [[tx("payment_adyen_card", "paid")], { kind: "paid" }],
    [[tx("payment_adyen_card", "open")], null],
    [[tx("payment_prepayment", "cancelled")], null],
    // The newest transaction decides: an earlier, open invoice says nothing now; authorised counts as paid.
    [[tx("payment_adyen_card", "authorized"), tx("payment_invoice", "open")], { kind: "paid" }],
    [[tx("payment_adyen_card", "in_progress"), tx("payment_invoice", "open")], null],
    [[], null],
  ])("%j: %j", (transactions, step) => {
    expect(paymentStep({ amountTotal: 54.89, transactions })).toEqual(step);
  });
});
