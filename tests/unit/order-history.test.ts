import { describe, expect, it } from "vitest";
import { orderDetailAction } from "../../app/order/actions";
import { orderLines } from "../../app/order/line-items";
import { parseOrderListPage } from "../../app/order/order-list-params";
import { isActionResult } from "../../app/framework/action-result";
import type { OrderLineItem } from "../../app/order/store-api";
import { post, services } from "./action-harness";

const ORDER_ID = "0123456789abcdef0123456789abcdef";
const apiError = (status: number, code: string) =>
  Object.assign(new Error(code), {
    name: "ApiClientError",
    status,
    statusText: "",
    details: { errors: [{ status: String(status), code, title: "", detail: "shop detail" }] },
  });

describe("the order list's page (?p=)", () => {
  it.each([
    ["", 1],
    ["p=1", 1],
    ["p=2", 2],
    ["p=42", 42],
    ["p=0", 1],
    ["p=-3", 1],
    ["p=2.5", 1],
    ["p=abc", 1],
    ["p=1e3", 1],
    ["p=%20", 1],
    ["p=9999999", 1],
    ["p=3&p=5", 3],
  ])("%s is page %i", (query, page) => {
    expect(parseOrderListPage(new URLSearchParams(query))).toBe(page);
  });
});

describe("the order's line items by kind", () => {
  // Payloads are free-form (the print plugin's and promotions' fields are not in the official schema).
  const line = (
    fields: Partial<Omit<OrderLineItem, "payload">> & { payload?: Record<string, unknown> },
  ): OrderLineItem =>
    ({
      id: fields.id ?? "x",
      label: "",
      quantity: 1,
      unitPrice: 1,
      totalPrice: 1,
      type: "product",
      ...fields,
    }) as OrderLineItem;
  it("a print parent gathers its children as options; a promotion by its type; the rest are products", () => {
    const lines = orderLines([
      line({ id: "book", label: "Summer in Lviv", payload: { customFields: { pbx_pbx2_product_family_id: "101" } } }),
      line({
        id: "cover",
        parentId: "book",
        payload: { attrName: "Cover", attrValue: "hard", translatedAttrValue: "Hardcover" },
      }),
      line({ id: "paper", parentId: "book", payload: { attrName: "Paper", translatedAttrValue: "Matte" } }),
      line({ id: "licence", label: "Licence", payload: { productNumber: "SW1" } }),
      line({
        id: "code",
        type: "promotion",
        label: "Welcome",
        totalPrice: -5,
        payload: { discountType: "percentage", value: "10", code: "WELCOME10" },
      }),
    ]);
    expect(lines.map((l) => [l.kind, l.item.id])).toEqual([
      ["print", "book"],
      ["product", "licence"],
      ["promotion", "code"],
    ]);
    expect(
      lines[0]?.kind === "print" && lines[0].options.map((o) => `${o.attrName}: ${o.translatedAttrValue}`),
    ).toEqual(["Cover: Hardcover", "Paper: Matte"]);
    expect(lines[2]?.kind === "promotion" && lines[2].promotion?.code).toBe("WELCOME10");
  });
});

describe("cancelling an order", () => {
  it("calls the shop's cancel with the order id and says it is done", async () => {
    const svc = services(() => ({ technicalName: "cancelled" }));
    const { result, calls, flashed } = await post(
      orderDetailAction,
      `/account/orders/${ORDER_ID}/`,
      { intent: "cancel-order", orderId: ORDER_ID.toUpperCase() },
      svc,
    );
    expect(calls).toEqual([{ operation: "cancelOrder post /order/state/cancel", body: { orderId: ORDER_ID } }]);
    expect(isActionResult(result) && result.ok).toBe(true);
    expect(flashed).toEqual([{ type: "success", messageKey: "account.orders.cancelled" }]);
  });

  it.each([[""], ["not-an-id"], [`${ORDER_ID}0`], ["../../account/customer"]])(
    "refuses the order id %j without asking the shop",
    async (orderId) => {
      const svc = services();
      const { status, calls, result } = await post(
        orderDetailAction,
        `/account/orders/${ORDER_ID}/`,
        { intent: "cancel-order", orderId },
        svc,
      );
      expect(status).toBe(400);
      expect(calls).toEqual([]);
      expect(isActionResult(result) && result.fieldErrors).toEqual({ orderId: "form.errors.invalid" });
    },
  );

  it("tells the shop's refusal (the order moved on) and lets the page show its state", async () => {
    const svc = services((operation) => {
      if (operation.startsWith("cancelOrder")) throw apiError(400, "SYSTEM__ILLEGAL_STATE_TRANSITION");
      return { orders: { elements: [{ id: ORDER_ID, stateMachineState: { technicalName: "completed" } }], total: 1 } };
    });
    const { result, status, flashed, calls } = await post(
      orderDetailAction,
      `/account/orders/${ORDER_ID}/`,
      { intent: "cancel-order", orderId: ORDER_ID },
      svc,
    );
    expect(calls.map((c) => c.operation)).toEqual(["cancelOrder post /order/state/cancel", "searchOrders post /order"]);
    // 200: React Router revalidates the page's loaders after it (not after a 4xx), so the new state shows.
    expect(status).toBe(200);
    expect(isActionResult(result) && !result.ok && result.formError).toBe("account.orders.cancelRefused");
    expect(flashed).toEqual([{ type: "danger", messageKey: "account.orders.cancelRefused" }]);
  });

  it("an order cancelled already (the form sent twice) is no failure", async () => {
    const svc = services((operation) => {
      if (operation.startsWith("cancelOrder")) throw apiError(400, "SYSTEM__ILLEGAL_STATE_TRANSITION");
      return { orders: { elements: [{ id: ORDER_ID, stateMachineState: { technicalName: "cancelled" } }], total: 1 } };
    });
    const { result, flashed } = await post(
      orderDetailAction,
      `/account/orders/${ORDER_ID}/`,
      { intent: "cancel-order", orderId: ORDER_ID },
      svc,
    );
    expect(isActionResult(result) && result.ok).toBe(true);
    expect(flashed).toEqual([{ type: "success", messageKey: "account.orders.cancelled" }]);
  });

  it("a lost login leads to the login, not to a refusal", async () => {
    const svc = services(() => {
      throw apiError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    });
    const thrown = await post(
      orderDetailAction,
      `/account/orders/${ORDER_ID}/`,
      { intent: "cancel-order", orderId: ORDER_ID },
      svc,
    ).catch((response: unknown) => response);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\/\?redirect=/);
  });

  it("the order's page still answers the header's forms", async () => {
    const thrown = await post(
      orderDetailAction,
      `/account/orders/${ORDER_ID}/`,
      { intent: "logout" },
      services(),
    ).catch((response: unknown) => response);
    expect((thrown as Response).headers.get("Location")).toBe("/");
  });
});
