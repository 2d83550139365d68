import { describe, expect, it } from "vitest";
import { cartAction } from "../../app/cart/actions";
import { isActionResult } from "../../app/framework/action-result";
import { newOutcome } from "../../app/framework/action-outcome";
import { inCartOrder } from "../../app/cart/cart-sync";
import { queryKey } from "../../app/framework/query-keys";
import { apiError, config, post, services } from "./action-harness";

const cartWith = (lineItems: unknown[] = [], errors: Record<string, unknown> | [] = [], netPrice = 10) => ({
  apiAlias: "cart",
  price: { netPrice, totalPrice: netPrice * 1.19 },
  lineItems,
  errors,
});
const message = (messageKey: string, level: 0 | 10 | 20, text = messageKey) => ({
  [`${messageKey}x`]: { key: `${messageKey}x`, messageKey, level, message: text },
});
const promotionLine = (code: string) => ({
  id: `p-${code}`,
  referencedId: code,
  type: "promotion",
  quantity: 1,
  payload: { discountType: "percentage", value: "10", code },
});
const projectLine = (projectId: string, totalPrice: number | null) => ({
  id: `l-${projectId}`,
  referencedId: projectId,
  type: "product",
  quantity: 1,
  payload: { customFields: { pbx_pbx2_product_family_id: "101", _project_id: projectId } },
  price: totalPrice === null ? null : { unitPrice: totalPrice, totalPrice, quantity: 1 },
});

describe("promotion codes", () => {
  it("an unknown code: 'Promotion code does not exist' at the field and as a notice", async () => {
    const { result, status, flashed, calls } = await post(
      cartAction,
      "/cart/",
      { intent: "add-promotion-code", code: " NOPE " },
      services(() => cartWith([], message("promotion-not-found", 20, "Promotion with code NOPE could not be found."))),
    );
    expect(calls[0]).toEqual({
      operation: "addLineItem post /checkout/cart/line-item",
      body: { items: [{ type: "promotion", referencedId: "NOPE" }] },
    });
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ code: "cart.promotion.notFound" });
    expect(flashed).toEqual([{ type: "danger", messageKey: "cart.promotion.notFound" }]);
  });

  it("an added code: 'Promotion code added successfully'", async () => {
    const { result, flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "add-promotion-code", code: "WELCOME10" },
      services(() => cartWith([promotionLine("WELCOME10")], message("promotion-discount-added", 0))),
    );
    expect(result).toEqual({ intent: "add-promotion-code", ok: true });
    expect(flashed).toEqual([{ type: "success", messageKey: "cart.promotion.added" }]);
  });

  it("a code the cart is not eligible for: the translated key promotion.code.not.eligible", async () => {
    const { result, flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "add-promotion-code", code: "MEMBERS15" },
      services(() => cartWith([], message("promotion-not-eligible", 10))),
    );
    expect(isActionResult(result) && result.fieldErrors).toEqual({ code: "promotion.code.not.eligible" });
    expect(flashed).toEqual([{ type: "warning", messageKey: "promotion.code.not.eligible" }]);
  });

  it("any other message is shown by its level, in the shop's words", async () => {
    const { flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "add-promotion-code", code: "X1" },
      services(() => cartWith([promotionLine("X1")], message("promotion-excluded", 10, "Excluded here."))),
    );
    expect(flashed).toEqual([
      { type: "warning", messageKey: "notification.shopMessage", params: { message: "Excluded here." } },
    ]);
  });

  it("an empty code is a field error, and the shop is not asked", async () => {
    const { status, calls, result } = await post(cartAction, "/cart/", { intent: "add-promotion-code", code: "   " });
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ code: "form.errors.required" });
  });

  it("removing a code tells promotion.code.removed, with ids[] in the query", async () => {
    const { flashed, calls } = await post(
      cartAction,
      "/cart/",
      { intent: "remove-promotion-code", lineItemId: "p-WELCOME10" },
      services(() => cartWith()),
    );
    expect(calls.map((c) => c.operation)).toEqual(["removeLineItems delete /checkout/cart/line-item"]);
    expect(flashed).toEqual([{ type: "info", messageKey: "promotion.code.removed" }]);
  });
});

describe("quantities and removal", () => {
  it("a quantity is parsed to an integer and sent as PATCH items", async () => {
    const { calls } = await post(
      cartAction,
      "/cart/",
      { intent: "change-quantity", lineItemId: "abc", quantity: " 7 " },
      services(() => cartWith()),
    );
    expect(calls).toEqual([
      { operation: "updateLineItem patch /checkout/cart/line-item", body: { items: [{ id: "abc", quantity: 7 }] } },
    ]);
  });

  it("a line another tab removed is read again instead of failing", async () => {
    const gone = Object.assign(new Error("gone"), {
      name: "ApiClientError",
      status: 404,
      statusText: "Not Found",
      details: {
        errors: [
          {
            status: "404",
            code: "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
            title: "Not Found",
            detail: "Line item with identifier abc not found.",
          },
        ],
      },
    });
    const svc = services((operation) => {
      if (operation.startsWith("removeLineItems")) throw gone;
      return cartWith();
    });
    const { result, calls } = await post(cartAction, "/cart/", { intent: "remove-line-item", lineItemId: "abc" }, svc);
    expect(result).toEqual({ intent: "remove-line-item", ok: true });
    expect(calls.map((c) => c.operation)).toEqual([
      "removeLineItems delete /checkout/cart/line-item",
      "readCart get /checkout/cart",
    ]);
  });
});

describe("cart messages", () => {
  const stock = {
    "product-stock-reachedL1": {
      key: "product-stock-reachedL1",
      messageKey: "product-stock-reached",
      level: 10,
      message: "Only 10 times.",
    },
  };
  const parcel = {
    "parcel-locker-not-selectedS": {
      key: "parcel-locker-not-selectedS",
      messageKey: "parcel-locker-not-selected",
      level: 20,
      message: "Choose a parcel locker.",
    },
  };
  const eligible = {
    "promotion-not-eligibleP": {
      key: "promotion-not-eligibleP",
      messageKey: "promotion-not-eligible",
      level: 10,
      message: "Not eligible.",
    },
  };

  it("with JavaScript, a message the page's cart already had (its key sent with the form) is not told again, unless it names the changed line", async () => {
    const svc = services(() => cartWith([], { ...stock, ...eligible }));
    svc.value.outcome = newOutcome();
    svc.value.knownCartMessages = new Set(["product-stock-reachedL1", "promotion-not-eligibleP"]);
    const { flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "change-quantity", lineItemId: "L1", quantity: "20" },
      svc,
    );
    expect(flashed).toEqual([
      { type: "warning", messageKey: "notification.shopMessage", params: { message: "Only 10 times." } },
    ]);
    // The page broadcasts what the Worker told: the same message, once.
    expect(svc.value.outcome.events).toEqual([
      { name: "cart-message", detail: { level: 10, message: "Only 10 times." } },
    ]);
  });

  it("with JavaScript, the answer carries the cart the shop answered with (the page caches it and tells its other tabs)", async () => {
    const answered = cartWith([], stock);
    const svc = services(() => answered);
    svc.value.outcome = newOutcome();
    await post(cartAction, "/cart/", { intent: "change-quantity", lineItemId: "L1", quantity: "20" }, svc);
    expect(svc.value.outcome.cart).toEqual({ languageId: config.domains[0]!.languageId, cart: answered });
    expect(svc.value.outcome.cartChanged).toBe(true);
  });

  it("add to cart is not confirmed while the answer holds an error, old or new", async () => {
    const svc = services(() => cartWith([], parcel));
    svc.value.outcome = newOutcome();
    svc.value.knownCartMessages = new Set(["parcel-locker-not-selectedS"]);
    const { result, flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "add-to-cart", productId: "a".repeat(32), quantity: "1" },
      svc,
    );
    expect(result).toEqual({ intent: "add-to-cart", ok: false });
    expect(flashed).toEqual([]);
  });

  it("without JavaScript (no earlier cart) every message of the answer is told, by its level", async () => {
    const { flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "add-to-cart", productId: "a".repeat(32), quantity: "1" },
      services(() => cartWith([], { ...stock, ...parcel })),
    );
    expect(flashed.map((n) => n.type)).toEqual(["warning", "danger"]);
  });
});

describe("forced refresh", () => {
  it("compares the net price the shopper saw with the refreshed one and tells a change", async () => {
    const { result, flashed, calls } = await post(
      cartAction,
      "/cart/",
      { intent: "refresh-cart", netPrice: "10" },
      services(() => cartWith([], [], 12.5)),
    );
    expect(calls).toEqual([
      { operation: "readForcedCart post /checkout/cart", body: { "force-project-refresh": true } },
    ]);
    expect(result).toMatchObject({ intent: "refresh-cart", ok: true, notice: "cart.pricesChanged" });
    expect(flashed).toEqual([{ type: "warning", messageKey: "cart.pricesChanged" }]);
  });

  it("says nothing when the price is equal", async () => {
    const { result, flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "refresh-cart", netPrice: "12.50" },
      services(() => cartWith([], [], 12.5)),
    );
    expect(result).toEqual({ intent: "refresh-cart", ok: true });
    expect(flashed).toEqual([]);
  });
});

describe("adding a print project", () => {
  it("refuses an empty project id with the spec's text, without calling the shop", async () => {
    const { result, status, calls, flashed } = await post(cartAction, "/cart/", {
      intent: "add-project",
      projectId: "  ",
    });
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ projectId: "form.errors.projectId" });
    expect(flashed).toEqual([{ type: "danger", messageKey: "form.errors.projectId" }]);
  });

  it("adds a pbx2project line item with the project id as payload", async () => {
    const svc = services((operation) =>
      operation.startsWith("readCart") ? cartWith() : cartWith([projectLine("p1", 30)]),
    );
    const { result, calls } = await post(
      cartAction,
      "/cart/",
      { intent: "add-project", projectId: "p1", quantity: "2" },
      svc,
    );
    expect(result).toEqual({ intent: "add-project", ok: true });
    expect(calls[1]).toEqual({
      operation: "addProjectLineItem post /checkout/cart/line-item",
      body: {
        items: [{ type: "pbx2project", id: "p1", referencedId: "p1", quantity: 2, payload: { projectId: "p1" } }],
      },
    });
  });

  it("skips a project already in the cart when asked to, and refreshes the cart otherwise", async () => {
    const inCart = () => cartWith([projectLine("p1", 30)]);
    const skipped = await post(
      cartAction,
      "/cart/",
      { intent: "add-project", projectId: "p1", skipIfPresent: "1" },
      services(inCart),
    );
    expect(skipped.calls.map((c) => c.operation)).toEqual(["readCart get /checkout/cart"]);
    const refreshed = await post(cartAction, "/cart/", { intent: "add-project", projectId: "p1" }, services(inCart));
    expect(refreshed.calls.map((c) => c.operation)).toEqual([
      "readCart get /checkout/cart",
      "readForcedCart post /checkout/cart",
    ]);
  });

  it("rejects a line item without a price and takes it out again", async () => {
    const svc = services((operation) =>
      operation.startsWith("addProject") ? cartWith([projectLine("p2", null)]) : cartWith(),
    );
    const { result, status, calls, flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "add-project", projectId: "p2" },
      svc,
    );
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("cart.errors.noPrice");
    expect(flashed).toContainEqual({ type: "danger", messageKey: "cart.errors.noPrice" });
    expect(calls.map((c) => c.operation)).toContain("removeLineItems delete /checkout/cart/line-item");
  });
});

describe("cart order (one tab's cart calls go one at a time)", () => {
  const deferred = () => {
    let resolve!: (value: string) => void;
    const promise = new Promise<string>((r) => {
      resolve = r;
    });
    return { promise, resolve };
  };

  it("starts a call only when the one before has answered, so answers arrive in order", async () => {
    const started: string[] = [];
    const first = deferred();
    const a = inCartOrder(() => {
      started.push("a");
      return first.promise;
    });
    const b = inCartOrder(async () => {
      started.push("b");
      return "b";
    });
    await Promise.resolve();
    expect(started).toEqual(["a"]);
    first.resolve("a");
    expect(await a).toBe("a");
    expect(await b).toBe("b");
    expect(started).toEqual(["a", "b"]);
  });

  it("drops a call whose form was sent again before its turn (coalescing), and goes on after a failure", async () => {
    const first = deferred();
    const calls: string[] = [];
    const a = inCartOrder(() => first.promise);
    const controller = new AbortController();
    const b = inCartOrder(async () => {
      calls.push("b");
      return "b";
    }, controller.signal);
    const c = inCartOrder(async () => {
      calls.push("c");
      throw new Error("c failed");
    });
    const d = inCartOrder(async () => {
      calls.push("d");
      return "d";
    });
    controller.abort();
    first.resolve("a");
    await a;
    await expect(b).rejects.toThrow();
    await expect(c).rejects.toThrow("c failed");
    expect(await d).toBe("d");
    expect(calls).toEqual(["c", "d"]);
  });
});

describe("a cart change the shop fails (issue 13's faults)", () => {
  const before = cartWith([{ id: "L1", referencedId: "L1", type: "product", quantity: 2 }]);
  const cached = (svc: ReturnType<typeof services>) =>
    svc.value.queryClient.getQueryData(queryKey("cart", config.domains[0]!.languageId));

  it.each([
    ["an answer that is not a cart", () => ({ elements: "none" })],
    ["a 500", () => Promise.reject(apiError(500, [{ code: "0", detail: "Internal Server Error at db01.internal" }]))],
    [
      "a dropped connection",
      () =>
        Promise.reject(
          new TypeError(
            '[PATCH] "http://binding1.store-api.internal/store-api/checkout/cart/line-item": <no response> Network connection lost.',
          ),
        ),
    ],
  ])(
    "%s: 502, the general notice (never the shop's or the fetch's text), and the cart the page shows stays as it was",
    async (_name, answer) => {
      const svc = services(answer as () => unknown);
      svc.value.outcome = newOutcome();
      svc.value.queryClient.setQueryData(queryKey("cart", config.domains[0]!.languageId), before);
      const { result, status, flashed } = await post(
        cartAction,
        "/cart/",
        { intent: "change-quantity", lineItemId: "L1", quantity: "5" },
        svc,
      );
      expect(status).toBe(502);
      expect(result).toEqual({ intent: "change-quantity", ok: false, formError: "notification.changeFailed" });
      expect(flashed).toEqual([{ type: "danger", messageKey: "notification.changeFailed" }]);
      expect(cached(svc)).toBe(before);
      expect(svc.value.outcome?.cart).toBeUndefined();
      expect(svc.value.outcome?.cartChanged).toBe(false);
    },
  );

  it("the shop refusing the change (a 4xx) still tells its own message", async () => {
    const svc = services(() =>
      Promise.reject(apiError(400, [{ code: "CHECKOUT__INSUFFICIENT_STOCK", detail: "Only 3 left." }])),
    );
    const { status, flashed } = await post(
      cartAction,
      "/cart/",
      { intent: "change-quantity", lineItemId: "L1", quantity: "5" },
      svc,
    );
    expect(status).toBe(400);
    expect(flashed).toEqual([
      { type: "danger", messageKey: "notification.shopMessage", params: { message: "Only 3 left." } },
    ]);
  });
});
