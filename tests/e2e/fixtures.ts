import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

/** Console errors and failed requests of a page: a page that works must produce none. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 404/.test(message.text()))
        problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (
        response.status() >= 400 &&
        (url.pathname.startsWith("/assets/") ||
          url.pathname.startsWith("/store-api/") ||
          url.pathname.startsWith("/api-sync/"))
      ) {
        problems.push(`HTTP ${response.status()} ${url.pathname}`);
      }
    });
    await use(problems);
  },
});
export { expect };

/** Marks the window so that a test can tell a client-side navigation from a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
  });
}
export const stillSameWindow = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

/**
 * Waits until React has hydrated the page, islands included: the app marks <html data-hydrated> once
 * the root and every island it rendered have hydrated (app/framework/island).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
}

/** Registers a customer through the storefront's /store-api proxy, so the session cookie is the page's. */
export async function registerInPage(
  page: Page,
  email: string,
  { business = false }: { business?: boolean } = {},
): Promise<void> {
  const status = await page.evaluate(
    async ({ address, business }) => {
      // A business customer asks for the shop's net-price group (the demo shop grants it at once).
      const config = (await (await fetch("/api-sync/config")).json()) as {
        customerGroups: { id: string; displayGross: boolean }[];
      };
      const requestedGroupId = business ? config.customerGroups.find((group) => !group.displayGross)?.id : undefined;
      const countries = (await (
        await fetch("/store-api/country", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).json()) as {
        elements: { id: string; iso: string }[];
      };
      const germany = countries.elements.find((c) => c.iso === "DE")!;
      const response = await fetch("/store-api/account/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          firstName: "Grace",
          lastName: "Hopper",
          email: address,
          password: "secret-pass-1",
          storefrontUrl: location.origin,
          acceptedDataProtection: true,
          billingAddress: { street: "Main 1", zipcode: "10115", city: "Berlin", countryId: germany.id },
          ...(requestedGroupId ? { requestedGroupId } : {}),
        }),
      });
      return response.status;
    },
    { address: email, business },
  );
  expect(status).toBe(200);
}

/** The same for a page without JavaScript: the shop's own endpoint with the page's cookies (the customer is logged in). */
export async function registerByRequest(page: Page, email: string, baseURL: string | undefined): Promise<void> {
  const countries = (await (await page.request.post("/store-api/country", { data: {} })).json()) as {
    elements: { id: string; iso: string }[];
  };
  const registered = await page.request.post("/store-api/account/register", {
    data: {
      firstName: "Grace",
      lastName: "Hopper",
      email,
      password: "secret-pass-1",
      storefrontUrl: baseURL,
      acceptedDataProtection: true,
      billingAddress: {
        street: "Main 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: countries.elements.find((c) => c.iso === "DE")!.id,
      },
    },
  });
  expect(registered.status()).toBe(200);
}

/** Fills the registration form as a shopper would. */
export async function fillRegistration(page: Page, email: string, { password = "secret-pass-1" } = {}) {
  await page.getByLabel("Salutation").selectOption({ label: "Mrs." });
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Street and house number").fill("Main 1");
  await page.getByLabel("Postcode").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByRole("checkbox", { name: /data protection/ }).check();
}

/** A page of a browser with JavaScript off (forms post natively, post/redirect/get), closed afterwards. */
export async function withoutJavaScript<T>(
  browser: Browser,
  run: (page: Page) => Promise<T>,
  options: BrowserContextOptions = {},
): Promise<T> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** A fault of the shop for this page's session (emulator/src/routes/faults): the Worker's next calls of the path meet it. */
export interface ShopFault {
  method: string;
  path: string;
  times?: number;
  delayMs?: number;
  status?: number;
  body?: string;
  contentType?: string;
  drop?: boolean;
}

/**
 * Route actions run in the Worker (decision 021), so a test makes the shop fail (or answer late) for
 * the Worker's calls, not by intercepting the browser's: the session's calls of the path meet the fault.
 */
export async function shopFault(page: Page, fault: ShopFault): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "sw-context-token")?.value;
  if (!token) throw new Error("shopFault: the page has no session yet");
  const answer = await page.request.post("/__emulator/faults", { data: { token, ...fault } });
  if (!answer.ok()) throw new Error(`shopFault: ${answer.status()} ${await answer.text()}`);
}

/** The shop answers this session's calls as usual again. */
export async function clearShopFaults(page: Page): Promise<void> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "sw-context-token")?.value;
  if (token) await page.request.delete("/__emulator/faults", { data: { token } });
}

/** Puts a product in the session's cart through the storefront's Store API proxy (set-up, not the flow under test). */
export async function addLineByRequest(page: Page, productId: string, quantity = 1): Promise<void> {
  const status = await page.evaluate(
    async ({ id, quantity }) =>
      (
        await fetch("/store-api/checkout/cart/line-item", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ items: [{ id, referencedId: id, type: "product", quantity }] }),
        })
      ).status,
    { id: productId, quantity },
  );
  expect(status).toBe(200);
}

/** How many orders the logged-in customer has, as the shop counts them. */
export const orderCount = (page: Page): Promise<number> =>
  page.evaluate(
    async () =>
      (
        (await (
          await fetch("/store-api/order", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
          })
        ).json()) as { orders: { total: number } }
      ).orders.total,
  );
