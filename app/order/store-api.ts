import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas } from "../store-api/operations";

/** The customer's orders, newest created first, ten to a page (the listings' default limit). */
export const ORDERS_PER_PAGE = 10;
const NEWEST_FIRST: Schemas["Sort"][] = [
  { field: "createdAt", order: "DESC" },
  // Two orders of the same millisecond keep one order between pages.
  { field: "orderNumber", order: "DESC" },
];

type State = Pick<Schemas["StateMachineState"], "technicalName" | "name" | "translated">;
const STATE = ["technicalName", "name", "translated"];

/** What a line of the order list shows: number, date, state and total in the order's currency. */
export type OrderSummary = Pick<Schemas["Order"], "id" | "orderNumber" | "orderDateTime" | "amountTotal"> & {
  stateMachineState: State;
  currency?: Pick<Schemas["Currency"], "isoCode">;
};

const LIST_INCLUDES = {
  order: ["id", "orderNumber", "orderDateTime", "amountTotal", "stateMachineState", "currency"],
  state_machine_state: STATE,
  currency: ["isoCode"],
};

export interface OrderListPage {
  orders: OrderSummary[];
  total: number;
  page: number;
  limit: number;
}

/** POST /store-api/order: one page of the customer's orders with the exact total (for the pagination). */
export async function listOrders(api: StoreApi, languageId: string, page: number): Promise<OrderListPage> {
  const answer = await dataOf(
    api.invoke("searchOrders post /order", {
      headers: languageHeaders(languageId),
      body: {
        page,
        limit: ORDERS_PER_PAGE,
        sort: NEWEST_FIRST,
        "total-count-mode": "exact",
        associations: { currency: {} },
        includes: LIST_INCLUDES,
      },
    }),
  );
  const orders = answer.orders.elements as OrderSummary[];
  return { orders, total: answer.orders.total ?? orders.length, page, limit: ORDERS_PER_PAGE };
}

type Address = Pick<
  Schemas["OrderAddress"],
  | "id"
  | "firstName"
  | "lastName"
  | "company"
  | "department"
  | "street"
  | "additionalAddressLine1"
  | "additionalAddressLine2"
  | "zipcode"
  | "city"
  | "phoneNumber"
> & {
  country?: Pick<Schemas["Country"], "name" | "translated">;
  countryState?: Pick<Schemas["CountryState"], "name" | "translated">;
};
export type OrderAddress = Address;

type Named = Pick<Schemas["PaymentMethod"], "id" | "name" | "translated">;
/**
 * The payment method with its technical name and custom fields: what the order success page tells the
 * shopper about paying depends on them (a transfer to make; a provider's payment to confirm).
 */
type PaymentMethod = Named & Pick<Partial<Schemas["PaymentMethod"]>, "technicalName" | "customFields">;
type Price = Pick<Schemas["CalculatedPrice"], "unitPrice" | "totalPrice" | "quantity">;

export type OrderLineItem = Pick<
  Schemas["OrderLineItem"],
  | "id"
  | "parentId"
  | "type"
  | "label"
  | "quantity"
  | "unitPrice"
  | "totalPrice"
  | "payload"
  | "position"
  | "referencedId"
  | "productId"
> & {
  cover?: Schemas["Media"] | null;
};

export type OrderTransaction = Pick<Schemas["OrderTransaction"], "id" | "createdAt"> & {
  amount?: Price;
  paymentMethod?: PaymentMethod;
  stateMachineState?: State;
};
export type OrderDelivery = Pick<Schemas["OrderDelivery"], "id" | "customFields"> & {
  shippingOrderAddress?: Address;
  shippingMethod?: Named;
  shippingCosts?: Price;
};

/** The order detail (Order): what the detail screen shows and nothing else. */
export type OrderDetail = Pick<
  Schemas["Order"],
  "id" | "orderNumber" | "orderDateTime" | "amountTotal" | "amountNet" | "shippingTotal" | "billingAddressId"
> & {
  price: Pick<Schemas["CartPrice"], "netPrice" | "totalPrice" | "positionPrice" | "taxStatus" | "calculatedTaxes">;
  stateMachineState: State;
  currency?: Pick<Schemas["Currency"], "isoCode">;
  lineItems?: OrderLineItem[];
  billingAddress?: Address;
  addresses?: Address[];
  deliveries?: OrderDelivery[];
  transactions?: OrderTransaction[];
  /** Where the shop sent the order confirmation (the address at ordering time, not the account's current one). */
  orderCustomer?: Pick<Schemas["OrderCustomer"], "email">;
};

const ADDRESS = [
  "id",
  "firstName",
  "lastName",
  "company",
  "department",
  "street",
  "additionalAddressLine1",
  "additionalAddressLine2",
  "zipcode",
  "city",
  "phoneNumber",
  "country",
  "countryState",
];
const NAMED = ["id", "name", "translated"];
const DETAIL_INCLUDES = {
  order: [
    "id",
    "orderNumber",
    "orderDateTime",
    "amountTotal",
    "amountNet",
    "shippingTotal",
    "billingAddressId",
    "price",
    "stateMachineState",
    "currency",
    "lineItems",
    "billingAddress",
    "addresses",
    "deliveries",
    "transactions",
    "orderCustomer",
  ],
  cart_price: ["netPrice", "totalPrice", "positionPrice", "taxStatus", "calculatedTaxes"],
  cart_tax_calculated: ["tax", "taxRate", "price"],
  calculated_price: ["unitPrice", "totalPrice", "quantity"],
  order_line_item: [
    "id",
    "parentId",
    "type",
    "label",
    "quantity",
    "unitPrice",
    "totalPrice",
    "payload",
    "position",
    "referencedId",
    "productId",
    "cover",
  ],
  media: ["id", "url", "alt", "translated", "metaData", "thumbnails"],
  media_thumbnail: ["url", "width", "height"],
  order_address: ADDRESS,
  country: ["name", "translated"],
  country_state: ["name", "translated"],
  order_delivery: ["id", "shippingOrderAddress", "shippingMethod", "shippingCosts", "customFields"],
  shipping_method: NAMED,
  payment_method: [...NAMED, "technicalName", "customFields"],
  order_customer: ["email"],
  order_transaction: ["id", "createdAt", "amount", "paymentMethod", "stateMachineState"],
  state_machine_state: STATE,
  currency: ["isoCode"],
};

const WITH_COUNTRY = { associations: { country: {}, countryState: {} } };

/**
 * POST /store-api/order with a filter on the id, limit 1: one order of the
 * customer with its addresses, methods, every line item and the transactions newest first. The shop
 * filters by the customer itself, so another customer's id finds nothing: null.
 */
export async function readOrder(api: StoreApi, languageId: string, orderId: string): Promise<OrderDetail | null> {
  const answer = await dataOf(
    api.invoke("searchOrders post /order", {
      headers: languageHeaders(languageId),
      body: {
        filter: [{ type: "equals", field: "id", value: orderId }],
        limit: 1,
        associations: {
          lineItems: { associations: { cover: {} }, sort: [{ field: "position", order: "ASC" }] },
          addresses: WITH_COUNTRY,
          billingAddress: WITH_COUNTRY,
          deliveries: { associations: { shippingOrderAddress: WITH_COUNTRY, shippingMethod: {} } },
          transactions: { associations: { paymentMethod: {} }, sort: [{ field: "createdAt", order: "DESC" }] },
          stateMachineState: {},
          currency: {},
          orderCustomer: {},
        },
        includes: DETAIL_INCLUDES,
      },
    }),
  );
  return (answer.orders.elements[0] as OrderDetail | undefined) ?? null;
}

/** The order's state alone (after the shop refused a change: has it moved on?). */
export async function readOrderState(api: StoreApi, languageId: string, orderId: string): Promise<string | null> {
  const answer = await dataOf(
    api.invoke("searchOrders post /order", {
      headers: languageHeaders(languageId),
      body: {
        filter: [{ type: "equals", field: "id", value: orderId }],
        limit: 1,
        includes: { order: ["id", "stateMachineState"], state_machine_state: ["technicalName"] },
      },
    }),
  );
  return (
    (answer.orders.elements[0] as { stateMachineState?: { technicalName?: string } } | undefined)?.stateMachineState
      ?.technicalName ?? null
  );
}

/** POST /store-api/order/state/cancel: the order's new state (the shop refuses a transition its state machine lacks). */
export function cancelOrder(api: StoreApi, languageId: string, orderId: string): Promise<Schemas["StateMachineState"]> {
  return dataOf(
    api.invoke("cancelOrder post /order/state/cancel", { headers: languageHeaders(languageId), body: { orderId } }),
  );
}

/**
 * POST /store-api/order/payment (orderId, paymentMethodId): the order is paid again,
 * with the same or another method. The shop starts a new transaction (the failed or cancelled one stays
 * in the order's history) and refuses when the order's payment can no longer change (paid, cancelled).
 */
export async function setOrderPayment(
  api: StoreApi,
  languageId: string,
  orderId: string,
  paymentMethodId: string,
): Promise<void> {
  await dataOf(
    api.invoke("orderSetPayment post /order/payment", {
      headers: languageHeaders(languageId),
      body: { orderId, paymentMethodId },
    }),
  );
}
