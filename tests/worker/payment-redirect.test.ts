import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hexId } from "../../emulator/src/seed/ids";
import type { Bindings } from "../../worker/env";
import { call, cookieOf, fakeUpstream, ORIGIN, registerCustomer } from "./helpers";

const PRODUCT_PAGE = "/PixelForge-Studio/ES10051/";
const FOREIGN = "https://pay.example.evil.com/checkout?order=1";
/** The demo shop's PayPal: paid on the provider's page, so an order that did not get there stays payable. */
const PAYPAL = hexId("payment:paypal");
const emulator = () => (env as unknown as Bindings).STORE_API!;

/** The emulator, except that handle-payment names a page on a foreign origin (a compromised plugin, a provider answer passed through). */
const shopSendingAway = fakeUpstream((request) => {
  if (new URL(request.url).pathname === "/store-api/handle-payment")
    return Response.json({ redirectUrl: FOREIGN, apiAlias: "handle_payment_method_route_response" });
  return emulator().fetch(request);
});

/** A form as a browser without JavaScript sends it from the page `from`. */
const form = (cookie: string, from: string, fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, referer: `${ORIGIN}${from}`, cookie },
});

describe("a payment's redirect (design section 6): only to the shop's or the provider's origin", () => {
  it("handle-payment naming a foreign page: the order is placed, the shopper is not sent there but to the failure page with the notice, where it can be paid again", async () => {
    const guest = "PaymentRedirectGuestTokenPaymen1";
    const registered = await registerCustomer(`sw-context-token=${guest}`, `redirect-${Date.now()}@example.com`);
    const cookie = (cookieOf(registered, "sw-context-token") ?? `sw-context-token=${guest}`).split(";")[0]!;
    const productId = (await (await call(PRODUCT_PAGE)).text()).match(/name="productId" value="([0-9a-f]{32})"/)![1]!;
    expect(
      (
        await call("/cart/", form(cookie, PRODUCT_PAGE, { intent: "add-to-cart", productId, quantity: "1" }), {
          STORE_API: shopSendingAway,
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await call("/checkout/", form(cookie, "/checkout/", { intent: "payment-method", paymentMethodId: PAYPAL }), {
          STORE_API: shopSendingAway,
        })
      ).status,
    ).toBe(303);
    const checkout = await (await call("/checkout/", { headers: { cookie } }, { STORE_API: shopSendingAway })).text();
    const expectedTotal = checkout.match(/name="expectedTotal" value="([^"]+)"/)![1]!;
    const idempotencyKey = checkout.match(/name="idempotencyKey" value="([^"]+)"/)![1]!;

    const placed = await call(
      "/checkout/",
      form(cookie, "/checkout/", { intent: "place-order", tos: "1", expectedTotal, idempotencyKey }),
      { STORE_API: shopSendingAway },
    );
    expect(placed.status).toBe(303);
    const location = placed.headers.get("location")!;
    expect(location).not.toContain("evil");
    expect(location).toMatch(/^\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
    expect(decodeURIComponent(cookieOf(placed, "es-flash") ?? "")).toContain("payment.errors.redirectRefused");

    const failurePage = await call(location, { headers: { cookie } }, { STORE_API: shopSendingAway });
    expect(failurePage.status).toBe(200);
    const failure = await failurePage.text();
    expect(failure).toContain('name="intent" value="pay-order"');
  });
});
