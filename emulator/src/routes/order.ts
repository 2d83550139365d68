import { type Context, Hono } from "hono";
import { calculateCart, type CalculatedCart } from "../catalog/cart-calc";
import {
  type AssociationTree,
  applyIncludes,
  parseCriteria,
  pathResolver,
  search,
  sortDocs,
} from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { newId, randomHex } from "../lib/crypto";
import { shopwareDate } from "../lib/dates";
import { StoreApiError } from "../lib/errors";
import { criteriaInput, jsonBody } from "../lib/request";
import { entitySearchResult } from "../lib/search-result";
import { Violations } from "../lib/validation";
import { PAYMENT_METHODS, SHIPPING_METHODS } from "../seed/checkout-methods";
import { productDownloads } from "../seed/downloads";
import { LIVE_VERSION_ID, SALES_CHANNEL_ID } from "../seed/reference";
import { renderContext } from "../serialize/common";
import { serializeAddress } from "../serialize/customer";
import {
  orderAddressJson,
  orderDeliveryJson,
  orderLineItemDownload,
  orderLineItemJson,
  orderTransactionJson,
} from "../serialize/order";
import { serializeCurrency, serializePaymentMethod, serializeShippingMethod } from "../serialize/reference";
import { emptyCart, loadCart, saveCart } from "../state/cart";
import { listAddresses } from "../state/customers";
import { nextNumber, sendMail } from "../state/mail";
import {
  addTransaction,
  countPaymentAttempt,
  findOrder,
  listOrders,
  ORDER_TRANSITIONS,
  type OrderRow,
  paymentChangeable,
  setOrderState,
  setTransactionState,
  stateJson,
  transactionsOf,
  type TransactionRow,
} from "../state/orders";
import { findProject, saveProject, type Project } from "../state/projects";
import { requireCustomer } from "./account";
import { catalogueOf } from "./catalog-helpers";
import { projectOwner } from "./cart";

const orderNotFound = (id: string) =>
  new StoreApiError(404, "CHECKOUT__ORDER_NOT_FOUND", `Order with id "${id}" not found.`, { orderId: id });

/** The order as stored at checkout: a snapshot of the cart, addresses and methods (Shopware's order tables). */
function orderSnapshot(
  id: string,
  orderNumber: string,
  cart: CalculatedCart,
  c: Context<EmulatorEnv>,
  addresses: { billing: Record<string, unknown>; shipping: Record<string, unknown> },
  comment: string | null,
) {
  const state = c.get("state");
  const ctx = renderContext(state);
  const customer = state.customer!;
  const at = shopwareDate(Date.now());
  const method = SHIPPING_METHODS.find((m) => m.id === state.payload.shippingMethodId) ?? SHIPPING_METHODS[0]!;
  const lineItems: Record<string, unknown>[] = [];
  const catalogue = catalogueOf(c);
  cart.lines.forEach((line, position) => {
    const lineId = newId();
    const price = line["price"] as { unitPrice: number; totalPrice: number };
    const payload = (line["payload"] ?? {}) as Record<string, unknown>;
    const type = line["type"] as string;
    const product =
      type === "product" && !payload["projectId"] ? catalogue.productById.get(String(line["referencedId"])) : undefined;
    lineItems.push({
      id: lineId,
      versionId: LIVE_VERSION_ID,
      orderId: id,
      orderVersionId: LIVE_VERSION_ID,
      productId: type === "product" && !payload["projectId"] ? line["referencedId"] : null,
      productVersionId: type === "product" ? LIVE_VERSION_ID : null,
      promotionId: type === "promotion" ? payload["promotionId"] : null,
      parentId: null,
      parentVersionId: null,
      coverId: null,
      identifier: line["id"],
      referencedId: line["referencedId"],
      quantity: line["quantity"],
      label: line["label"],
      payload,
      good: line["good"],
      removable: line["removable"],
      stackable: line["stackable"],
      position: position + 1,
      priceDefinition: line["priceDefinition"],
      unitPrice: price.unitPrice,
      totalPrice: price.totalPrice,
      price: line["price"],
      description: line["description"] ?? null,
      type,
      customFields: (payload["customFields"] as Record<string, unknown> | undefined) ?? {},
      states: line["states"] ?? [],
      createdAt: at,
      updatedAt: null,
      cover: line["cover"] ?? null,
      downloads: product
        ? productDownloads(product).map((download) => orderLineItemDownload(newId(), lineId, download, at))
        : [],
      children: [],
      translated: { customFields: {} },
      apiAlias: "order_line_item",
    });
    for (const child of (line["children"] as Record<string, unknown>[] | undefined) ?? []) {
      const childPrice = child["price"] as { unitPrice: number; totalPrice: number };
      lineItems.push({
        id: newId(),
        versionId: LIVE_VERSION_ID,
        orderId: id,
        orderVersionId: LIVE_VERSION_ID,
        productId: null,
        productVersionId: null,
        promotionId: null,
        parentId: lineId,
        parentVersionId: LIVE_VERSION_ID,
        coverId: null,
        identifier: child["id"],
        referencedId: child["referencedId"],
        quantity: child["quantity"],
        label: child["label"],
        payload: child["payload"],
        good: false,
        removable: false,
        stackable: false,
        position: 1,
        priceDefinition: null,
        unitPrice: childPrice.unitPrice,
        totalPrice: childPrice.totalPrice,
        price: child["price"],
        description: null,
        type: "product",
        customFields: {},
        states: [],
        createdAt: at,
        updatedAt: null,
        cover: null,
        children: [],
        translated: { customFields: {} },
        apiAlias: "order_line_item",
      });
    }
  });
  const totals = cart.json["price"] as Record<string, unknown>;
  const delivery = cart.deliveries[0] as { deliveryDate: { earliest: string; latest: string } } | undefined;
  const shippingAddressId = addresses.shipping["id"] as string;
  return {
    id,
    versionId: LIVE_VERSION_ID,
    orderNumber,
    billingAddressId: addresses.billing["id"],
    billingAddressVersionId: LIVE_VERSION_ID,
    currencyId: state.currency.id,
    languageId: state.language.id,
    salesChannelId: SALES_CHANNEL_ID,
    orderDateTime: at,
    orderDate: at.slice(0, 10),
    price: totals,
    amountTotal: cart.totals.total,
    amountNet: cart.totals.net,
    positionPrice: cart.totals.positions,
    taxStatus: cart.totals.taxStatus,
    shippingCosts: cart.shippingCosts,
    shippingTotal: cart.totals.shipping,
    currencyFactor: state.currency.factor,
    deepLinkCode: randomHex(16),
    affiliateCode: null,
    campaignCode: null,
    customerComment: comment,
    source: null,
    taxCalculationType: "horizontal",
    customFields: {},
    createdById: null,
    updatedById: null,
    createdAt: at,
    updatedAt: null,
    orderCustomer: {
      id: newId(),
      email: customer.email,
      salutationId: customer.payload.salutationId,
      firstName: customer.payload.firstName,
      lastName: customer.payload.lastName,
      company: customer.payload.company,
      title: customer.payload.title,
      vatIds: customer.payload.vatIds,
      customerNumber: customer.customerNumber,
      customerId: customer.id,
      customFields: {},
      createdAt: at,
      updatedAt: null,
      apiAlias: "order_customer",
    },
    currency: serializeCurrency(state.currency, ctx),
    addresses: [addresses.billing, ...(shippingAddressId !== addresses.billing["id"] ? [addresses.shipping] : [])],
    billingAddress: addresses.billing,
    deliveries: delivery
      ? [
          {
            id: newId(),
            versionId: LIVE_VERSION_ID,
            orderId: id,
            orderVersionId: LIVE_VERSION_ID,
            shippingOrderAddressId: shippingAddressId,
            shippingOrderAddressVersionId: LIVE_VERSION_ID,
            shippingMethodId: method.id,
            stateId: stateJson("delivery", "open", state.language.code).id,
            trackingCodes: [],
            shippingDateEarliest: delivery.deliveryDate.earliest,
            shippingDateLatest: delivery.deliveryDate.latest,
            shippingCosts: cart.shippingCosts,
            customFields: cart.stored.parcelLocker ? { parcelLocker: cart.stored.parcelLocker } : {},
            createdAt: at,
            updatedAt: null,
            shippingOrderAddress: addresses.shipping,
            shippingMethod: serializeShippingMethod(method, ctx),
            apiAlias: "order_delivery",
          },
        ]
      : [],
    lineItems,
    documents: [],
    apiAlias: "order",
  };
}

/**
 * An association's entries in the order its criteria sorts them; without a sort, in the database's
 * order (Shopware adds none: MySQL reads them by primary key, which says nothing about age).
 */
function associationOrder<T extends { id: string }>(
  entries: T[],
  association: AssociationTree[string] | undefined,
  entity: string,
): T[] {
  const sort = parseCriteria({ sort: association?.sort ?? [] }).sort;
  return sort.length ? sortDocs(entries, sort, pathResolver(entity)) : [...entries].sort(byId);
}

/** Ids in code-unit order (what `<` compares), not the locale's. */
function byId(a: { id: string }, b: { id: string }): number {
  if (a.id < b.id) return -1;
  if (a.id > b.id) return 1;
  return 0;
}

/** Order JSON as the /order route answers it: current state and transactions, associations as asked (with their sorting). */
function orderJson(
  row: OrderRow,
  transactions: TransactionRow[],
  c: Context<EmulatorEnv>,
  associations: AssociationTree,
) {
  const snapshot = JSON.parse(row.payload) as Record<string, unknown>;
  const locale = c.get("state").language.code;
  const ctx = renderContext(c.get("state"));
  const json: Record<string, unknown> = {
    ...snapshot,
    stateMachineState: stateJson("order", row.state, locale),
    updatedAt: row.updated_at,
  };
  const deliveries = (snapshot["deliveries"] as Record<string, unknown>[]).map((d) => {
    const deliveryState = stateJson("delivery", row.state === "cancelled" ? "cancelled" : "open", locale);
    return { ...d, stateId: deliveryState.id, stateMachineState: deliveryState };
  });
  const txJson = transactions.map((t) => {
    const method = PAYMENT_METHODS.find((m) => m.id === t.payment_method_id)!;
    return {
      id: t.id,
      versionId: LIVE_VERSION_ID,
      orderId: row.id,
      orderVersionId: LIVE_VERSION_ID,
      paymentMethodId: t.payment_method_id,
      amount: (JSON.parse(t.payload) as { amount: unknown }).amount,
      validationData: {},
      stateId: stateJson("transaction", t.state, locale).id,
      customFields: {},
      createdAt: t.created_at,
      updatedAt: t.updated_at,
      stateMachineState: stateJson("transaction", t.state, locale),
      paymentMethod: serializePaymentMethod(method, ctx),
      apiAlias: "order_transaction",
    };
  });
  const keep = (name: string) => Object.hasOwn(associations, name);
  const below = (name: string) => associations[name]?.associations;
  // Shopware's default flow grants access to a digital product's files once a payment is paid.
  const paid = transactions.some((t) => t.state === "paid");
  const addresses = (list: unknown) =>
    (list as Record<string, unknown>[]).map((a) => orderAddressJson(a, below("addresses")));
  return {
    ...json,
    lineItems: keep("lineItems")
      ? (json["lineItems"] as Record<string, unknown>[]).map((item) =>
          orderLineItemJson(item, below("lineItems"), paid),
        )
      : undefined,
    deliveries: keep("deliveries") ? deliveries.map((d) => orderDeliveryJson(d, below("deliveries"))) : undefined,
    transactions: keep("transactions")
      ? associationOrder(txJson, associations["transactions"], "order_transaction").map((t) =>
          orderTransactionJson(t, below("transactions")),
        )
      : undefined,
    addresses: keep("addresses") ? addresses(json["addresses"]) : undefined,
    billingAddress:
      keep("billingAddress") && json["billingAddress"]
        ? orderAddressJson(json["billingAddress"] as Record<string, unknown>, below("billingAddress"))
        : undefined,
    orderCustomer: keep("orderCustomer") ? json["orderCustomer"] : undefined,
    currency: keep("currency") ? json["currency"] : undefined,
  };
}

/** What CartOrderRoute loads with the order it answers (its criteria's associations). */
const PLACED_ORDER_ASSOCIATIONS: AssociationTree = {
  orderCustomer: { associations: { customer: {}, salutation: {} } },
  deliveries: {
    associations: {
      shippingMethod: {},
      shippingOrderAddress: { associations: { country: {}, countryState: {} } },
      stateMachineState: {},
    },
  },
  transactions: {
    associations: { paymentMethod: {}, stateMachineState: {} },
    sort: [{ field: "createdAt", order: "ASC" }],
  },
  lineItems: { associations: { cover: {}, downloads: { associations: { media: {} } } } },
  currency: {},
  addresses: { associations: { country: {}, countryState: {} } },
  stateMachineState: {},
};

async function ownOrder(c: Context<EmulatorEnv>, orderId: unknown): Promise<OrderRow> {
  const customer = requireCustomer(c);
  if (typeof orderId !== "string" || !orderId) {
    throw StoreApiError.violations([
      { pointer: "/orderId", code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank." },
    ]);
  }
  const order = await findOrder(c.env.DB, orderId);
  if (!order || order.customer_id !== customer.id) throw orderNotFound(orderId);
  return order;
}

export const orderRoutes = new Hono<EmulatorEnv>()
  .post("/checkout/order", async (c) => {
    const customer = requireCustomer(c);
    const body = await jsonBody(c);
    const state = c.get("state");
    const db = c.env.DB;
    const stored = await loadCart(db, state.token);
    const projects = new Map<string, Project>();
    for (const item of stored.lineItems.filter((i) => i.type === "pbx2project")) {
      const project = await findProject(db, item.referencedId);
      if (project && project.owner === projectOwner(c)) projects.set(project.id, project);
    }
    const cart = calculateCart(stored, state, catalogueOf(c), projects);
    if (cart.lines.filter((l) => l["type"] !== "promotion").length === 0)
      throw new StoreApiError(400, "CHECKOUT__CART_EMPTY", "Cart is empty");
    if (cart.blocked) {
      await saveCart(db, state.token, cart.stored);
      throw new StoreApiError(
        400,
        "CHECKOUT__CART_INVALID",
        `The cart is invalid, got ${cart.errors.filter((e) => e.block).length} error(s).`,
        {
          errors: cart.errors.filter((e) => e.block).map((e) => e.messageKey),
        },
      );
    }
    const ctx = renderContext(state);
    const addressList = await listAddresses(db, customer.id);
    const billing = addressList.find(
      (a) => a.id === (state.payload.billingAddressId ?? customer.payload.defaultBillingAddressId),
    );
    const shipping =
      addressList.find(
        (a) => a.id === (state.payload.shippingAddressId ?? customer.payload.defaultShippingAddressId),
      ) ?? billing;
    if (!billing || !shipping)
      throw new StoreApiError(400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", "The customer has no billing address.");
    const orderAddress = (a: typeof billing) => ({
      ...serializeAddress(a, ctx),
      id: newId(),
      versionId: LIVE_VERSION_ID,
      customerId: undefined,
      isDefaultBillingAddress: undefined,
      isDefaultShippingAddress: undefined,
      vatId: null,
      apiAlias: "order_address",
    });
    const billingJson = orderAddress(billing);
    const shippingJson = shipping.id === billing.id ? billingJson : orderAddress(shipping);
    const id = newId();
    const orderNumber = String(await nextNumber(db, "order", 10001));
    const comment = typeof body["customerComment"] === "string" ? body["customerComment"].slice(0, 1000) : null;
    const snapshot = orderSnapshot(id, orderNumber, cart, c, { billing: billingJson, shipping: shippingJson }, comment);
    const at = snapshot.createdAt;
    await db
      .prepare(
        `INSERT INTO "order" (id, order_number, customer_id, state, payload, created_at, updated_at) VALUES (?, ?, ?, 'open', ?, ?, NULL)`,
      )
      .bind(id, orderNumber, customer.id, JSON.stringify(snapshot), at)
      .run();
    await addTransaction(
      db,
      id,
      state.payload.paymentMethodId,
      (cart.json["transactions"] as { amount: unknown }[])[0]?.amount ?? null,
      newId(),
    );
    for (const project of projects.values()) await saveProject(db, { ...project, ordered: true, updatedAt: at });
    await saveCart(db, state.token, emptyCart());
    await sendMail(db, {
      recipient: customer.email,
      subject: `Your order ${orderNumber}`,
      template: "order.confirmation",
      text: `Thank you for your order ${orderNumber} of ${cart.totals.total.toFixed(2)} ${state.currency.isoCode}.`,
      links: {},
    });
    const row = (await findOrder(db, id))!;
    return c.json(orderJson(row, await transactionsOf(db, id), c, PLACED_ORDER_ASSOCIATIONS));
  })
  .post("/order", async (c) => {
    const customer = requireCustomer(c);
    const criteria = parseCriteria(await criteriaInput(c));
    const db = c.env.DB;
    const rows = await listOrders(db, customer.id);
    const docs = await Promise.all(
      rows.map(async (row) => {
        const transactions = await transactionsOf(db, row.id);
        return { row, transactions, json: orderJson(row, transactions, c, criteria.associations) };
      }),
    );
    // Shopware's order route adds no sorting: without the criteria's, the database's order (by id), not the newest first.
    const result = search(
      docs.map((d) => ({ ...d.json, id: d.row.id, __row: d })),
      criteria,
      pathResolver("order"),
      (d) => d.id,
    );
    const paymentChangeableMap = Object.fromEntries(
      result.elements.map((e) => [e.id, paymentChangeable(e.__row.row, e.__row.transactions[0])]),
    );
    const elements = result.elements.map(({ __row: _row, ...json }) => json);
    return c.json(
      applyIncludes(
        {
          orders: entitySearchResult("order", elements, result.total, result.page, result.limit),
          paymentChangeable: paymentChangeableMap,
          apiAlias: "order_route_response",
        },
        criteria.includes,
      ),
    );
  })
  .post("/order/state/cancel", async (c) => {
    const body = await jsonBody(c);
    const order = await ownOrder(c, body["orderId"]);
    const next = ORDER_TRANSITIONS[order.state].cancel;
    if (!next) {
      throw new StoreApiError(
        400,
        "SYSTEM__ILLEGAL_STATE_TRANSITION",
        `Illegal transition "cancel" from state "${order.state}". Possible transitions are: ${Object.keys(ORDER_TRANSITIONS[order.state]).join(", ")}`,
        {
          transition: "cancel",
          currentState: order.state,
          possibleTransitions: Object.keys(ORDER_TRANSITIONS[order.state]),
        },
      );
    }
    await setOrderState(c.env.DB, order.id, next);
    for (const transaction of await transactionsOf(c.env.DB, order.id)) {
      if (transaction.state === "open" || transaction.state === "in_progress")
        await setTransactionState(c.env.DB, transaction.id, "cancelled");
    }
    return c.json(stateJson("order", next, c.get("state").language.code));
  })
  .post("/order/payment", async (c) => {
    const body = await jsonBody(c);
    const order = await ownOrder(c, body["orderId"]);
    const v = new Violations();
    const paymentMethodId = v.required(body, "paymentMethodId");
    v.throwIfAny();
    const method = PAYMENT_METHODS.find((m) => m.id === paymentMethodId);
    if (!method?.afterOrderEnabled)
      throw new StoreApiError(
        400,
        "CHECKOUT__UNKNOWN_PAYMENT_METHOD",
        `The payment method ${paymentMethodId} could not be found.`,
        { paymentMethodId },
      );
    const transactions = await transactionsOf(c.env.DB, order.id);
    if (!paymentChangeable(order, transactions[0])) {
      throw new StoreApiError(
        400,
        "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_CHANGEABLE",
        `The payment method of order ${order.order_number} cannot be changed.`,
        { orderId: order.id },
      );
    }
    for (const t of transactions)
      if (t.state === "open" || t.state === "in_progress") await setTransactionState(c.env.DB, t.id, "cancelled");
    await addTransaction(
      c.env.DB,
      order.id,
      paymentMethodId,
      (JSON.parse(transactions[0]?.payload ?? "{}") as { amount?: unknown }).amount ?? null,
      newId(),
    );
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  .on(["POST", "GET"], "/handle-payment", async (c) => {
    const body = c.req.method === "GET" ? c.req.query() : await jsonBody(c);
    const order = await ownOrder(c, body["orderId"]);
    const [transaction] = await transactionsOf(c.env.DB, order.id);
    if (!transaction) throw orderNotFound(order.id);
    await countPaymentAttempt(c.env.DB, transaction.id);
    // Invoice and prepayment are settled later; card and PayPal through the provider's payment-details.
    return c.json({ redirectUrl: null, apiAlias: "handle_payment_method_route_response" });
  });
