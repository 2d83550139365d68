import { QueryClient } from "@tanstack/react-query";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKey } from "../../app/framework/query-keys";
import { knownCartMessagesHeader, readKnownCartMessages, type ActionAnswer } from "../../app/framework/action-answer";
import { serverAction } from "../../app/framework/server-action";
import { servicesContext, type FlashNotice, type StorefrontServices } from "../../app/framework/services";
import { auth } from "../../app/account/auth";

const ORIGIN = "https://shop.test";
const EN = "en-language-id";

/** The page's services (what the browser builds), a window that records events and storage writes, and a Worker that answers `answer`. */
function page(answer: Partial<ActionAnswer> | Response) {
  const events: { type: string; detail: unknown }[] = [];
  const stored: string[] = [];
  vi.stubGlobal("BroadcastChannel", undefined);
  vi.stubGlobal("window", {
    dispatchEvent: (event: CustomEvent) => events.push({ type: event.type, detail: event.detail }),
    localStorage: { setItem: (key: string) => stored.push(key) },
  });
  const sent: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      if (answer instanceof Response) return answer;
      const body = { status: 200, notices: [], events: [], changes: [], cartChanged: false, ...answer };
      return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
    }),
  );
  const flashed: FlashNotice[] = [];
  const queryClient = new QueryClient();
  const services = {
    queryClient,
    flash: (notice: FlashNotice) => flashed.push(notice),
    isServer: false,
  } as unknown as StorefrontServices;
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const submit = (fields: Record<string, string>, path = "/cart/") => {
    const request = new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields) });
    return serverAction({ request, params: {}, context, url: new URL(request.url), pattern: path });
  };
  return { submit, sent, events, stored, flashed, queryClient };
}

afterEach(() => {
  // While window is there: the auth store keeps nothing without one.
  auth.set({ status: "init" });
  vi.unstubAllGlobals();
});

describe("the browser's one action: the form goes to the Worker, the answer is played back (decision 021)", () => {
  it("posts the same body to the same URL, asking for data, with the keys of the cart messages the page shows", async () => {
    const tab = page({ result: { intent: "add-to-cart", ok: true } });
    tab.queryClient.setQueryData(queryKey("cart", EN), {
      errors: { "product-stock-reachedL1": { key: "product-stock-reachedL1", message: "Only 10", level: 10 } },
    });
    await tab.submit({ intent: "add-to-cart", productId: "a".repeat(32) });
    const [{ url, init }] = tab.sent as [{ url: string; init: RequestInit }];
    expect(url).toBe(`${ORIGIN}/cart/`);
    expect(init.method).toBe("POST");
    expect(String(init.body)).toBe(`intent=add-to-cart&productId=${"a".repeat(32)}`);
    const headers = new Headers(init.headers);
    expect(headers.get("x-storefront-action")).toBe("1");
    expect(headers.get("x-storefront-cart-messages")).toBe("product-stock-reachedL1");
  });

  it("puts the answered cart into the cache, tells the other tabs, dispatches the events and shows the notices; React Router gets the result and status", async () => {
    const cart = { lineItems: [{ id: "L1", quantity: 2 }], price: { totalPrice: 10 } };
    const tab = page({
      status: 400,
      result: { intent: "add-promotion-code", ok: false },
      cart: { languageId: EN, cart },
      cartChanged: true,
      events: [{ name: "cart-message", detail: { level: 20, message: "Unknown code." } }],
      notices: [{ type: "danger", messageKey: "notification.shopMessage", params: { message: "Unknown code." } }],
      stale: ["newsletter-recipient"],
    });
    tab.queryClient.setQueryData(queryKey("newsletter-recipient", EN), { status: "undefined" });
    const answer = (await tab.submit({ intent: "add-promotion-code", code: "X" })) as {
      data: unknown;
      init: ResponseInit;
    };
    expect(tab.queryClient.getQueryState(queryKey("newsletter-recipient", EN))?.isInvalidated).toBe(true);
    expect(answer.data).toEqual({ intent: "add-promotion-code", ok: false });
    expect(answer.init.status).toBe(400);
    expect(tab.queryClient.getQueryData(queryKey("cart", EN))).toEqual(cart);
    expect(tab.stored).toEqual(["edge-storefront:cart-changed"]);
    expect(tab.events).toEqual([{ type: "storefront:cart-message", detail: { level: 20, message: "Unknown code." } }]);
    expect(tab.flashed).toEqual([
      { type: "danger", messageKey: "notification.shopMessage", params: { message: "Unknown code." } },
    ]);
  });

  it("a redirect becomes React Router's redirect; a login sets the auth state the answer names, loading meanwhile", async () => {
    const tab = page({
      status: 303,
      location: "/account/profile/",
      changes: ["login"],
      events: [{ name: "login", detail: { method: "email-and-password" } }],
      auth: { status: "success", editorSessionId: "s1", editorSessionExpires: null },
    });
    const states: string[] = [];
    const stop = auth.subscribe(() => states.push(auth.get().status));
    const answer = (await tab.submit({ intent: "login", username: "a@b.c", password: "x" }, "/login/")) as Response;
    stop();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/account/profile/");
    expect(states).toEqual(["loading", "success"]);
    expect(tab.events).toEqual([{ type: "storefront:login", detail: { method: "email-and-password" } }]);
  });

  it("a form refused before its action ran (not the Worker's data) is the error page with its status; auth goes back to what it was", async () => {
    const tab = page(new Response("<html>Forbidden</html>", { status: 403, headers: { "content-type": "text/html" } }));
    const thrown = await tab.submit({ intent: "login" }, "/login/").catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit }).init.status).toBe(403);
    expect(auth.get()).toEqual({ status: "init" });
  });

  it("an answer that fails its schema is not played back", async () => {
    const tab = page(
      new Response(JSON.stringify({ status: 200, notices: "all", events: [], changes: [], cartChanged: false }), {
        headers: { "content-type": "application/json" },
      }),
    );
    const thrown = await tab.submit({ intent: "contact" }).catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit }).init.status).toBe(502);
    expect(tab.flashed).toEqual([]);
  });

  it("an action that failed in the Worker is the error page with the answer's status", async () => {
    const tab = page({
      status: 500,
      failed: true,
      notices: [{ type: "danger", messageKey: "notification.changeFailed" }],
    });
    const thrown = await tab.submit({ intent: "add-to-cart" }).catch((error: unknown) => error);
    expect((thrown as { init: ResponseInit }).init.status).toBe(500);
    expect(tab.flashed).toEqual([{ type: "danger", messageKey: "notification.changeFailed" }]);
  });
});

describe("the page's cart message keys in a header", () => {
  it("travel encoded, bounded, and come back as they were; anything malformed is dropped", () => {
    const keys = ["product-stock-reached1", "promotion-not-found Sommer,25", "x".repeat(201)];
    const header = knownCartMessagesHeader([...keys, keys[0]!]);
    expect(header).toBe("product-stock-reached1,promotion-not-found%20Sommer%2C25");
    expect([...readKnownCartMessages(header)]).toEqual(keys.slice(0, 2));
    expect([...readKnownCartMessages("%E0%A4%A,ok")]).toEqual(["ok"]);
    expect(knownCartMessagesHeader(Array.from({ length: 80 }, (_, i) => `k${i}`)).split(",")).toHaveLength(50);
  });
});
