import { describe, expect, it } from "vitest";
import { call, cookieOf, ORIGIN, registerCustomer } from "./helpers";

/** A token key in JSON, also inside a JSON string (a page's bootstrap data escapes nothing, but a nested document would). */
const TOKEN_KEY = /\\?"(token|contextToken)\\?"\s*:/;

describe("the session's token never enters a page (issue 25)", () => {
  it("a customer with a filled cart: no page the server renders carries the cookie's token or a token key", async () => {
    const email = `token-${Date.now()}@example.com`;
    const registered = await registerCustomer("sw-context-token=TokenPageRegistrarTokenPageRegis", email);
    expect(registered.status).toBe(200);
    const token = cookieOf(registered, "sw-context-token")!.split(";")[0]!.split("=")[1]!;
    const cookie = `sw-context-token=${token}`;
    const json = { "content-type": "application/json", origin: ORIGIN, cookie };
    const products = (await (
      await call("/store-api/product", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ limit: 1, filter: [{ type: "equals", field: "productNumber", value: "ES10057" }] }),
      })
    ).json()) as {
      elements: { id: string }[];
    };
    const id = products.elements[0]!.id;
    const added = await call("/store-api/checkout/cart/line-item", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ items: [{ type: "product", id, referencedId: id, quantity: 1 }] }),
    });
    expect(added.status).toBe(200);
    const cart = await added.text();
    expect(cart).toContain(id);
    expect(cart).not.toContain(token);
    expect(cart).not.toMatch(TOKEN_KEY);

    for (const path of [
      "/",
      "/Software/",
      "/Single-user-licence-1-year/ES10057/",
      "/cart/",
      "/checkout/",
      "/parcel-locker/",
      "/account/profile/",
      "/account/orders/",
    ]) {
      const response = await call(path, { headers: { cookie } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain(token);
      expect(html.match(TOKEN_KEY)?.[0] ?? null, path).toBeNull();
    }
    // Eight pages rendered in turn: more than the default 5 s on a busy machine.
  }, 30_000);
});
