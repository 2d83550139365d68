import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test, withoutJavaScript } from "./fixtures";

/** €49.90 gross (19 % VAT); the demo shop's default methods are invoice and standard shipping. */
const LICENCE = { productNumber: "ES10057", name: "Single user licence (1 year)" };
const euro = (value: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(value);
const uniqueMail = (kind: string) =>
  `success-${kind}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;

interface Placed {
  id: string;
  orderNumber: string;
  amountTotal: number;
}

/** Puts the licence into the session's cart through the Store API from the page (there is no checkout screen yet). */
const addLicence = (page: Page) =>
  page.evaluate(async (productNumber) => {
    const json = { "content-type": "application/json" };
    const products = (await (
      await fetch("/store-api/product", {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          filter: [{ type: "equals", field: "productNumber", value: productNumber }],
          includes: { product: ["id"] },
        }),
      })
    ).json()) as { elements: { id: string }[] };
    const productId = products.elements[0]!.id;
    const response = await fetch("/store-api/checkout/cart/line-item", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ items: [{ type: "product", id: productId, referencedId: productId, quantity: 1 }] }),
    });
    if (!response.ok) throw new Error(`line-item: ${response.status}`);
  }, LICENCE.productNumber);

/** Places the order of the session's cart, as the checkout will. */
const placeOrder = (page: Page): Promise<Placed> =>
  page.evaluate(async () => {
    const response = await fetch("/store-api/checkout/order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    if (!response.ok) throw new Error(`order: ${response.status} ${await response.text()}`);
    const order = (await response.json()) as Placed;
    return { id: order.id, orderNumber: order.orderNumber, amountTotal: order.amountTotal };
  });

/** A new customer who has just ordered the licence. */
async function customerWithOrder(page: Page, kind: string): Promise<{ email: string; order: Placed }> {
  const email = uniqueMail(kind);
  await page.goto("/");
  await registerInPage(page, email);
  await addLicence(page);
  return { email, order: await placeOrder(page) };
}

/** Every purchase event a document of the page hears (a fresh list per document: a reload starts at none). */
const recordPurchases = (page: Page) =>
  page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __purchases: unknown[] }).__purchases = seen;
    window.addEventListener("storefront:purchase", (event) => seen.push((event as CustomEvent).detail));
  });
const purchases = (page: Page) => page.evaluate(() => (window as unknown as { __purchases: unknown[] }).__purchases);

/**
 * The demo shop tracks orders (analytics.trackOrders); this plays one that does not: the order success
 * document is served with it off in its site configuration (the dehydrated cache the browser starts from).
 */
async function withoutOrderTracking(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === "/order-success/",
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const untracked = html
        .replaceAll('\\"trackOrders\\":true', '\\"trackOrders\\":false')
        .replaceAll('"trackOrders":true', '"trackOrders":false');
      // The switch must have been found, or the test would pass with tracking on.
      expect(untracked).not.toBe(html);
      await route.fulfill({ response, body: untracked });
    },
  );
}

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
const successUrl = (orderId: string) => `/order-success/?orderId=${orderId}`;

/** Everything the page shows of the order: the same with and without JavaScript. */
async function expectCompletePage(page: Page, email: string, order: Placed) {
  await expect(page).toHaveTitle(/^Thank you for your order \| /);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your order" })).toBeVisible();
  await expect(page.locator(".order-success__number")).toHaveText(`Your order number: ${order.orderNumber}`);
  await expect(page.locator(".order-success__facts [data-state]")).toHaveAttribute("data-state", "open");

  const next = page.getByRole("region", { name: "What happens next" });
  await expect(next).toContainText(`We have sent an order confirmation to ${email}`);
  await expect(next).toContainText(
    `You pay by invoice: once you have received it, please transfer ${euro(order.amountTotal)}, quoting order number ${order.orderNumber}.`,
  );

  const lines = page.getByRole("region", { name: "Items" }).locator(".order-lines > li");
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(LICENCE.name);
  await expect(lines.first()).toContainText("Quantity1");
  await expect(lines.first()).toContainText("Unit price€49.90");
  await expect(page.locator(".order-totals__total dd")).toHaveText(euro(order.amountTotal));

  const billing = page.getByRole("region", { name: "Billing address" });
  await expect(billing).toContainText("Grace Hopper");
  await expect(billing).toContainText("10115 Berlin");
  await expect(billing).toContainText("Germany");
  await expect(billing).toContainText("Payment method: Invoice");
  const shipping = page.getByRole("region", { name: "Shipping address" });
  await expect(shipping).toContainText("Main 1");
  await expect(shipping).toContainText("Shipping method: Standard");

  await expect(page.getByRole("link", { name: "View your order" })).toHaveAttribute(
    "href",
    `/account/orders/${order.id}/`,
  );
  await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
  // The blank layout: no shop header, navigation or footer.
  await expect(page.getByRole("navigation", { name: /main/i })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
}

/** The same customer's session in a browser without JavaScript. */
async function withoutJavaScriptAs<T>(page: Page, browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  return withoutJavaScript(browser, run, { storageState: await page.context().storageState() });
}

test.describe("the order success page", () => {
  test("number, next steps, items, addresses and methods; one purchase event (not again on reload or back); axe; screenshots", async ({
    page,
    problems,
  }, testInfo) => {
    await recordPurchases(page);
    const { email, order } = await customerWithOrder(page, "full");
    await page.goto(successUrl(order.id));
    await hydrated(page);
    await expectCompletePage(page, email, order);

    await expect.poll(() => purchases(page)).toHaveLength(1);
    expect(await purchases(page)).toEqual([
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        currency: "EUR",
        value: order.amountTotal,
        items: [{ id: expect.stringMatching(/^[0-9a-f]{32}$/), name: LICENCE.name, quantity: 1, price: 49.9 }],
      },
    ]);

    expect(await axe(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`order-success-${width}.png`), fullPage: true });
    }

    // A reload, and leaving and coming back: the page again, the event not.
    await page.reload();
    await hydrated(page);
    await expect(page.locator(".order-success__number")).toContainText(order.orderNumber);
    const remembered = () => page.evaluate(() => sessionStorage.getItem("edge-storefront:purchases-sent"));
    expect(JSON.parse((await remembered())!)).toEqual([order.id]);
    await page.waitForTimeout(300);
    expect(await purchases(page)).toEqual([]);
    await page.goto("/");
    await hydrated(page);
    await page.goBack();
    await expect(page.locator(".order-success__number")).toContainText(order.orderNumber);
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await purchases(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a shop that does not track orders gets no purchase event", async ({ page, problems }) => {
    await withoutOrderTracking(page);
    await recordPurchases(page);
    const { order } = await customerWithOrder(page, "untracked");
    await page.goto(successUrl(order.id));
    await hydrated(page);
    await expect(page.locator(".order-success__number")).toContainText(order.orderNumber);
    await page.waitForTimeout(300);
    expect(await purchases(page)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem("edge-storefront:purchases-sent"))).toBeNull();
    expect(problems).toEqual([]);
  });

  test("reached in the browser after the order, the shop's header never shows the cart from before", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await registerInPage(page, uniqueMail("cart"));
    await addLicence(page);
    await page.reload();
    await hydrated(page);
    const count = page.getByRole("banner").locator("[data-cart-count]");
    await expect(count).toHaveText("1");
    // The order empties the shop's cart; this tab's cache still has the licence in it.
    const order = await placeOrder(page);
    await markWindow(page);
    // A client-side navigation, as the checkout's redirect will be (React Router follows popstate).
    await page.evaluate((url) => {
      history.pushState(null, "", url);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, successUrl(order.id));
    await expect(page.locator(".order-success__number")).toContainText(order.orderNumber);
    expect(await stillSameWindow(page)).toBe(true);

    // Slow cart reads: a stale count would stay on screen while the new read is on its way.
    let cartReads = 0;
    await page.route(
      (url) => url.pathname === "/store-api/checkout/cart",
      async (route) => {
        cartReads++;
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      },
    );
    await page.getByRole("link", { name: "Back to the shop" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    await expect(count).toHaveCount(0, { timeout: 500 });
    await expect.poll(() => cartReads).toBeGreaterThan(0);
    await page.waitForTimeout(2200);
    await expect(count).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("without JavaScript the page is complete", async ({ page, browser }) => {
    const { email, order } = await customerWithOrder(page, "plain");
    await withoutJavaScriptAs(page, browser, async (plain) => {
      await plain.goto(successUrl(order.id));
      await expectCompletePage(plain, email, order);
    });
  });

  test("a bad or missing id goes to the orders list with a notice", async ({ page }) => {
    await page.goto("/");
    await registerInPage(page, uniqueMail("bad"));
    // One in the browser; every bad or missing id: tests/worker/not-found-ids.test.ts.
    await page.goto("/order-success/?orderId=not-an-order");
    await expect(page).toHaveURL(/\/account\/orders\/$/);
    await expect(
      page
        .getByRole("region", { name: "Notifications" })
        .getByText("We could not find that order. Your orders are listed here."),
    ).toBeVisible();
  });

  test("another customer's order and an unknown one are the 404 page; a guest goes to the login", async ({
    page,
    browser,
  }) => {
    const { order } = await customerWithOrder(page, "foreign");
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto(successUrl(order.id));
      await expect(other).toHaveURL(/\/login\/\?redirect=/);
      expect(new URL(other.url()).searchParams.get("redirect")).toBe(successUrl(order.id));
      await other.goto("/");
      await registerInPage(other, uniqueMail("other"));
      // One id in the browser; an unknown one too: tests/worker/not-found-ids.test.ts.
      const response = await other.goto(successUrl(order.id));
      expect(response?.status()).toBe(404);
      await expect(other.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
