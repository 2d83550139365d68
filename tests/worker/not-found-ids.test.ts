import { describe, expect, it } from "vitest";
import { call, firstProductId, jar, ORIGIN, registerCustomer } from "./helpers";

/**
 * Ids in an account page's address that are not the customer's (unknown, another customer's, malformed):
 * the Worker decides what the shopper gets, so every kind of id is checked here from its answers,
 * redirects followed with their cookies. These were loops of page loads in the browser
 * (tests/e2e/account-addresses.spec.ts, account-orders.spec.ts, order-success.spec.ts), which keep one
 * id each.
 */

const json = (cookie: string, body: unknown = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", origin: ORIGIN, cookie },
  body: JSON.stringify(body),
});

/** A registered customer, logged in: the browser's cookies. */
async function customer(label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
  const token = `NotFound${label}`.replace(/\W/g, "").padEnd(32, "x").slice(0, 32);
  const registered = await registerCustomer(`sw-context-token=${token}`, email);
  expect(registered.status).toBe(200);
  return jar("es-consent=none", registered);
}

/** The customer's one order (a product in the cart, ordered through the proxy): its id. */
async function orderOf(cookie: string): Promise<string> {
  const id = await firstProductId(cookie);
  const added = await call(
    "/store-api/checkout/cart/line-item",
    json(cookie, { items: [{ type: "product", id, referencedId: id, quantity: 1 }] }),
  );
  expect(added.status).toBe(200);
  const ordered = await call("/store-api/checkout/order", json(cookie));
  expect(ordered.status).toBe(200);
  return ((await ordered.json()) as { id: string }).id;
}

/** An address the customer adds through the proxy: its id. */
async function addressOf(cookie: string): Promise<string> {
  const countries = (await (await call("/store-api/country", json(cookie))).json()) as {
    elements: { id: string; iso: string }[];
  };
  const response = await call(
    "/store-api/account/address",
    json(cookie, {
      firstName: "Other",
      lastName: "Customer",
      street: "Side 3",
      zipcode: "80331",
      city: "Munich",
      countryId: countries.elements.find((c) => c.iso === "DE")!.id,
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A page load as the browser makes it: redirects followed (at most five), cookies kept. */
async function land(path: string, start: string): Promise<{ path: string; response: Response; cookie: string }> {
  let cookie = start;
  let current = path;
  for (let hops = 0; hops < 5; hops++) {
    const response = await call(current, { headers: { cookie, accept: "text/html" } });
    cookie = jar(cookie, response);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { path: current, response, cookie };
    current = location;
  }
  throw new Error(`${path}: more than five redirects`);
}

const isThe404Page = async (response: Response) => {
  expect(response.status).toBe(404);
  expect(await response.text()).toMatch(/<h1[^>]*>404<\/h1>/);
};

const UNKNOWN = "0123456789abcdef0123456789abcdef";

describe("ids that are not the customer's", () => {
  it("an address: unknown, another customer's or malformed is the 404 page", async () => {
    const foreignId = await addressOf(await customer("address-owner"));
    const cookie = await customer("address-404");
    for (const id of [UNKNOWN, foreignId, "not-an-id"]) {
      const { path, response } = await land(`/account/addresses/add/${id}/`, cookie);
      expect(path, id).toBe(`/account/addresses/add/${id}/`);
      await isThe404Page(response);
    }
  }, 30_000);

  it("an order's page and its success page: another customer's, unknown or malformed is the 404 page; a guest is sent to the login", async () => {
    const owner = await customer("order-owner");
    const foreign = await orderOf(owner);
    // Its own customer gets it.
    expect((await land(`/account/orders/${foreign}/`, owner)).response.status).toBe(200);
    const cookie = await customer("order-404");
    for (const id of [foreign, UNKNOWN, "not-an-order"]) {
      const { path, response } = await land(`/account/orders/${id}/`, cookie);
      expect(path, id).toBe(`/account/orders/${id}/`);
      await isThe404Page(response);
    }
    for (const id of [foreign, UNKNOWN]) {
      const { path, response } = await land(`/order-success/?orderId=${id}`, cookie);
      expect(path, id).toBe(`/order-success/?orderId=${id}`);
      await isThe404Page(response);
    }
    const guest = await land(`/order-success/?orderId=${foreign}`, "es-consent=none");
    expect(guest.path).toBe(`/login/?redirect=${encodeURIComponent(`/order-success/?orderId=${foreign}`)}`);
    expect(guest.response.status).toBe(200);
  }, 30_000);

  it("the success page with a bad or no order id goes to the orders list with a notice", async () => {
    const cookie = await customer("order-bad");
    for (const query of ["?orderId=not-an-order", "", `?orderId=${UNKNOWN.slice(0, 31)}g`]) {
      const { path, response } = await land(`/order-success/${query}`, cookie);
      expect(path, query).toBe("/account/orders/");
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).toContain("We could not find that order. Your orders are listed here.");
    }
  }, 30_000);
});
