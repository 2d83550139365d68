import { describe, expect, it } from "vitest";
import { actionAnswerSchema } from "../../app/framework/action-answer";
import { call, cookieOf, ORIGIN, registerCustomer } from "./helpers";

const TOKEN = "ActionAnswerTokenActionAnswer001";
const PRODUCT_PAGE = "/PixelForge-Studio/ES10051/";

/** A form as the page sends it with JavaScript (app/framework/server-action): the same body, and the header asking for data. */
function sent(fields: Record<string, string>, headers: Record<string, string> = {}, token = TOKEN): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      referer: `${ORIGIN}${PRODUCT_PAGE}`,
      cookie: `sw-context-token=${token}`,
      "x-storefront-action": "1",
      ...headers,
    },
  };
}

async function productId(): Promise<string> {
  const html = await (await call(PRODUCT_PAGE)).text();
  return html.match(/name="productId" value="([0-9a-f]{32})"/)![1]!;
}

async function answerOf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const text = await response.text();
  return { text, answer: actionAnswerSchema.parse(JSON.parse(text)) };
}

describe("a form sent with JavaScript: the route action answered as data (decision 021)", () => {
  it("adds to the cart: the result, its notice, the cart without its token, events for the page, no flash cookie", async () => {
    const response = await call("/cart/", sent({ intent: "add-to-cart", productId: await productId(), quantity: "2" }));
    const { text, answer } = await answerOf(response);
    expect(answer.status).toBe(200);
    expect(answer.result).toEqual({ intent: "add-to-cart", ok: true });
    expect(answer.location).toBeUndefined();
    expect(answer.notices).toContainEqual({ type: "success", messageKey: "cart.added" });
    expect(answer.cartChanged).toBe(true);
    expect((answer.cart!.cart as { lineItems: { label: string; quantity: number }[] }).lineItems).toContainEqual(
      expect.objectContaining({ label: "PixelForge Studio", quantity: 2 }),
    );
    expect(answer.events.map((e) => e.name)).toContain("add-to-cart");
    // The session's token stays in its HttpOnly cookie: no key and no value of it in the body.
    expect(text).not.toContain(TOKEN);
    expect(text).not.toMatch(/"(token|contextToken)"/);
    expect(cookieOf(response, "es-flash")).toBeUndefined();
  }, 20_000);

  it("tells the cart's messages as notices and as events for the page", async () => {
    // More than the product's stock: the shop answers with a message about it (the page's known keys are tested in tests/unit/cart-actions).
    const { answer } = await answerOf(
      await call(
        "/cart/",
        sent(
          { intent: "add-to-cart", productId: await productId(), quantity: "9999" },
          {},
          "ActionAnswerTokenActionAnswer002",
        ),
      ),
    );
    expect(answer.events).toContainEqual({
      name: "cart-message",
      detail: { level: 10, message: "The product PixelForge Studio is only available 10 times" },
    });
    expect(answer.notices).toContainEqual({
      type: "warning",
      messageKey: "notification.shopMessage",
      params: { message: "The product PixelForge Studio is only available 10 times" },
    });
  }, 20_000);

  it("a failed form: its result with status 400 and its values (never a password)", async () => {
    const { answer } = await answerOf(
      await call(
        "/login/",
        sent(
          { intent: "login", username: "nobody@example.com", password: "wrong-pass-1" },
          { referer: `${ORIGIN}/login/` },
        ),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.result).toMatchObject({
      intent: "login",
      ok: false,
      formError: "account.login.failed",
      values: { username: "nobody@example.com" },
    });
    expect(JSON.stringify(answer.result)).not.toContain("wrong-pass-1");
    expect(answer.auth?.status).toBe("error");
  }, 20_000);

  it("a redirect: its location, the login's session change and event, the auth state and the new session's cookie", async () => {
    const guest = "ActionAnswerTokenActionAnswer003";
    const email = `answer-${Date.now()}@example.com`;
    const registered = await registerCustomer(`sw-context-token=${guest}`, email);
    expect(registered.ok).toBe(true);
    const customerToken = cookieOf(registered, "sw-context-token")!.split(";")[0]!.split("=")[1]!;
    const logout = await call("/", sent({ intent: "logout" }, { referer: `${ORIGIN}/` }, customerToken));
    const loggedOut = (await answerOf(logout)).answer;
    expect(loggedOut.location).toBe("/");
    expect(loggedOut.changes).toEqual(["logout"]);
    expect(loggedOut.events).toEqual([{ name: "logout", detail: {} }]);
    const after = cookieOf(logout, "sw-context-token")?.split(";")[0]?.split("=")[1] ?? customerToken;
    const response = await call(
      "/login/",
      sent(
        { intent: "login", username: email, password: "secret-pass-1", redirect: "/cart/" },
        { referer: `${ORIGIN}/login/` },
        after,
      ),
    );
    const { text, answer } = await answerOf(response);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/cart/");
    expect(answer.changes).toEqual(["login"]);
    expect(answer.events).toEqual([{ name: "login", detail: { method: "email-and-password" } }]);
    expect(answer.notices).toContainEqual({ type: "success", messageKey: "account.login.success" });
    expect(answer.auth?.status).toBe("success");
    const customer = cookieOf(response, "sw-context-token");
    expect(customer).toMatch(/HttpOnly/i);
    expect(text).not.toContain(customer!.split(";")[0]!.split("=")[1]!);
  }, 30_000);

  it("keeps the action's own cookies (the language's preferences) in the answer", async () => {
    const response = await call("/", sent({ intent: "language", redirectTo: "/de/" }, { referer: `${ORIGIN}/` }));
    const { answer } = await answerOf(response);
    expect(answer.location).toBe("/de/");
    expect(answer.changes).toEqual(["language-changed"]);
    expect(cookieOf(response, "langId")).toBeDefined();
  }, 20_000);

  it.each([
    ["another origin", { origin: "https://evil.example" }, 403],
    ["a cross-site fetch", { origin: "", "sec-fetch-site": "cross-site" }, 403],
    ["a body that is not a form", { "content-type": "application/json" }, 415],
  ])("refuses %s before the action runs, as without JavaScript", async (_name, headers, status) => {
    const response = await call("/cart/", sent({ intent: "add-to-cart", productId: "a".repeat(32) }, headers));
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).not.toContain("application/json");
  });

  it("an unknown intent is a 400 result, not a failure", async () => {
    const { answer } = await answerOf(await call("/cart/", sent({ intent: "nonsense" })));
    expect(answer.status).toBe(400);
    expect(answer.failed).toBeUndefined();
    expect(answer.result).toMatchObject({ ok: false, formError: "form.errors.unknownIntent" });
  });
});
