import type { Page, Response } from "@playwright/test";
import { expect, hydrated, registerInPage, test } from "./fixtures";

/** €49.90, an ordinary product (tests/e2e/cart.spec.ts). */
const LICENCE = { path: "/Single-user-licence-1-year/ES10057/", productNumber: "ES10057" };
/** A token key in JSON, also where the JSON sits escaped in a string. */
const TOKEN_KEY = /\\?"(token|contextToken)\\?"\s*:/;

/** Every page the issue names, for a logged-in customer with a filled cart. */
const PAGES = [
  "/",
  "/Software/",
  LICENCE.path,
  "/cart/",
  "/checkout/",
  "/parcel-locker/?return=/checkout/",
  "/account/profile/",
  "/account/orders/",
];

const contextTokens = async (page: Page): Promise<string[]> =>
  (await page.context().cookies()).filter((c) => c.name === "sw-context-token").map((c) => c.value);

/** The bodies a page's scripts can read: its documents and every JSON or `.data` answer of its own origin. */
function readableAnswers(page: Page, origin: string): Promise<{ url: string; body: string } | null>[] {
  const bodies: Promise<{ url: string; body: string } | null>[] = [];
  page.on("response", (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || (response.status() >= 300 && response.status() < 400)) return;
    const document = response.request().resourceType() === "document";
    const data = url.pathname.endsWith(".data") || (response.headers()["content-type"] ?? "").includes("json");
    if (!document && !data) return;
    const name = `${response.request().method()} ${url.pathname}${url.search}`;
    bodies.push(
      response.text().then(
        (body) => ({ url: name, body }),
        () => null,
      ),
    );
  });
  return bodies;
}

test.describe("the session's token never enters a page (issue 25)", () => {
  test("a customer with an order and a filled cart: no page's HTML and no answer its scripts read carries the token or a token key", async ({
    page,
    problems,
    baseURL,
  }) => {
    const tokens = new Set<string>();
    await page.goto("/");
    await hydrated(page);
    for (const token of await contextTokens(page)) tokens.add(token);
    await registerInPage(page, `token-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`);
    for (const token of await contextTokens(page)) tokens.add(token);

    // One order (the orders page lists it), then the licence in the cart again, as a shopper's page would.
    await page.evaluate(async (productNumber) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.json() as Promise<{ elements: { id: string }[] }>;
      };
      const id = (
        await post("/store-api/product", { filter: [{ type: "equals", field: "productNumber", value: productNumber }] })
      ).elements[0]!.id;
      await post("/store-api/checkout/cart/line-item", {
        items: [{ type: "product", id, referencedId: id, quantity: 1 }],
      });
      await post("/store-api/checkout/order", {});
    }, LICENCE.productNumber);
    await page.goto(LICENCE.path);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("The product has been added to your cart."),
    ).toBeVisible();
    for (const token of await contextTokens(page)) tokens.add(token);
    expect(tokens.size).toBeGreaterThan(0);

    const answers = readableAnswers(page, new URL(baseURL!).origin);
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
    }
    // What the page's own scripts can call, read as they would.
    const direct = await page.evaluate(async () => {
      const get = async (path: string, init?: RequestInit) => ({
        url: path,
        body: await (await fetch(path, init)).text(),
      });
      const json = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
      return [
        await get("/store-api/context"),
        await get("/store-api/checkout/cart"),
        await get("/store-api/checkout/cart", json),
        await get("/store-api/order", json),
        await get("/store-api/account/customer", json),
      ];
    });

    const bodies = [
      ...(await Promise.all(answers)).filter((b): b is { url: string; body: string } => b !== null),
      ...direct,
    ];
    expect(bodies.filter((b) => b.url.startsWith("GET /")).length).toBeGreaterThanOrEqual(PAGES.length);
    const leaks = bodies.flatMap(({ url, body }) => [
      ...[...tokens].filter((token) => body.includes(token)).map(() => `${url}: the cookie's token`),
      ...(TOKEN_KEY.test(body) ? [`${url}: ${body.match(TOKEN_KEY)![0]}`] : []),
    ]);
    expect(leaks).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the shopper's address reaches the shop: the emulator saw CF-Connecting-IP as X-Forwarded-For, never the client's own claim", async ({
    page,
  }) => {
    const address = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    // wrangler dev keeps a CF-Connecting-IP the client sends (Cloudflare's edge writes its own), so the test can name the address.
    await page.setExtraHTTPHeaders({
      "cf-connecting-ip": address,
      "x-forwarded-for": "6.6.6.6",
      "x-real-ip": "6.6.6.6",
    });
    await page.goto("/cart/");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    const recorded = (await (await page.request.get(`/__emulator/forwarded.json?for=${address}`)).json()) as {
      path: string;
      forwardedFor: string;
      realIp: string;
    }[];
    // The page's server-side calls and the browser's own through the proxy (the header's session read after hydration).
    expect(recorded.map((r) => r.path)).toContain("/store-api/checkout/cart");
    expect(recorded.every((r) => r.forwardedFor === address && r.realIp === address)).toBe(true);
    expect(await (await page.request.get("/__emulator/forwarded.json?for=6.6.6.6")).json()).toEqual([]);
  });
});
