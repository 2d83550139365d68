import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { call, cookieOf, fakeUpstream, ORIGIN } from "./helpers";

const GUEST = "GuestTokenGuestTokenGuestToken02";
const CUSTOMER = "ConfirmedTokenConfirmedTokenCo01";
const EM = "3f2a9c0b1d2e3f405162738495a6b7c8d9e0f1a2";
const HASH = "9f86d081884c7d659a2feaa0c55ad015";
const LINK = `/registration/confirm/?em=${EM}&hash=${HASH}`;
const emulator = () => (env as unknown as Bindings).STORE_API!;

/**
 * The emulator, but the double opt-in itself answered as the shop answers a valid link (the
 * customer's new session token); every Store API call recorded with its body.
 */
function confirmingShop() {
  const seen: { path: string; body: string }[] = [];
  const upstream = fakeUpstream(async (request) => {
    const path = new URL(request.url).pathname;
    seen.push({ path, body: request.method === "GET" ? "" : await request.clone().text() });
    if (path === "/store-api/account/register-confirm")
      return Response.json({ apiAlias: "customer", id: "c".repeat(32) }, { headers: { "sw-context-token": CUSTOMER } });
    if (path.includes("/merge-carts/")) return Response.json({ apiAlias: "cart" });
    return emulator().fetch(request);
  });
  return { upstream, seen, paths: () => seen.map((s) => s.path) };
}

const confirmForm = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: ORIGIN,
    referer: `${ORIGIN}/registration/confirm/`,
    cookie: `sw-context-token=${GUEST}`,
  },
});

describe("the double opt-in link: its GET shows a button, the button's POST confirms", () => {
  it("a GET of the link (a mail scanner, a prefetcher) confirms nothing and logs nobody in: the page holds the values in its form", async () => {
    const shop = confirmingShop();
    const response = await call(
      LINK,
      { headers: { cookie: `sw-context-token=${GUEST}` } },
      { STORE_API: shop.upstream },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(shop.paths()).not.toContain("/store-api/account/register-confirm");
    expect(shop.paths().some((path) => path.includes("merge-carts"))).toBe(false);
    expect(cookieOf(response, "sw-context-token")).toBeUndefined();
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(html).toMatch(/<form class="account-form"[^>]* action="\/registration\/confirm\/" method="post">/);
    expect(html).toContain(`name="em" value="${EM}"`);
    expect(html).toContain(`name="hash" value="${HASH}"`);
    expect(html).toContain("Confirm my account");
    // No form of the page (the header's currency switch) posts to the link with its secrets.
    expect(html).not.toMatch(new RegExp(`action="[^"]*(${EM}|${HASH})`));
  });

  it("the button's POST confirms with em and hash, takes the customer's session and goes to the profile with the notice", async () => {
    const shop = confirmingShop();
    const response = await call(
      "/registration/confirm/",
      confirmForm({ intent: "register-confirm", em: EM, hash: HASH }),
      { STORE_API: shop.upstream },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/account/profile/");
    const confirm = shop.seen.find((s) => s.path === "/store-api/account/register-confirm");
    expect(JSON.parse(confirm!.body)).toEqual({ hash: HASH, em: EM });
    // The guest's cart goes with the shopper (worker/services/cart-merge), in the new session.
    expect(shop.paths()).toContain(`/store-api/pbx-cart/merge-carts/${GUEST}`);
    expect(cookieOf(response, "sw-context-token")).toMatch(new RegExp(`^sw-context-token=${CUSTOMER};`));
    expect(decodeURIComponent(cookieOf(response, "es-flash") ?? "")).toContain("account.register.confirmed");
  });

  it("a link the shop does not know: the POST leads to the login with a danger notice carrying the shop's code", async () => {
    const response = await call(
      "/registration/confirm/",
      confirmForm({ intent: "register-confirm", em: "0000", hash: "1111" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/login/");
    const flash = decodeURIComponent(cookieOf(response, "es-flash") ?? "");
    expect(flash).toContain("account.register.confirmFailed");
    expect(flash).toContain("CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH");
  });

  it("a link without its values shows the page with the hint and asks the shop nothing", async () => {
    const shop = confirmingShop();
    const response = await call("/registration/confirm/", {}, { STORE_API: shop.upstream });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("This confirmation link is incomplete.");
    expect(shop.paths()).not.toContain("/store-api/account/register-confirm");
  });
});
