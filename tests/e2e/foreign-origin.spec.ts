import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 14's "done when": the emulator alone (`npm run emulator`, started by playwright.config.ts on its
 * own port) answers a browser client from another origin. A page of the storefront's origin plays the
 * foreign frontend (Shopware Frontends on its own port): its script calls the emulator's Store API as
 * Shopware's api-client does, and Chromium's own CORS checks decide what the script may read.
 */

// The storefront's Content-Security-Policy lets its pages connect to their own origin only; a foreign
// frontend has its own policy. CSP aside, nothing is relaxed: CORS is the browser's as a shopper has it.
test.use({ bypassCSP: true });

// The demo sales channel's key (emulator/wrangler.toml's ACCESS_KEY), as README tells a frontend to use.
const ACCESS_KEY = "SWSCEDGESTOREFRONTDEMO01";

type Call = { method: string; path: string; key?: string | null; token?: string | null; body?: unknown };
type Answer<T> = { status: number; token: string | null; json: T };
type ErrorBody = { errors: { status: string; code: string; detail: string; source?: { pointer: string } }[] };

const emulatorOrigin = () => String(test.info().config.metadata["emulatorOrigin"]);

/** A Store API call by the page's own fetch, with the headers Shopware's api-client sends on every call. */
async function storeApi<T>(
  page: Page,
  { method, path, key = ACCESS_KEY, token = null, body }: Call,
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ url, method, key, token, body }) => {
      const headers: Record<string, string> = { "Content-Type": "application/json", accept: "application/json" };
      if (key !== null) headers["sw-access-key"] = key;
      if (token !== null) headers["sw-context-token"] = token;
      const response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        token: response.headers.get("sw-context-token"),
        json: (await response.json()) as T,
      };
    },
    { url: `${emulatorOrigin()}/store-api${path}`, method, key, token, body },
  );
}

/** Opens a page of the storefront's origin and records the answers to the CORS preflights Chromium sends from it. */
async function foreignFrontend(page: Page): Promise<string[]> {
  const preflights: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.responseReceived", (event) => {
    if (event.type === "Preflight") preflights.push(`${event.response.status} ${new URL(event.response.url).pathname}`);
  });
  await cdp.send("Network.enable");
  await page.goto("/robots.txt");
  expect(new URL(emulatorOrigin()).origin).not.toBe(await page.evaluate(() => location.origin));
  return preflights;
}

test.describe("a frontend on another origin, in the browser, against the emulator alone", () => {
  test("reads the context and its token, then keeps a cart by that token through preflighted JSON posts", async ({
    page,
    problems,
    baseURL,
  }) => {
    const preflights = await foreignFrontend(page);

    const context = await storeApi<{ token: string; salesChannel: { domains: { url: string }[] } }>(page, {
      method: "GET",
      path: "/context",
    });
    expect(context.status).toBe(200);
    // The header is exposed to the script: the api-client keeps the session by it.
    expect(context.token).toMatch(/^\w{32}$/);
    expect(context.json.token).toBe(context.token);
    // The storefront's origin is one of the sales channel's domains (STOREFRONT_ORIGINS).
    expect(context.json.salesChannel.domains.map((domain) => domain.url)).toContain(baseURL);
    const token = context.token;

    const products = await storeApi<{ elements: { id: string; productNumber: string }[] }>(page, {
      method: "POST",
      path: "/product",
      token,
      body: { limit: 1, filter: [{ type: "equals", field: "customFields.pbx_product_type", value: "sw_product" }] },
    });
    expect(products.status).toBe(200);
    const product = products.json.elements[0]!;

    type Cart = { token: string; lineItems: { type: string; referencedId: string; quantity: number }[] };
    // The demo shop's automatic promotions add lines of their own.
    const productLines = (answer: Answer<Cart>) => answer.json.lineItems.filter((line) => line.type === "product");
    const added = await storeApi<Cart>(page, {
      method: "POST",
      path: "/checkout/cart/line-item",
      token,
      body: { items: [{ type: "product", referencedId: product.id, quantity: 2 }] },
    });
    expect(added.status).toBe(200);
    expect(added.token).toBe(token);
    expect(productLines(added)).toEqual([expect.objectContaining({ referencedId: product.id, quantity: 2 })]);

    const cart = await storeApi<Cart>(page, { method: "GET", path: "/checkout/cart", token });
    expect(cart.status).toBe(200);
    expect(cart.json.token).toBe(token);
    expect(productLines(cart)).toEqual([expect.objectContaining({ referencedId: product.id, quantity: 2 })]);

    // Chromium preflighted each call itself (a JSON body, the sw- headers), and each preflight was answered
    // before the access key is looked at (a preflight carries no sw-access-key).
    expect(preflights.toSorted()).toEqual([
      "204 /store-api/checkout/cart",
      "204 /store-api/checkout/cart/line-item",
      "204 /store-api/context",
      "204 /store-api/product",
    ]);
    expect(problems).toEqual([]);
  });

  test("reads the shop's error answers: no access key (401) and an unknown one (412), with Shopware's error body", async ({
    page,
    problems,
  }) => {
    await foreignFrontend(page);

    const missing = await storeApi<ErrorBody>(page, { method: "GET", path: "/context", key: null });
    expect(missing.status).toBe(401);
    expect(missing.json.errors[0]).toMatchObject({ status: "401", detail: 'Header "sw-access-key" is required.' });

    const unknown = await storeApi<ErrorBody>(page, {
      method: "GET",
      path: "/context",
      key: "SWSCWRONGKEY000000000001",
    });
    expect(unknown.status).toBe(412);
    expect(unknown.json.errors[0]).toMatchObject({ status: "412", code: "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND" });

    // The browser reports the two refusals it was given, and nothing about CORS.
    expect(
      problems.filter(
        (problem) =>
          !/^(HTTP (401|412) \/store-api\/context|console: Failed to load resource: the server responded with a status of (401|412) )/.test(
            problem,
          ),
      ),
    ).toEqual([]);
  });

  test("registers with the storefront's origin as storefrontUrl; an origin the emulator does not list is refused at /storefrontUrl", async ({
    page,
    problems,
    baseURL,
  }) => {
    await foreignFrontend(page);
    const { token } = await storeApi<unknown>(page, { method: "GET", path: "/context" });
    const countries = await storeApi<{ elements: { id: string; iso: string }[] }>(page, {
      method: "POST",
      path: "/country",
      token,
      body: {},
    });
    const germany = countries.json.elements.find((country) => country.iso === "DE")!;
    const registration = (storefrontUrl: string) => ({
      firstName: "Grace",
      lastName: "Hopper",
      email: `foreign-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: "secret-pass-1",
      storefrontUrl,
      acceptedDataProtection: true,
      billingAddress: { street: "Main 1", zipcode: "10115", city: "Berlin", countryId: germany.id },
    });

    const refused = await storeApi<ErrorBody>(page, {
      method: "POST",
      path: "/account/register",
      token,
      body: registration("http://localhost:4000"),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0]?.source?.pointer).toBe("/storefrontUrl");

    const registered = await storeApi<{ apiAlias: string; email: string }>(page, {
      method: "POST",
      path: "/account/register",
      token,
      body: registration(baseURL!),
    });
    expect(registered.status).toBe(200);
    expect(registered.json.apiAlias).toBe("customer");
    // Registration logs the customer in under a new token, which the script reads as the api-client does.
    expect(registered.token).toMatch(/^\w{32}$/);
    expect(registered.token).not.toBe(token);
    const customer = await storeApi<{ email: string }>(page, {
      method: "POST",
      path: "/account/customer",
      token: registered.token,
      body: {},
    });
    expect(customer.status).toBe(200);
    expect(customer.json.email).toBe(registered.json.email);

    expect(
      problems.filter(
        (problem) =>
          !/^(HTTP 400 \/store-api\/account\/register|console: Failed to load resource: the server responded with a status of 400 )/.test(
            problem,
          ),
      ),
    ).toEqual([]);
  });
});
