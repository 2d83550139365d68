import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { call, cookieOf, fakeUpstream, ORIGIN, registerCustomer } from "./helpers";

const GUEST = "GuestTokenGuestTokenGuestToken01";
const CUSTOMER = "CustomerTokenCustomerTokenCust01";
const emulator = () => (env as unknown as Bindings).STORE_API!;

/** An upstream answering logins with a new token (or the given status) and recording every call. */
function loginUpstream({ loginStatus = 200, mergeStatus = 200 } = {}) {
  const seen: { path: string; token: string | null }[] = [];
  const upstream = fakeUpstream((request) => {
    const path = new URL(request.url).pathname;
    seen.push({ path, token: request.headers.get("sw-context-token") });
    if (path.includes("/merge-carts/")) return Response.json({ apiAlias: "cart" }, { status: mergeStatus });
    if (loginStatus !== 200)
      return Response.json(
        { errors: [{ status: String(loginStatus), code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS" }] },
        { status: loginStatus },
      );
    return Response.json({ contextToken: CUSTOMER }, { headers: { "sw-context-token": CUSTOMER } });
  });
  return { upstream, seen };
}

const loginThroughProxy = (
  upstream: Fetcher,
  cookie = `sw-context-token=${GUEST}`,
  path = "/store-api/account/login",
) =>
  call(
    path,
    {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ username: "a@example.com", password: "x" }),
    },
    { STORE_API: upstream },
  );

describe("the guest's cart joins the customer's on login (the shop's cart-merge call)", () => {
  // The encoded login is the path the shop routes (it decodes it): the proxy reads it so too.
  it.each([
    "/store-api/account/login",
    "/store-api/pbx/social-login/login",
    "/store-api/account/register-confirm",
    "/store-api/account/log%69n",
  ])("after %s through the proxy, in the customer's session, with the guest's token", async (path) => {
    const { upstream, seen } = loginUpstream();
    const response = await loginThroughProxy(upstream, `sw-context-token=${GUEST}`, path);
    expect(response.status).toBe(200);
    expect(seen.map((s) => s.path)).toEqual([path, `/store-api/pbx-cart/merge-carts/${GUEST}`]);
    expect(seen[1]!.token).toBe(CUSTOMER);
    expect(cookieOf(response, "sw-context-token")).toMatch(new RegExp(`^sw-context-token=${CUSTOMER};`));
  });

  it("not after a failed login, a new visitor's login (no cart yet) or another call that changes the token", async () => {
    const failed = loginUpstream({ loginStatus: 401 });
    expect((await loginThroughProxy(failed.upstream)).status).toBe(401);
    expect(failed.seen).toHaveLength(1);

    const newVisitor = loginUpstream();
    await loginThroughProxy(newVisitor.upstream, "");
    expect(newVisitor.seen).toHaveLength(1);

    const logout = loginUpstream();
    await loginThroughProxy(logout.upstream, `sw-context-token=${GUEST}`, "/store-api/account/logout");
    expect(logout.seen).toHaveLength(1);
  });

  it("a failing merge leaves the login as it is: the shopper is logged in", async () => {
    const { upstream, seen } = loginUpstream({ mergeStatus: 500 });
    const response = await loginThroughProxy(upstream);
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(cookieOf(response, "sw-context-token")).toMatch(new RegExp(`^sw-context-token=${CUSTOMER};`));
  });

  it("after a login form sent without JavaScript too: the customer's cart holds the guest's line", async () => {
    // The real emulator behind a recorder: a registered customer, logged out, then a guest's cart.
    const email = `merge-${Date.now()}@example.com`;
    const seen: string[] = [];
    const recorder = fakeUpstream((request) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return emulator().fetch(request);
    });
    const json = { "content-type": "application/json", origin: ORIGIN };
    const registrar = `sw-context-token=RegistrarTokenRegistrarToken0001`;
    const registration = await registerCustomer(registrar, email, { firstName: "Ada", lastName: "Lovelace" });
    expect(registration.status).toBe(200);
    const guest = `sw-context-token=${GUEST.replace("01", "02")}`;
    const products = (await (
      await call("/store-api/product", {
        method: "POST",
        headers: { ...json, cookie: guest },
        body: JSON.stringify({
          limit: 1,
          filter: [{ type: "equals", field: "customFields.pbx_product_type", value: "sw_product" }],
        }),
      })
    ).json()) as {
      elements: { id: string; translated: { name: string } }[];
    };
    const product = products.elements[0]!;
    await call("/store-api/checkout/cart/line-item", {
      method: "POST",
      headers: { ...json, cookie: guest },
      body: JSON.stringify({ items: [{ type: "product", id: product.id, referencedId: product.id, quantity: 1 }] }),
    });

    const response = await call(
      "/login/",
      {
        method: "POST",
        body: new URLSearchParams({ intent: "login", username: email, password: "secret-pass-1", redirect: "/cart/" }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          referer: `${ORIGIN}/login/`,
          cookie: guest,
        },
      },
      { STORE_API: recorder },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/cart/");
    expect(seen).toContain(`POST /store-api/pbx-cart/merge-carts/${GUEST.replace("01", "02")}`);
    const customer = cookieOf(response, "sw-context-token")!.split(";")[0]!;
    const cart = (await (await call("/store-api/checkout/cart", { headers: { cookie: customer } })).json()) as {
      lineItems: { referencedId: string }[];
    };
    expect(cart.lineItems.map((l) => l.referencedId)).toContain(product.id);
  });
});
