import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test, withoutJavaScript } from "./fixtures";

/** €49.90 gross (19 % VAT). */
const LICENCE = { productNumber: "ES10057", name: "Single user licence (1 year)" };

interface Placed {
  id: string;
  orderNumber: string;
  amountTotal: number;
}

const uniqueMail = (kind: string) =>
  `orders-${kind}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;

/**
 * A new customer with orders placed through the Store API from the page (there is no checkout screen
 * yet): each the licence; with `full`, the last one also a saved photo book project and WELCOME10.
 * Oldest first.
 */
async function customerWithOrders(page: Page, count: number, { full = false } = {}): Promise<Placed[]> {
  await page.goto("/");
  await registerInPage(page, uniqueMail("c"));
  return page.evaluate(
    async ({ count, full, productNumber }) => {
      const json = { "content-type": "application/json" };
      // biome-ignore lint/suspicious/noExplicitAny: the shop's answers, read for a few fields
      const post = async (path: string, body: unknown): Promise<any> => {
        const response = await fetch(path, { method: "POST", headers: json, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const products = await post("/store-api/product", {
        filter: [{ type: "equals", field: "productNumber", value: productNumber }],
        includes: { product: ["id"] },
      });
      const productId = products.elements[0].id as string;
      const placed: { id: string; orderNumber: string; amountTotal: number }[] = [];
      for (let i = 0; i < count; i++) {
        await post("/store-api/checkout/cart/line-item", {
          items: [{ type: "product", id: productId, referencedId: productId, quantity: 1 }],
        });
        if (full && i === count - 1) {
          const session = (await (await fetch("/store-api/pbx2/session")).json()) as { session_id: string };
          const project: { id: string } = await (
            await fetch("/__emulator/pbx/api/projects", {
              method: "POST",
              headers: { ...json, "session-id": session.session_id },
              body: JSON.stringify({
                name: "Summer in Lviv",
                productFamilyId: "101",
                pageCount: 30,
                optionIds: [12, 22],
              }),
            })
          ).json();
          await post("/store-api/checkout/cart/line-item", {
            items: [
              {
                type: "pbx2project",
                id: project.id,
                referencedId: project.id,
                quantity: 2,
                payload: { projectId: project.id },
              },
            ],
          });
          await post("/store-api/checkout/cart/line-item", {
            items: [{ type: "promotion", referencedId: "WELCOME10" }],
          });
        }
        const order = await post("/store-api/checkout/order", {});
        placed.push({ id: order.id, orderNumber: order.orderNumber, amountTotal: order.amountTotal });
      }
      return placed;
    },
    { count, full, productNumber: LICENCE.productNumber },
  );
}

/** What the shop's back office does to an order (the emulator's stand-in). */
const transition = (page: Page, orderId: string, name: "process" | "complete") =>
  page.evaluate(
    async ({ orderId, name }) =>
      (
        await fetch(`/__emulator/orders/${orderId}/transition`, {
          method: "POST",
          body: JSON.stringify({ transition: name }),
        })
      ).status,
    { orderId, name },
  );

/** The same customer's session in a browser without JavaScript. */
async function withoutJavaScriptAs<T>(page: Page, browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  return withoutJavaScript(browser, run, { storageState: await page.context().storageState() });
}

const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const cards = (page: Page) => page.getByRole("main").locator(".order-card");
const state = (page: Page) => page.locator(".order-detail__facts [data-state]");

test.describe("the order list", () => {
  test("newest first, ten to a page; pages as client navigation and without JavaScript; axe; screenshots", async ({
    page,
    browser,
    problems,
  }, testInfo) => {
    test.setTimeout(60_000);
    const placed = await customerWithOrders(page, 11);
    const newestFirst = [...placed].reverse();
    await page.goto("/account/orders/");
    await hydrated(page);
    await expect(page).toHaveTitle(/^Orders \| /);
    await expect(page.getByText("11 orders")).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).getByRole("heading")).toHaveText(
      newestFirst.slice(0, 10).map((o) => `Order ${o.orderNumber}`),
    );
    const first = cards(page).first();
    await expect(first.locator("[data-state]")).toHaveAttribute("data-state", "open");
    await expect(first.locator("[data-state]")).toHaveText("Open");
    await expect(first).toContainText("€");
    await expect(first).toContainText(
      new Intl.DateTimeFormat("en-GB", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
        new Date(),
      ),
    );
    expect(await axe(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`orders-${width}.png`), fullPage: true });
    }

    await markWindow(page);
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\?p=2$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole("heading")).toHaveText(`Order ${placed[0]!.orderNumber}`);
    expect(await stillSameWindow(page)).toBe(true);
    await page.getByRole("link", { name: `Order ${placed[0]!.orderNumber}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Order ${placed[0]!.orderNumber}` })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);

    await withoutJavaScriptAs(page, browser, async (plain) => {
      await plain.goto("/account/orders/?p=abc");
      await expect(plain.locator(".order-card")).toHaveCount(10);
      await plain.getByRole("link", { name: "Next" }).click();
      await expect(plain).toHaveURL(/\?p=2$/);
      await expect(plain.locator(".order-card h2")).toHaveText(`Order ${placed[0]!.orderNumber}`);
      // A page past the last goes to the last one.
      await plain.goto("/account/orders/?p=7");
      await expect(plain).toHaveURL(/\?p=2$/);
    });
    expect(problems).toEqual([]);
  });

  test("no orders yet: a way to the shop", async ({ page, problems }) => {
    await page.goto("/");
    await registerInPage(page, uniqueMail("none"));
    await page.goto("/account/orders/");
    await expect(page.getByText("You have not placed any orders yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/");
    expect(problems).toEqual([]);
  });

  test("a guest is sent to the login", async ({ page }) => {
    await page.goto("/account/orders/");
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2Forders%2F$/);
  });
});

test.describe("the order detail", () => {
  test("addresses, methods, every line kind, totals, state and transactions newest first; axe; screenshots", async ({
    page,
    problems,
  }, testInfo) => {
    const [order] = await customerWithOrders(page, 1, { full: true });
    // A second payment: the shopper switches the open order to prepayment (the first transaction is cancelled).
    const switched = await page.evaluate(async (orderId) => {
      const methods = (await (
        await fetch("/store-api/payment-method", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        })
      ).json()) as {
        elements: { id: string; name: string }[];
      };
      const prepayment = methods.elements.find((m) => m.name === "Paid in advance")!;
      return (
        await fetch("/store-api/order/payment", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ orderId, paymentMethodId: prepayment.id }),
        })
      ).status;
    }, order!.id);
    expect(switched).toBe(200);

    await page.goto(`/account/orders/${order!.id}/`);
    await hydrated(page);
    await expect(page).toHaveTitle(new RegExp(`^Order ${order!.orderNumber} \\| `));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order!.orderNumber}` })).toBeVisible();
    await expect(state(page)).toHaveAttribute("data-state", "open");
    await expect(state(page)).toHaveText("Open");

    const items = page.getByRole("region", { name: "Items" });
    const lines = items.locator(".order-lines > li");
    // The project's options are part of its line, never lines of their own; over €100 the shop adds its automatic 3 %.
    await expect(lines).toHaveCount(4);
    const product = lines.filter({ hasText: LICENCE.name });
    await expect(product).toHaveAttribute("data-kind", "product");
    await expect(product).toContainText("Quantity1");
    await expect(product).toContainText("Unit price€49.90");
    const print = lines.filter({ hasText: "Summer in Lviv" });
    await expect(print).toHaveAttribute("data-kind", "print");
    await expect(print.getByRole("list", { name: "Options" }).getByRole("listitem")).not.toHaveCount(0);
    await expect(print.getByRole("list", { name: "Options" })).toContainText(": ");
    await expect(print).toContainText("Quantity2");
    const promotion = lines.filter({ hasText: "Code WELCOME10" });
    await expect(promotion).toHaveAttribute("data-kind", "promotion");
    await expect(promotion).toContainText("10 % off");
    await expect(promotion).toContainText(/-€\d+\.\d\d/);
    await expect(lines.filter({ hasText: "Applied automatically" })).toHaveAttribute("data-kind", "promotion");

    const totals = items.locator(".order-totals");
    await expect(totals).toContainText("Subtotal");
    await expect(totals).toContainText("Discounts");
    await expect(totals).toContainText("Shipping costs");
    await expect(totals).toContainText("incl. 19 % VAT");
    await expect(totals.locator(".order-totals__total dd")).toHaveText(
      new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(order!.amountTotal),
    );

    const billing = page.getByRole("region", { name: "Billing address" });
    await expect(billing).toContainText("Grace Hopper");
    await expect(billing).toContainText("10115 Berlin");
    await expect(billing).toContainText("Germany");
    await expect(billing).toContainText("Payment method: Paid in advance");
    const shipping = page.getByRole("region", { name: "Shipping address" });
    await expect(shipping).toContainText("Main 1");
    await expect(shipping).toContainText("Shipping method: Standard");

    const transactions = page.getByRole("region", { name: "Payments" }).getByRole("listitem");
    await expect(transactions).toHaveCount(2);
    await expect(transactions.nth(0)).toContainText("Paid in advance");
    await expect(transactions.nth(0).locator("[data-state]")).toHaveAttribute("data-state", "open");
    await expect(transactions.nth(1)).toContainText("Invoice");
    await expect(transactions.nth(1).locator("[data-state]")).toHaveText("Cancelled");

    expect(await axe(page)).toEqual([]);
    await page.getByText("Cancel order", { exact: true }).click();
    expect(await axe(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`order-detail-${width}.png`), fullPage: true });
    }
    expect(problems).toEqual([]);
  });

  test("an unknown id, a malformed one and another customer's order are the 404 page", async ({ page, browser }) => {
    const [foreign] = await customerWithOrders(page, 1);
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto("/");
      await registerInPage(other, uniqueMail("other"));
      // One id in the browser; every kind of id (unknown, another customer's, malformed): tests/worker/not-found-ids.test.ts.
      const response = await other.goto(`/account/orders/${foreign!.id}/`);
      expect(response?.status()).toBe(404);
      await expect(other.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe("cancelling an order", () => {
  test("with JavaScript: no reload, a double click cancels once, the state updates", async ({ page, problems }) => {
    const [order] = await customerWithOrders(page, 1);
    let cancelCalls = 0;
    // The form goes to the Worker, which cancels the order (route actions run there, decision 021).
    page.on("request", (request) => {
      if (
        request.method() === "POST" &&
        request.headers()["x-storefront-action"] === "1" &&
        (request.postData() ?? "").includes("intent=cancel-order")
      )
        cancelCalls++;
    });
    await page.goto(`/account/orders/${order!.id}/`);
    await hydrated(page);
    await markWindow(page);
    await page.getByText("Cancel order", { exact: true }).click();
    await expect(page.getByText("Do you really want to cancel this order?")).toBeVisible();
    await page.getByRole("button", { name: "Yes, cancel the order" }).dblclick();
    await expect(state(page)).toHaveAttribute("data-state", "cancelled");
    await expect(state(page)).toHaveText("Cancelled");
    await expect(notice(page, "Your order has been cancelled.")).toBeVisible();
    await expect(page.getByText("Cancel order", { exact: true })).toHaveCount(0);
    expect(await stillSameWindow(page)).toBe(true);
    expect(cancelCalls).toBe(1);
    // The list says so too.
    await page.getByRole("link", { name: "Back to your orders" }).click();
    await expect(cards(page).first().locator("[data-state]")).toHaveText("Cancelled");
    expect(problems).toEqual([]);
  });

  test("without JavaScript: post/redirect/get back to the order with a notice", async ({ page, browser }) => {
    const [order] = await customerWithOrders(page, 1);
    await withoutJavaScriptAs(page, browser, async (plain) => {
      await plain.goto(`/account/orders/${order!.id}/`);
      await plain.getByText("Cancel order", { exact: true }).click();
      const [response] = await Promise.all([
        plain.waitForResponse((r) => r.request().method() === "POST"),
        plain.getByRole("button", { name: "Yes, cancel the order" }).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(plain).toHaveURL(new RegExp(`/account/orders/${order!.id}/$`));
      await expect(plain.getByText("Your order has been cancelled.")).toBeVisible();
      await expect(plain.locator(".order-detail__facts [data-state]")).toHaveAttribute("data-state", "cancelled");
      await expect(plain.getByText("Cancel order", { exact: true })).toHaveCount(0);
    });
  });

  test("not offered once the order is in progress; a refusal from the shop is shown", async ({ page, problems }) => {
    const [processed, moved] = await customerWithOrders(page, 2);
    expect(await transition(page, processed!.id, "process")).toBe(200);
    await page.goto(`/account/orders/${processed!.id}/`);
    await hydrated(page);
    await expect(state(page)).toHaveAttribute("data-state", "in_progress");
    await expect(state(page)).toHaveText("In progress");
    await expect(page.getByText("Cancel order", { exact: true })).toHaveCount(0);

    // The page still offers the cancel while the back office completes the order meanwhile.
    await page.goto(`/account/orders/${moved!.id}/`);
    await hydrated(page);
    await page.getByText("Cancel order", { exact: true }).click();
    expect(await transition(page, moved!.id, "process")).toBe(200);
    expect(await transition(page, moved!.id, "complete")).toBe(200);
    await page.getByRole("button", { name: "Yes, cancel the order" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This order can no longer be cancelled." })).toBeVisible();
    await expect(state(page)).toHaveAttribute("data-state", "completed");
    await expect(page.getByText("Cancel order", { exact: true })).toHaveCount(0);
    // The shop's 400 is the refusal this test provokes; nothing else may fail.
    expect(problems.filter((p) => !/order\/state\/cancel|status of 400/.test(p))).toEqual([]);
  });
});
